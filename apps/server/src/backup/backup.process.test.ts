import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';

// The commands as a user runs them: a real server process (the built dist/main.js) takes API
// writes while `backup` (the built dist/backup/cli.js) asks it for a backup; the server stops,
// `restore` fills an empty folder, and a server started on that folder answers with every write
// acknowledged before the backup was asked for.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = join(ROOT, 'apps/server/dist/main.js');
const CLI = join(ROOT, 'apps/server/dist/backup/cli.js');

let root: string;
const running: ChildProcess[] = [];

interface Spawned {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnNode(args: string[], dataDir: string): Spawned {
  const child = spawn(process.execPath, args, {
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
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Starts the server on `dataDir` and waits until it answers; its URL. */
async function startServer(dataDir: string): Promise<Spawned & { url: string }> {
  const spawned = spawnNode([MAIN], dataDir);
  const deadline = Date.now() + 60_000;
  let port: string | undefined;
  while (!port) {
    port = /running on http:\/\/localhost:(\d+)/.exec(spawned.output())?.[1];
    if (spawned.child.exitCode !== null) throw new Error(`exited early:\n${spawned.output()}`);
    if (Date.now() > deadline) throw new Error(`no start within 60 s:\n${spawned.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...spawned, url: `http://127.0.0.1:${port}` };
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

// The PostgreSQL pass of `npm test` has nothing to add here: these servers run on PGlite.
describe('npm run backup and restore', () => {
  beforeAll(async () => {
    for (const file of [MAIN, CLI]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
    }
    root = realpathSync(mkdtempSync(join(tmpdir(), 'switchboard-backup-process-')));
    // The run's migrated database (test/global-setup.ts) with the small demo seed: the full seed
    // at the server's start would add several seconds.
    const loaded = new PGlite(join(root, 'template'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await loaded.close();
    const handle = await openDatabase({ dataDir: join(root, 'template') });
    await seedDemo(handle.db, { volume: 'small' });
    await handle.close();
  });

  afterAll(() => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('backs up a running server under API writes; a server on the restore has every acknowledged one', async () => {
    const dataDir = join(root, 'data');
    cpSync(join(root, 'template'), dataDir, { recursive: true });
    const server = await startServer(dataDir);
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
    const backup = spawnNode([CLI, 'backup', file], dataDir);
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
    const restore = spawnNode([CLI, 'restore', file, '--data-dir', restoredDir], dataDir);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(restore.output()).toMatch(
      new RegExp(`^Restored ${file} \\(taken [^)]+\\) into ${restoredDir}: 1 tenant, \\d+ users`),
    );

    const copy = await startServer(restoredDir);
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
  });
});
