import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { pgliteForOpening } from '../test/empty-pglite.js';
import { serveBackups, type BackupControl } from './control-socket.js';
import type { BackupErrorCode } from './errors.js';
import { readLine } from './protocol.js';
import { requestBackup } from './request-backup.js';
import { controlSocketPath } from './socket-path.js';

// The control socket and the backup command's side of it. The server's database is an in-memory
// copy of the run's template and the "data folder" an empty one: the socket is found by the
// folder's name, and what is snapshotted is the handle's database (backup.test.ts covers both on
// a real folder).

let tmp: string;
let handle: DatabaseHandle;
const controls: BackupControl[] = [];
let folders = 0;

function newFolder(): string {
  const folder = join(tmp, `data-${(folders += 1)}`);
  mkdirSync(folder);
  return folder;
}

async function serve(folder: string): Promise<BackupControl | undefined> {
  const control = await serveBackups(handle, folder);
  if (control) controls.push(control);
  return control;
}

/** The error code a promise is rejected with. */
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: BackupErrorCode }) => error.code,
  );

describe('the backup control socket', () => {
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'switchboard-control-'));
    const pglite = await pgliteForOpening();
    handle = await openDatabase({ dataDir: 'memory://', pglite });
    handle = { ...handle, close: () => pglite.close() };
  });
  afterEach(async () => {
    for (const control of controls.splice(0)) await control.close();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('listens at the path named after the folder, for its user only, and close removes it', async () => {
    const folder = newFolder();
    const control = await serve(folder);
    expect(control?.path).toBe(controlSocketPath(folder));
    expect(statSync(control!.path).mode & 0o777).toBe(0o600);
    await control!.close();
    expect(existsSync(control!.path)).toBe(false);
  });

  it('serves nothing without a data folder (in memory) or on PostgreSQL', async () => {
    expect(await serveBackups(handle, 'memory://')).toBeUndefined();
    expect(await serveBackups(handle, undefined)).toBeUndefined();
    const postgres = { ...handle, engine: 'postgres' as const, pglite: undefined };
    expect(await serveBackups(postgres, newFolder())).toBeUndefined();
  });

  it('replaces a socket left by a killed server, and leaves a live one alone', async () => {
    const folder = newFolder();
    const path = controlSocketPath(folder);
    // A process that listens on the path and is killed: its socket file stays, with no one on it.
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(killed.signal).toBe('SIGKILL');
    expect(existsSync(path)).toBe(true);
    expect(await codeOf(requestBackup({ dataDir: folder, file: join(tmp, 'none.tar.gz') }))).toBe(
      'no-server',
    );

    const first = await serve(folder);
    expect(first?.path).toBe(path);
    // A second server on the same folder (the data folder's lock keeps it from getting this far)
    // finds the socket answered: it serves no backups and does not take the path over.
    expect(await serve(folder)).toBeUndefined();
    const result = await requestBackup({ dataDir: folder, file: join(tmp, 'after-stale.tar.gz') });
    expect(result.bytes).toBeGreaterThan(0);
  });

  it('answers an unknown request with an error and no data', async () => {
    const control = await serve(newFolder());
    const socket = connect(control!.path);
    socket.write('{"command":"drop everything"}\n');
    const header = JSON.parse(await readLine(socket)) as { ok: boolean; message: string };
    expect(header).toEqual({ ok: false, message: expect.stringContaining('unknown request') });
    socket.destroy();
  });

  it('writes a file only whole: an existing one is kept unless --force, and no .partial stays', async () => {
    const folder = newFolder();
    await serve(folder);
    const file = join(tmp, 'kept.tar.gz');
    writeFileSync(file, 'the previous backup');
    expect(await codeOf(requestBackup({ dataDir: folder, file }))).toBe('file-exists');
    expect(readFileSync(file, 'utf8')).toBe('the previous backup');

    const result = await requestBackup({ dataDir: folder, file, force: true });
    expect(result.bytes).toBe(statSync(file).size);
    // gzip's magic number: the file is the backup now.
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(tmp).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('says so when no server runs on the folder, or the file cannot be written', async () => {
    const folder = newFolder();
    const file = join(tmp, 'nowhere.tar.gz');
    const noServer = requestBackup({ dataDir: folder, file });
    await expect(noServer).rejects.toThrow(`No Switchboard server is running on ${folder}`);
    expect(await codeOf(requestBackup({ dataDir: join(tmp, 'missing'), file }))).toBe('no-server');

    await serve(folder);
    const unwritable = join(tmp, 'no-such-folder', 'backup.tar.gz');
    const refused = requestBackup({ dataDir: folder, file: unwritable });
    await expect(refused).rejects.toThrow(`Cannot write ${unwritable}: its folder does not exist.`);
  });
});
