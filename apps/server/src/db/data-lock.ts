import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

// PGlite takes no lock of its own, and two processes on one data folder destroy it without a
// word. So every opener of a folder takes this lock first, as PostgreSQL's postmaster.pid does
// (PATTERNS.md §5): a file beside the folder, created exclusively, naming the process that holds
// it. A holder that is alive is never taken over, however old its file: another project took over
// "stale" locks by age while the holder sat in a long checkpoint, and corrupted its catalog. A
// holder that is dead (kill -9, a crash, a reboot) is taken over, so no folder stays locked for good.

/** Who holds a data folder: the lock file's content. */
export interface LockRecord {
  pid: number;
  hostname: string;
  /** The kernel's boot id (Linux): a holder from an earlier boot is dead, whatever its pid. */
  bootId: string | null;
  /** When the process started, in clock ticks after boot (Linux): tells a reused pid apart. */
  startTime: string | null;
  command: string;
  takenAt: string;
  /** This taking of the lock, so a holder releases only its own file. */
  token: string;
}

export interface DataFolderLock {
  /** The lock file, beside the folder. */
  file: string;
  /** Removes the lock file if it is still this holder's; safe to call more than once. */
  release: () => void;
}

export type DataFolderLockedCode = 'DATA_FOLDER_LOCKED';

/** The folder is held by a process that is alive (or cannot be shown to be dead). */
export class DataFolderLockedError extends Error {
  readonly code: DataFolderLockedCode = 'DATA_FOLDER_LOCKED';

  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockRecord | null,
  ) {
    super(lockedMessage(folder, lockFile, holder));
    this.name = 'DataFolderLockedError';
  }
}

function lockedMessage(folder: string, lockFile: string, holder: LockRecord | null): string {
  if (!holder) {
    return (
      `The data folder ${folder} is locked by ${lockFile}, which names no process. ` +
      `If no Switchboard process uses the folder, delete that file.`
    );
  }
  const since = holder.takenAt.replace(/\.\d+Z$/, 'Z');
  const who = `pid ${holder.pid}, "${holder.command}", since ${since}`;
  if (holder.hostname !== hostname()) {
    // Whether a process on another machine lives cannot be seen from here.
    return (
      `The data folder ${folder} is in use by a Switchboard process on ${holder.hostname} ` +
      `(${who}). Stop that process first, or start this one with another DATA_DIR. ` +
      `If no process on ${holder.hostname} uses the folder any more, delete ${lockFile}.`
    );
  }
  if (holder.pid === process.pid) {
    return `The data folder ${folder} is already open in this process (since ${since}).`;
  }
  return (
    `The data folder ${folder} is in use by another Switchboard process (${who}). ` +
    `Stop that process first, or start this one with another DATA_DIR.`
  );
}

/** How long a lock file may stay unreadable (its maker writes it right after creating it). */
const UNREADABLE_WAIT_MS = 500;
/** Take-overs given up on before refusing: each is lost only to another opener's progress. */
const MAX_ATTEMPTS = 50;
const RETRY_PAUSE_MS = 20;

/** The tokens of the locks this process holds, released on exit if not before. */
const held = new Map<string, string>();
let releasingOnExit = false;

/**
 * Takes the lock of a data folder (which must exist), or throws `DataFolderLockedError` at once
 * when a live process holds it. `onStaleHolder` is a test seam: it runs when a dead holder is
 * found, before the take-over, so a test can widen the window in which openers race.
 */
export function lockDataFolder(
  dataDir: string,
  options: { onStaleHolder?: (holder: LockRecord) => void } = {},
): DataFolderLock {
  // The real path, so a folder reached through a symlink has one lock whichever way it is named.
  // Beside the folder, not in it: a backup copies the folder, and a restored copy must not come
  // back locked by the process that made the backup.
  const folder = realpathSync(dataDir);
  const file = `${folder}.lock`;
  let unreadableSince: number | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const own = ownRecord();
    if (createExclusive(file, own)) return hold(file, own.token);
    const holder = readRecord(file);
    if (holder === 'gone') continue;
    if (holder === 'unreadable') {
      // Made a moment ago and not written yet, or left empty by a maker killed in that moment.
      unreadableSince ??= Date.now();
      if (Date.now() - unreadableSince > UNREADABLE_WAIT_MS) {
        throw new DataFolderLockedError(folder, file, null);
      }
      pause(RETRY_PAUSE_MS);
      continue;
    }
    unreadableSince = null;
    if (isAlive(holder)) throw new DataFolderLockedError(folder, file, holder);
    options.onStaleHolder?.(holder);
    if (!removeStale(file, holder)) pause(RETRY_PAUSE_MS);
  }
  throw new Error(`Could not take over the stale lock ${file}; try again.`);
}

