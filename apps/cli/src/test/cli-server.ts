import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startTestServer, type TestServer } from '@switchboard/server/test-harness';
import { assertCliBuilt, makeConfigHome, removeConfigHome, runCli, type CliResult } from './cli.js';

/** The demo users' password. */
export const DEMO_PASSWORD = 'switchboard-demo';

export interface CliServerOptions {
  /** Signs each config home in with `switchboard login` as this demo user before it is used. */
  signedInAs?: string;
  /** A fresh config home for each test rather than one for the file. */
  homePerTest?: boolean;
  /** The server's `SERVICE_TOKEN` (the `tenants` commands' token); unset: none. */
  serviceToken?: string;
}

export interface CliServer {
  /** The file's test server (set once `beforeAll` has run). */
  readonly server: TestServer;
  /** The config home the CLI runs with. */
  readonly home: string;
  /** Runs the built CLI against the server with the config home. */
  cli: (args: string[], input?: string, env?: Record<string, string>) => Promise<CliResult>;
  /** Runs the CLI as another demo user, by a SWITCHBOARD_TOKEN of theirs. */
  as: (email: string, args: string[]) => Promise<CliResult>;
}

/**
 * One test server for the test file, closed after it, and a config home for the CLI: registers
 * the hooks, so call it at the top of the file.
 */
export function useCliServer(options: CliServerOptions = {}): CliServer {
  let server: TestServer | undefined;
  let home: string | undefined;
  const defined = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`);
    return value;
  };

  const context: CliServer = {
    get server() {
      return defined(server, 'the test server');
    },
    get home() {
      return defined(home, 'the config home');
    },
    cli: (args, input, env) =>
      runCli(args, { configHome: context.home, server: context.server.url, input, env }),
    as: async (email, args) =>
      context.cli(args, undefined, {
        SWITCHBOARD_TOKEN: (await context.server.signIn(email)).idToken,
      }),
  };

  const openHome = async () => {
    home = await makeConfigHome();
    if (options.signedInAs === undefined) return;
    const login = await context.cli(
      ['login', '--email', options.signedInAs, '--password-stdin'],
      `${DEMO_PASSWORD}\n`,
    );
    expect(login.code).toBe(0);
  };
  const closeHome = async () => {
    if (home !== undefined) await removeConfigHome(home);
    home = undefined;
  };

  beforeAll(async () => {
    assertCliBuilt();
    server = await startTestServer({ serviceToken: options.serviceToken });
    if (!options.homePerTest) await openHome();
  });
  afterAll(async () => {
    // Undefined when the server did not start: that failure is the one to see.
    await server?.close();
    await closeHome();
  });
  if (options.homePerTest) {
    beforeEach(openHome);
    afterEach(closeHome);
  }
  return context;
}
