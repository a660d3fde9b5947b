import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataFolderLockedError, type LockRecord } from './data-lock.js';
import { call, MAIN, ROOT, serverProcesses, signInAdmin } from '../test/server-processes.js';

// Real server processes (the built dist/main.js) on one embedded data folder: the second is
// refused, kill -9 leaves nothing that blocks the next start, a signal closes the database before
// the process (and `npm start`'s script around it) exits. Each case starts from a copy of one
// migrated folder with the small demo seed, made once here: the full seed of an empty folder at
// start would take about 15 s per case.

const BUILT_LOCK = join(ROOT, 'apps/server/dist/db/data-lock.js');
const RUN_SERVER = join(ROOT, 'scripts/run-server.mjs');

let processes: ReturnType<typeof serverProcesses>;
let template: string;

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
  const dir = join(processes.root, `data-${++copies}`);
  cpSync(template, dir, { recursive: true });
  return dir;
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
    processes = serverProcesses('one-process', [MAIN, BUILT_LOCK]);
    template = await processes.seededTemplate();
  });

  afterAll(() => processes?.close());

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
    const first = await processes.startServer(dir);
    const firstPid = first.child.pid!;
    expect(readLock(dir).pid).toBe(firstPid);

    const began = Date.now();
    const second = processes.spawnNode([MAIN], dir);
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

    const again = await processes.startServer(dir);
    expect(readLock(dir).pid).toBe(again.child.pid);
    expect(await topicIsThere(again.url, topicId)).toBe(true);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('lets the next start take over the lock of a server killed with -9', async () => {
    const dir = copyOfTemplate();
    const killed = await processes.startServer(dir);
    const topicId = await writeTopic(killed.url, 'Written before kill -9');
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(readLock(dir).pid).toBe(killed.child.pid);
    expect(clusterState(dir)).toBe('in production');

    const next = await processes.startServer(dir);
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
    const script = await processes.startServer(dir, runServer);
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
    const script = await processes.startServer(dir, runServer, { detached: true });
    const serverPid = readLock(dir).pid;
    process.kill(-script.child.pid!, 'SIGINT');
    // Someone impatient: more signals right behind it, and on while the server runs. Sent at
    // once, as the test cannot see the close begin in time (the server's log line may come out
    // only as it exits, and a quiet machine once closed before a look every 10 ms): which of the
    // signals the server takes first is then up to the system, and it closes once.
    let sent = 0;
    const more = () => {
      try {
        process.kill(serverPid, 'SIGTERM');
        sent += 1;
      } catch {
        // Gone: the close is over.
      }
    };
    for (let i = 0; i < 3; i += 1) more();
    const again = setInterval(more, 10);
    try {
      expect(await script.exited).toBe(0);
    } finally {
      clearInterval(again);
    }
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(isRunning(serverPid)).toBe(false);
    expect(existsSync(lockOf(dir))).toBe(false);
    expect(clusterState(dir)).toBe('shut down');
    expect(script.output().match(/closing Switchboard/g)).toHaveLength(1);
    expect(script.output()).toMatch(/SIG(INT|TERM): closing Switchboard/);
    expect(script.output()).not.toMatch(/Error|failed/);
  }, 60_000);
});
