import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';
import { tenants, users } from '../db/schema.js';
import { BackupError } from './errors.js';
import { messages } from './messages.js';
import { listTarEntries, type TarEntry } from './tar-entries.js';

export interface RestoreResult {
  dataDir: string;
  tenants: number;
  users: number;
  /** When the backup was taken: its last checkpoint, made for it (snapshot.ts). */
  takenAt: Date;
}

/** Files every PostgreSQL data folder has; a backup without them is none. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

/**
 * Restores a backup (`npm run backup`'s .tar.gz) into `dataDir`, which must be empty or absent,
 * and answers what it holds.
 *
 * The archive is unpacked and started by PGlite (its `loadDataDir` option, which writes into a
 * real folder through the same file system the database uses) in a folder beside the target,
 * then renamed into place: a failed restore leaves no half-filled folder a server could start
 * on. Last, the folder is opened as the server opens it (`openDatabase`: migrations, the folder's
 * lock), so a backup of an older version comes out ready for this one.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
}): Promise<RestoreResult> {
  const { file, dataDir } = options;
  checkEmptyTarget(dataDir);
  const tar = await readBackup(file);
  const control = tar.entries.find((entry) => entry.name === 'global/pg_control');

  const parent = dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${basename(dataDir)}.restoring-${randomBytes(4).toString('hex')}`);
  try {
    const loaded = new PGlite(staging, {
      loadDataDir: new Blob([tar.bytes], { type: 'application/x-tar' }),
    });
    await loaded.waitReady;
    await loaded.close();
    // Replaces an empty folder at once; fails (and the folder stays) if files appeared meanwhile.
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      throw new BackupError('folder-not-empty', messages.folderNotEmpty(dataDir));
    }
    throw new BackupError('restore-failed', messages.restoreFailed(file, reasonOf(error)));
  }

  const handle = await openDatabase({ dataDir }).catch((error: unknown) => {
    throw new BackupError('restore-failed', messages.openFailed(dataDir, reasonOf(error)));
  });
  try {
    return {
      dataDir,
      tenants: await handle.db.$count(tenants),
      users: await handle.db.$count(users),
      takenAt: control?.modified ?? new Date(0),
    };
  } finally {
    await handle.close();
  }
}

function checkEmptyTarget(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory()) {
    throw new BackupError('folder-not-empty', messages.notAFolder(dataDir));
  }
  if (readdirSync(dataDir).length > 0) {
    throw new BackupError('folder-not-empty', messages.folderNotEmpty(dataDir));
  }
}

/** The backup's tar, once it is known to be a data folder's archive. */
async function readBackup(file: string): Promise<{ bytes: Uint8Array; entries: TarEntry[] }> {
  const compressed = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new BackupError('file-missing', messages.fileMissing(file))
      : new BackupError('file-missing', `Cannot read ${file}: ${reasonOf(error)}.`);
  });
  const notABackup = (reason: string) =>
    new BackupError('not-a-backup', messages.notABackup(file, reason));
  const bytes = await promisify(gunzip)(compressed).catch(() => {
    throw notABackup('it is not gzip-compressed, or it is damaged');
  });
  let entries: TarEntry[];
  try {
    entries = listTarEntries(bytes);
  } catch (error) {
    throw notABackup(`it holds no whole tar archive (${reasonOf(error)})`);
  }
  const missing = REQUIRED.filter((name) => !entries.some((entry) => entry.name === name));
  if (missing.length > 0) {
    throw notABackup(`the archive has no ${missing.join(' or ')}, so no database folder`);
  }
  return { bytes, entries };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
