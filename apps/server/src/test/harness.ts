import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedDemo, DEMO_PASSWORD } from '../seed/demo.js';
import type { AppDeps } from '../deps.js';
import type { LiveHub } from '../live/hub.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { MessagePorts } from '../outbox/smtp.js';
import { buildApp, listen } from '../server.js';
import { giveBack, takeCopy } from './pglite-copies.js';
import { testDatabaseName } from './pg-leftovers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tar file: test servers start on copies (pglite-copies.ts). */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
    /** An empty PGlite data folder as a tar file, in both passes (empty-pglite.ts). */
    pgliteEmpty: string;
    /** The pid of the run's main process: in its databases' names (pg-leftovers.ts). */
    testRunPid: number;
  }
}

export interface TestServer {
  url: string;
  handle: DatabaseHandle;
  /** The PostgreSQL database of this server, when it runs on one. */
  databaseUrl: string | undefined;
  /** Calls the API; `body` objects are sent as JSON. */
  call: (
    method: string,
    path: string,
    init?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  signIn: (email: string, password?: string) => Promise<{ idToken: string; refreshToken: string }>;
  /** An ID token for a user by uid, without the (slow) password check: for many test users. */
  tokenFor: (uid: string) => Promise<string>;
  /** The server's services, for what a test cannot reach over HTTP (e.g. a sweep on demand). */
  deps: AppDeps;
  /** The shared live queries of the server's socket. */
  liveHub: LiveHub;
  /** The port of `GET /metrics` without a token, when the server has one (`metrics.port`). */
  metricsPort: number | null;
  /**
   * From now on (until called with false), this server stands for a process that dies right after
   * each write commits: the write's request fails, and nothing it would do after the commit
   * happens, its own listeners hearing the change or a `ChangeFeed.publish` from memory alike.
   */
  dieAfterCommit: (dies: boolean) => void;
  /** The server's clock: real time plus whatever `advance` added. */
  now: () => Date;
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

/**
 * Starts the real server on a free port over a fresh seeded database: embedded PGlite in memory,
 * or, when TEST_DATABASE_URL points at a PostgreSQL server, a throwaway database created there.
 */
export async function startTestServer(
  options: {
    /**
     * Another test server whose database this one shares, as a second server process would: its
     * own connections on PostgreSQL, the same PGlite instance otherwise (PGlite lives in one
     * process). The first server drops the database; close this one first.
     */
    sharing?: TestServer;
    /** The poke dispatcher's interval, ms; 0 (the default): it runs only when a test drains it. */
    dispatchIntervalMs?: number;
    /** The dispatcher's customers per batch. */
    dispatchBatchSize?: number;
    /** How long an abuse claim lasts, seconds (`ABUSE_CLAIM_TTL_S`); unset: the domain's 10 min. */
    abuseClaimTtlS?: number;
    /** The server's logger; unset: silent, or at `LOG_LEVEL` when that is set. */
    logger?: Logger;
    /** `DEV_OUTBOX`; unset: `local`. */
    devOutbox?: 'local' | 'off';
    /** Mail and SMS providers wired in code (an SMS port), ahead of the dev outbox. */
    messages?: MessagePorts;
    /** `METRICS_TOKEN`, `METRICS_PORT` (0: a free one) and `METRICS_HOST`; unset: no metrics. */
    metrics?: { token?: string; port?: number; host?: string };
    /** `SERVICE_TOKEN`: the service operators' bearer; unset, their calls answer 404. */
    serviceToken?: string;
  } = {},
): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const shared = options.sharing;
  const openCopy = async () => {
    const file = databaseUrl ? '' : inject('pgliteTemplate');
    const copy = file ? await takeCopy(file) : undefined;
    const opened = await openDatabase({ databaseUrl, dataDir: 'memory://', pglite: copy });
    if (!copy) return opened;
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await giveBack(file, copy);
      },
    };
  };
  if (shared) {
    databaseUrl = shared.databaseUrl;
  } else if (adminUrl) {
    const name = testDatabaseName(inject('testRunPid'), randomBytes(6).toString('hex'));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const handle =
    shared && !databaseUrl
      ? { ...shared.handle, close: () => Promise.resolve() }
      : await openCopy();
  if (!shared) await seedDemo(handle.db, { volume: 'small' });
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  let diesAfterCommit = false;
  const { app, deps } = await buildApp(
    handle.db,
    {
      ID_TOKEN_TTL_S: 900,
      REFRESH_TOKEN_TTL_S: 3600,
      CHAT_CLAIM_TTL_S: 300,
      PUBLIC_URL: 'http://console.test',
      POKE_DISPATCH_INTERVAL_MS: options.dispatchIntervalMs ?? 0,
      POKE_BATCH_SIZE: options.dispatchBatchSize ?? 1_000,
      ABUSE_CLAIM_TTL_S: options.abuseClaimTtlS,
      DEV_OUTBOX: options.devOutbox,
      METRICS_TOKEN: options.metrics?.token,
      METRICS_PORT: options.metrics?.port,
      METRICS_HOST: options.metrics?.host,
      SERVICE_TOKEN: options.serviceToken,
    },
    now,
    {
      notify: handle.notify,
      logger: options.logger ?? defaultLogger(),
      messages: options.messages,
      afterCommit: () => {
        if (diesAfterCommit) throw new Error('The test server died right after a commit');
      },
    },
  );
  // A dead process sends nothing from memory either.
  const publish = deps.feed.publish.bind(deps.feed);
  deps.feed.publish = (event) => {
    if (!diesAfterCommit) publish(event);
  };
  const { port, liveHub, metricsPort, close: stop } = await listen(app, deps, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    url,
    handle,
    databaseUrl,
    deps,
    liveHub,
    metricsPort,
    call,
    now,
    advance: (ms) => {
      offsetMs += ms;
    },
    dieAfterCommit: (dies) => {
      diesAfterCommit = dies;
    },
    signIn: async (email, password = DEMO_PASSWORD) => {
      const res = await call('POST', '/auth/sign-in', { body: { email, password } });
      if (res.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { idToken: string; refreshToken: string };
    },
    tokenFor: async (uid) => {
      const found = await deps.auth.userByUid(uid);
      if (!found) throw new Error(`no user ${uid}`);
      return (await deps.auth.issueTokens(found.user, found.tenant, null)).idToken;
    },
    close: async () => {
      await stop();
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Runs `work` while `server` stands for a process killed right after each commit
 * (`dieAfterCommit`): what other processes hear then, the writes announced.
 */
export async function diesAfterCommit<T>(server: TestServer, work: () => Promise<T>): Promise<T> {
  server.dieAfterCommit(true);
  try {
    return await work();
  } finally {
    server.dieAfterCommit(false);
  }
}
