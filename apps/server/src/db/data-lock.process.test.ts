import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import { openDatabase } from './client.js';
import { DataFolderLockedError, type LockRecord } from './data-lock.js';

// Real server processes (the built dist/main.js) on one embedded data folder: the second is
// refused, kill -9 leaves nothing that blocks the next start, a signal closes the database before
// the process (and `npm start`'s script around it) exits. Each case starts from a copy of one
// migrated folder with the small demo seed, made once here: the full seed of an empty folder at
// start would take about 15 s per case.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const BUILT_LOCK = join(ROOT, 'apps/server/dist/db/data-lock.js');
const RUN_SERVER = join(ROOT, 'scripts/run-server.mjs');

let root: string;
let template: string;
const running: ChildProcess[] = [];

/**
 * The cluster state PostgreSQL keeps in global/pg_control (`DBState` in pg_control.h, the field
 * after the 8-byte system identifier and two 4-byte versions): "shut down" after a clean close,
 * "in production" while open or after a crash, when the next start must recover from the WAL.
 */
function clusterState(dir: string): string {
  const state = readFileSync(join(dir, 'global', 'pg_control')).readInt32LE(16);
  return ({ 1: 'shut down', 6: 'in production' } as Record<number, string>)[state] ?? `${state}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const lockOf = (dir: string) => `${dir}.lock`;
const readLock = (dir: string) => JSON.parse(readFileSync(lockOf(dir), 'utf8')) as LockRecord;

let copies = 0;
function copyOfTemplate(): string {
  const dir = join(root, `data-${++copies}`);
  cpSync(template, dir, { recursive: true });
  return dir;
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns `node args` with a server's settings on `dir`, its output kept. */
function spawnOn(dir: string, args: string[], options: { detached?: boolean } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dir,
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
}

/** Starts a process that runs the server on `dir` and waits until the server answers. */
async function startOn(dir: string, args = [MAIN], options: { detached?: boolean } = {}) {
  const spawned = spawnOn(dir, args, options);
  const deadline = Date.now() + 60_000;
  let port: string | undefined;
  while (!port) {
    port = /running on http:\/\/localhost:(\d+)/.exec(spawned.output())?.[1];
    if (spawned.child.exitCode !== null) throw new Error(`exited early:\n${spawned.output()}`);
    if (Date.now() > deadline) throw new Error(`no start within 60 s:\n${spawned.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const started: Started = { ...spawned, url: `http://127.0.0.1:${port}` };
  expect((await fetch(`${started.url}/health`)).ok).toBe(true);
  return started;
}

async function call(url: string, method: string, path: string, token?: string, body?: unknown) {
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

async function signInAdmin(url: string): Promise<string> {
  const answer = await call(url, 'POST', '/auth/sign-in', undefined, {
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
  });
  expect(answer.status).toBe(200);
  return answer.body.idToken as string;
}

/** A write through the API: a Notices topic; its id, for `topicIsThere`. */
async function writeTopic(url: string, title: string): Promise<string> {
  const topic = await call(url, 'POST', '/announcement-topics', await signInAdmin(url), {
    locale: 'nl',
    title,
    emoji: '📌',
  });
  expect(topic.status).toBe(201);
  return topic.body.id as string;
}

/** Whether a topic is in the database: an announcement under a missing one is a 404. */
async function topicIsThere(url: string, topicId: string): Promise<boolean> {
  const item = await call(url, 'POST', '/announcements', await signInAdmin(url), {
    topicId,
    message: 'Still here after the restart.',
  });
  return item.status === 201;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// The PostgreSQL pass of `npm test` has nothing to add here: these servers run on PGlite.
describe('one process per data folder', () => {
  beforeAll(async () => {
    for (const file of [MAIN, BUILT_LOCK]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
    }
    root = realpathSync(mkdtempSync(join(tmpdir(), 'switchboard-one-process-')));
    template = join(root, 'template');
    // The run's migrated database (test/global-setup.ts) into a folder: a quarter of the time
    // that making and migrating a folder takes.
    const loaded = new PGlite(template, {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await loaded.close();
    const handle = await openDatabase({ dataDir: template });
    await seedDemo(handle.db, { volume: 'small' });
    await handle.close();
  });

  afterAll(() => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('openDatabase takes the lock before PGlite opens the folder, and close frees it', async () => {
    const dir = copyOfTemplate();
    const handle = await openDatabase({ dataDir: dir });
    try {
      expect(readLock(dir).pid).toBe(process.pid);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataFolderLockedError);
    } finally {
      await handle.close();
    }
    expect(existsSync(lockOf(dir))).toBe(false);
    expect(clusterState(dir)).toBe('shut down');
  });

  it('refuses a second server on the folder at once, and the first serves on and keeps its writes', async () => {
    const dir = copyOfTemplate();
    const first = await startOn(dir);
    const firstPid = first.child.pid!;
    expect(readLock(dir).pid).toBe(firstPid);

    const began = Date.now();
    const second = spawnOn(dir, [MAIN]);
    expect(await second.exited).toBe(1);
    // Before its database would open: node and the server's modules load, nothing more.
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(second.output().trim()).toMatch(
      new RegExp(
        `^The data folder ${escape(dir)} is in use by another Switchboard process \\(pid ${firstPid}, ` +
          `".*dist/main\\.js", since [^)]+\\)\\. Stop that process first, or start this one with ` +
          `another DATA_DIR\\.$`,
      ),
    );

    const topicId = await writeTopic(first.url, 'Written while another start was refused');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockOf(dir))).toBe(false);
    // Closed cleanly: the next start has no WAL to recover.
    expect(clusterState(dir)).toBe('shut down');

    const again = await startOn(dir);
    expect(readLock(dir).pid).toBe(again.child.pid);
    expect(await topicIsThere(again.url, topicId)).toBe(true);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('lets the next start take over the lock of a server killed with -9', async () => {
    const dir = copyOfTemplate();
    const killed = await startOn(dir);
    const topicId = await writeTopic(killed.url, 'Written before kill -9');
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(readLock(dir).pid).toBe(killed.child.pid);
    expect(clusterState(dir)).toBe('in production');

    const next = await startOn(dir);
    expect(readLock(dir).pid).toBe(next.child.pid);
    expect(await topicIsThere(next.url, topicId)).toBe(true);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(lockOf(dir))).toBe(false);
  }, 90_000);

  // npm start's last step (scripts/start.mjs), as it runs it; the install and build before it
  // take about 20 s even with nothing to do.
  const runServer = [
    '--input-type=module',
    '--eval',
    `import { runServer } from ${JSON.stringify(pathToFileURL(RUN_SERVER).href)};
     runServer({ cwd: process.cwd(), args: [${JSON.stringify(MAIN)}], env: process.env });`,
  ];

  it("passes a SIGTERM sent to npm start's script alone on, and exits only after the server", async () => {
    const dir = copyOfTemplate();
    const script = await startOn(dir, runServer);
    const serverPid = readLock(dir).pid;
    expect(serverPid).not.toBe(script.child.pid);
    script.child.kill('SIGTERM');
    expect(await script.exited).toBe(0);
    expect(isRunning(serverPid)).toBe(false);
    expect(existsSync(lockOf(dir))).toBe(false);
    expect(clusterState(dir)).toBe('shut down');
  }, 60_000);

  it('closes cleanly on Ctrl+C under npm start, however many signals follow', async () => {
    const dir = copyOfTemplate();
    // Its own process group, as a terminal gives `npm start`.
    const script = await startOn(dir, runServer, { detached: true });
    const serverPid = readLock(dir).pid;
    process.kill(-script.child.pid!, 'SIGINT');
    // Someone impatient: more signals while the server closes its database (about 0.5 s).
    let sentWhileClosing = 0;
    const more = setInterval(() => {
      if (!script.output().includes('closing Switchboard') || !isRunning(serverPid)) return;
      process.kill(serverPid, 'SIGTERM');
      sentWhileClosing += 1;
    }, 10);
    try {
      expect(await script.exited).toBe(0);
    } finally {
      clearInterval(more);
    }
    expect(sentWhileClosing).toBeGreaterThan(0);
    expect(isRunning(serverPid)).toBe(false);
    expect(existsSync(lockOf(dir))).toBe(false);
    expect(clusterState(dir)).toBe('shut down');
    expect(script.output().match(/closing Switchboard/g)).toHaveLength(1);
    expect(script.output()).toContain('SIGINT: closing Switchboard');
    expect(script.output()).not.toMatch(/Error|failed/);
  }, 60_000);
});
