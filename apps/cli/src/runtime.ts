import type { Command } from 'commander';
import type { z } from 'zod';
import type { RequestOptions } from './api.js';
import { credentialsPath } from './credentials.js';
import { EXIT_OK, type ExitCode } from './errors.js';
import { Output, type Io } from './output.js';
import type { Terminal } from './ui/terminal.js';
import { openSession, type Session } from './session.js';
import type { ApiMethod, ApiPath } from './api-paths.js';

/** What a run of the command gets from outside: streams, environment, clock. */
export interface CliEnvironment {
  io: Io;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  fetchImpl?: typeof fetch;
  /** Ink, when some stream is a terminal (see `loadTerminal`). */
  terminal: Terminal | null;
}

/** The global options, on the root command. */
export interface GlobalOptions {
  server?: string;
  json?: boolean;
}

/** One command's view of the run: its output and, on demand, the signed-in API client. */
export class Runtime {
  readonly out: Output;
  readonly credentialsFile: string;
  readonly serverOption: string | undefined;
  /** Set by a command that printed its result but did not fully succeed (an import with rejections). */
  exitCode: ExitCode = EXIT_OK;
  private sessionPromise: Promise<Session> | null = null;

  constructor(
    readonly environment: CliEnvironment,
    globals: GlobalOptions,
  ) {
    this.out = new Output(environment.io, Boolean(globals.json), environment.terminal);
    this.credentialsFile = credentialsPath(environment.env);
    this.serverOption = globals.server;
  }

  get env(): NodeJS.ProcessEnv {
    return this.environment.env;
  }

  now(): Date {
    return this.environment.now();
  }

  session(): Promise<Session> {
    this.sessionPromise ??= openSession({
      serverOption: this.serverOption,
      env: this.environment.env,
      credentialsFile: this.credentialsFile,
      now: this.environment.now,
      fetchImpl: this.environment.fetchImpl,
    });
    return this.sessionPromise;
  }

  /** Calls the API as the signed-in user, with `label` shown (at a terminal) while it waits. */
  async call<S extends z.ZodType, M extends ApiMethod>(
    label: string,
    method: M,
    path: ApiPath<M>,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>> {
    const { api } = await this.session();
    return this.out.task(label, () => api.call(method, path, schema, options));
  }
}

/** Makes the runtime of the command being run (global options come from the root). */
export type RuntimeOf = (command: Command) => Runtime;
