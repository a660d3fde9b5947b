import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built command, as `npm run switchboard` runs it. */
export const CLI_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The integration tests run the built CLI; say so plainly when it has not been built. */
export function assertCliBuilt(): void {
  if (!existsSync(CLI_MAIN)) {
    throw new Error(
      `${CLI_MAIN} is missing: build it first (node_modules/.bin/pnpm --filter @switchboard/domain --filter @switchboard/cli build).`,
    );
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** XDG_CONFIG_HOME of this run: where the login is kept. */
  configHome: string;
  /** SWITCHBOARD_SERVER, when set. */
  server?: string;
  /** More environment (SWITCHBOARD_TOKEN…). */
  env?: Record<string, string>;
  /** Written to stdin, which is then closed. */
  input?: string;
}

/** A temporary config folder, removed by `removeConfigHome`. */
export function makeConfigHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'switchboard-cli-'));
}

export function removeConfigHome(path: string): Promise<void> {
  return rm(path, { recursive: true, force: true });
}

/** Starts the CLI with pipes for stdin, stdout and stderr (so it is never at a terminal). */
export function startCli(
  args: readonly string[],
  options: CliOptions,
): ChildProcessWithoutNullStreams {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: options.configHome,
    XDG_CONFIG_HOME: options.configHome,
    ...(options.server ? { SWITCHBOARD_SERVER: options.server } : {}),
    ...options.env,
  };
  return spawn(process.execPath, [CLI_MAIN, ...args], { env, stdio: 'pipe' });
}

/** Runs the CLI to its end. */
export function runCli(args: readonly string[], options: CliOptions): Promise<CliResult> {
  const child = startCli(args, options);
  if (options.input !== undefined) child.stdin.end(options.input);
  else child.stdin.end();
  return finished(child);
}

/** Collects a started CLI's output until it ends. */
export function finished(child: ChildProcessWithoutNullStreams): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves once a stream of a running CLI has printed `text`. */
export function waitForOutput(stream: NodeJS.ReadableStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) {
        stream.off('data', onData);
        resolve();
      }
    };
    stream.on('data', onData);
  });
}

/** The rows of plain (tab-separated) output, header first. */
export function rows(stdout: string): string[][] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}
