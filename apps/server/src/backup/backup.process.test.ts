import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MAIN, ROOT, serverProcesses, signInAdmin } from '../test/server-processes.js';

// The commands as a user runs them: a real server process (the built dist/main.js) takes API
// writes while `backup` (the built dist/backup/cli.js) asks it for a backup; the server stops,
// `restore` fills an empty folder, and a server started on that folder answers with every write
// acknowledged before the backup was asked for.

const CLI = join(ROOT, 'apps/server/dist/backup/cli.js');

let processes: ReturnType<typeof serverProcesses>;
let root: string;

// The PostgreSQL pass of `npm test` has nothing to add here: these servers run on PGlite.
describe('npm run backup and restore', () => {
  beforeAll(async () => {
    processes = serverProcesses('backup-process', [MAIN, CLI]);
    root = processes.root;
    await processes.seededTemplate();
  });

  afterAll(() => processes?.close());

  // Two server starts, a backup and a restore, each a process of its own: about 20 s alone, past
  // 60 s in `npm test`'s main pass on 2 cores (a CI run). Headroom, not a speed check.
  it('backs up a running server under API writes; a server on the restore has every acknowledged one', async () => {
    const dataDir = join(root, 'data');
    cpSync(join(root, 'template'), dataDir, { recursive: true });
    const server = await processes.startServer(dataDir);
    const token = await signInAdmin(server.url);

    const acked: { value: string; begunAt: number; ackedAt: number }[] = [];
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const value = `backupprobe${n}`;
        const begunAt = performance.now();
        const added = await call(server.url, 'POST', '/abuse-words', token, { value, locale: '' });
        expect(added.status).toBe(201);
        acked.push({ value, begunAt, ackedAt: performance.now() });
      }
    })();
    while (acked.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = join(root, 'switchboard.tar.gz');
    const askedAt = performance.now();
    const backup = processes.spawnNode([CLI, 'backup', file], dataDir);
    expect(await backup.exited, backup.output()).toBe(0);
    const doneAt = performance.now();
    const ackedBefore = acked.length;
    while (acked.length < ackedBefore + 5) await new Promise((resolve) => setTimeout(resolve, 20));
    stop = true;
    await writer;
    expect(backup.output()).toMatch(
      new RegExp(`^Backed up to ${file}: [\\d.]+ [kM]?B in [\\d.]+ s \\(writes waited \\d+ ms`),
    );
    expect(acked.some((write) => write.ackedAt > askedAt && write.ackedAt < doneAt)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Into an empty folder that exists (a new one is backup.test.ts's case).
    const restoredDir = join(root, 'restored');
    mkdirSync(restoredDir);
    const restore = processes.spawnNode([CLI, 'restore', file, '--data-dir', restoredDir], dataDir);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toMatch(
      new RegExp(`^Restored ${file} \\(taken [^)]+\\) into ${restoredDir}: 2 tenants, \\d+ users`),
    );

    const copy = await processes.startServer(restoredDir);
    const words = await call(copy.url, 'GET', '/abuse-words?locale=', await signInAdmin(copy.url));
    expect(words.status).toBe(200);
    const values = new Set((words.body.data as { value: string }[]).map((word) => word.value));
    for (const write of acked) {
      if (write.ackedAt < askedAt) expect(values.has(write.value), write.value).toBe(true);
      if (write.begunAt > doneAt) expect(values.has(write.value), write.value).toBe(false);
    }
    // The restored server takes writes.
    const added = await call(copy.url, 'POST', '/abuse-words', await signInAdmin(copy.url), {
      value: 'afterrestore',
      locale: '',
    });
    expect(added.status).toBe(201);
    copy.child.kill('SIGTERM');
    expect(await copy.exited).toBe(0);
  }, 180_000);
});