/**
 * Removes `path` if it still holds the dead `stale` record, and says whether it did. Race-free
 * between openers that all found it stale: only the maker of the guard file named after the stale
 * record's token may remove it, and while it exists, nothing else can replace `path` (an opener's
 * exclusive create fails, the dead holder releases nothing). Once `path` holds another record, the
 * guard is useless, so a late opener that makes it anew finds the record changed and leaves it. A
 * guard whose maker died in its few microseconds is stale itself, and removed the same way.
 */
function removeStale(path: string, stale: LockRecord): boolean {
  const guard = `${path}.takeover-${stale.token}`;
  const own = ownRecord();
  if (!createExclusive(guard, own)) {
    const taker = readRecord(guard);
    if (typeof taker === 'object' && !isAlive(taker)) removeStale(guard, taker);
    return false;
  }
  try {
    const current = readRecord(path);
    if (typeof current !== 'object' || current.token !== stale.token) return false;
    unlinkSync(path);
    return true;
  } finally {
    removeIfExists(guard);
  }
}

/** Whether the process a record names may still be running (true when that cannot be told). */
export function isAlive(holder: LockRecord): boolean {
  if (holder.hostname !== hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid may have been given to another process since: then it started at another time.
  const started = processStartTime(holder.pid);
  if (holder.startTime && started) return holder.startTime === started;
  // Without start times (not Linux), a record with this process's own pid is from an earlier
  // process that had it, unless this process made it.
  if (holder.pid === process.pid) return held.has(holder.token);
  return true;
}

/** Field 22 of /proc/<pid>/stat: the process's start, in clock ticks after boot (Linux only). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22, counting from field 3
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function ownRecord(): LockRecord {
  return {
    pid: process.pid,
    hostname: hostname(),
    bootId: bootId(),
    startTime: processStartTime(process.pid),
    command: process.argv.join(' '),
    takenAt: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

/** Makes `path` with `record` in it, unless it exists (then false). */
function createExclusive(path: string, record: LockRecord): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
      throw new Error(
        `Cannot make the lock file ${path} (${code}): the folder that holds the data folder must ` +
          `be writable. Otherwise set DATA_DIR to a folder inside a writable one.`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    closeSync(fd);
    removeIfExists(path);
    throw error;
  }
  closeSync(fd);
  return true;
}

function readRecord(path: string): LockRecord | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (typeof record.pid !== 'number' || typeof record.token !== 'string') return 'unreadable';
    return {
      pid: record.pid,
      hostname: String(record.hostname ?? ''),
      bootId: record.bootId ?? null,
      startTime: record.startTime ?? null,
      command: String(record.command ?? ''),
      takenAt: String(record.takenAt ?? ''),
      token: record.token,
    };
  } catch {
    return 'unreadable';
  }
}

function hold(file: string, token: string): DataFolderLock {
  held.set(token, file);
  if (!releasingOnExit) {
    releasingOnExit = true;
    // A process that ends without closing its database (an uncaught error, process.exit) leaves
    // no lock behind. Only synchronous work runs here. kill -9 skips it: the pid check covers that.
    process.on('exit', () => {
      for (const [heldToken, heldFile] of held) {
        try {
          releaseIfOurs(heldFile, heldToken);
        } catch {
          // The process ends all the same; the pid check frees what is left.
        }
      }
    });
  }
  return { file, release: () => releaseIfOurs(file, token) };
}

function releaseIfOurs(file: string, token: string): void {
  if (!held.delete(token)) return;
  const current = readRecord(file);
  if (typeof current === 'object' && current.token === token) removeIfExists(file);
}

function removeIfExists(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * For the commands that open a data folder (the server, the seed): a folder in use ends the
 * process with the error's message alone, no stack, and exit code 1. Other errors go on.
 */
export function exitIfFolderLocked(error: unknown): never {
  if (error instanceof DataFolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
