import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import { loadDump } from './pglite-copies.js';

/**
 * Real server processes (the built dist/main.js) on embedded data folders, for the tests of what
 * only a process shows: the folder's lock, a signal's clean close, backups between processes.
 */

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const MAIN = join(ROOT, 'apps/server/dist/main.js');

/**
 * Node's options for a process that lives seconds: V8 runs PGlite's WebAssembly with its baseline
 * compiler only (Liftoff). Optimizing the hot functions with TurboFan pays off in a server that
 * runs for hours, not in one a test starts and stops: these processes took a quarter less CPU
 * (data-lock.process and backup.process tests: 31–33 core-seconds → 23–25, #32). The same code
 * runs; only how V8 compiles it differs.
 */
export const SHORT_LIVED_NODE = ['--liftoff-only'];

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export interface StartedServer extends Spawned {
  url: string;
}

/**
 * A folder of the test's own with the processes it starts; `close` kills those still running and
 * removes the folder. `built` are the files of dist/ the test runs (it says to build first).
 */
export function serverProcesses(name: string, built: readonly string[] = [MAIN]) {
  for (const file of built) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
  }
  const root = realpathSync(mkdtempSync(join(tmpdir(), `switchboard-${name}-`)));
  const running: ChildProcess[] = [];

  /** Spawns `node args` with a server's settings on `dataDir`, its output kept. */
  const spawnNode = (
    args: string[],
    dataDir: string,
    options: { detached?: boolean } = {},
  ): Spawned => {
    const child = spawn(process.execPath, [...SHORT_LIVED_NODE, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        POKE_DISPATCH_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.detached ?? false,
    });
    running.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, output: () => output, exited };
  };

  /** Starts a process that runs the server on `dataDir` and waits until the server answers. */
  const startServer = async (
    dataDir: string,
    args = [MAIN],
    options: { detached?: boolean } = {},
  ): Promise<StartedServer> => {
    const spawned = spawnNode(args, dataDir, options);
    const deadline = Date.now() + 60_000;
    let port: string | undefined;
    while (!port) {
      port = /running on http:\/\/localhost:(\d+)/.exec(spawned.output())?.[1];
      if (spawned.child.exitCode !== null) throw new Error(`exited early:\n${spawned.output()}`);
      if (Date.now() > deadline) throw new Error(`no start within 60 s:\n${spawned.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = { ...spawned, url: `http://127.0.0.1:${port}` };
    expect((await fetch(`${started.url}/health`)).ok).toBe(true);
    return started;
  };

  /**
   * A folder holding the run's migrated database (test/global-setup.ts) with the small demo seed,
   * made once: a quarter of the time making and migrating one takes, and the full seed of an
   * empty folder at a server's start would add about 15 s to each case.
   */
  const seededTemplate = async (dir = join(root, 'template')): Promise<string> => {
    await (await loadDump(inject('pgliteTemplate'), dir)).close();
    const handle = await openDatabase({ dataDir: dir });
    await seedDemo(handle.db, { volume: 'small' });
    await handle.close();
    return dir;
  };

  const close = () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(root, { recursive: true, force: true });
  };

  return { root, spawnNode, startServer, seededTemplate, close };
}

/** Calls a server's API; `body` objects go as JSON. */
export async function call(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
}

/** The demo admin's ID token on a server. */
export async function signInAdmin(url: string): Promise<string> {
  const answer = await call(url, 'POST', '/auth/sign-in', undefined, {
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
  });
  expect(answer.status).toBe(200);
  return answer.body.idToken as string;
}
