import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DataFolderLockedError,
  lockDataFolder,
  processStartTime,
  type DataFolderLock,
  type LockRecord,
} from './data-lock.js';

// Other holders are real processes where it matters (a live one, racing openers): each runs the
// lock module compiled to plain JavaScript, since a child node cannot load TypeScript.

let root: string;
let compiled: string;
let folder: string;
const locks: DataFolderLock[] = [];
const children: ChildProcess[] = [];

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'switchboard-data-lock-')));
  const source = readFileSync(fileURLToPath(new URL('./data-lock.ts', import.meta.url)), 'utf8');
  const output = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  compiled = join(root, 'data-lock.mjs');
  writeFileSync(compiled, output.outputText);
  writeFileSync(join(root, 'holder.mjs'), HOLDER);
});

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A fresh data folder for each test; its lock file is `${folder}.lock`. */
function freshFolder(): string {
  folder = join(root, `data-${++folders}`);
  mkdirSync(folder);
  return folder;
}

const lockFile = () => `${folder}.lock`;
const readLock = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockRecord;

function take(options?: Parameters<typeof lockDataFolder>[1]): DataFolderLock {
  const lock = lockDataFolder(folder, options);
  locks.push(lock);
  return lock;
}

/** A record as another process would write it. */
function recordOf(pid: number, changes: Partial<LockRecord> = {}): LockRecord {
  return {
    pid,
    hostname: hostname(),
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    startTime: processStartTime(pid),
    command: 'node apps/server/dist/main.js',
    takenAt: '2026-11-27T21:40:00.000Z',
    token: `token-of-${pid}`,
    ...changes,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const writeLock = (record: LockRecord) => writeFileSync(lockFile(), JSON.stringify(record));

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

// A process that takes the lock when told ("go" on stdin), says how it went, and then holds it
// until it is killed, or exits at once with `exit` (leaving the release to the exit handler).
const HOLDER = `
import { lockDataFolder } from './data-lock.mjs';
import { createInterface } from 'node:readline';
const [folder, mode] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  try {
    lockDataFolder(folder, {
      onStaleHolder: () => {
        console.log('stale');
        // Everyone who found it stale waits here, so their take-overs overlap.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      },
    });
    console.log('won');
    if (mode === 'exit') process.exit(0);
    setInterval(() => undefined, 60_000);
  } catch (error) {
    console.log('refused ' + error.message);
    process.exit(3);
  }
});
console.log('ready');
`;

interface Holder {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the holder's verdict line: 'won' or 'refused …'. */
  verdict: Promise<string>;
  go: () => void;
}

async function startHolder(mode: 'hold' | 'exit' = 'hold'): Promise<Holder> {
  const child = spawn(process.execPath, [join(root, 'holder.mjs'), folder, mode], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  let onLine: (() => void) | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    onLine?.();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lineMatching = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(output);
        if (found) resolve(found[0]);
      };
      const previous = onLine;
      onLine = () => {
        previous?.();
        check();
      };
      child.once('exit', () => {
        check();
        reject(new Error(`the holder exited with no ${pattern}:\n${output}`));
      });
      check();
    });
  await lineMatching(/^ready$/m);
  return {
    child,
    output: () => output,
    verdict: lineMatching(/^(won|refused .*)$/m),
    go: () => child.stdin.write('go\n'),
  };
}

describe('lockDataFolder', () => {
  it('makes the lock file beside the folder, naming this process', () => {
    freshFolder();
    const lock = take();
    expect(lock.file).toBe(`${folder}.lock`);
    expect(existsSync(join(folder, '.lock'))).toBe(false);
    const record = readLock();
    expect(record).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      startTime: processStartTime(process.pid),
      command: process.argv.join(' '),
    });
    expect(Date.now() - Date.parse(record.takenAt)).toBeLessThan(60_000);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('names one lock for a folder however the path reaches it', () => {
    freshFolder();
    const link = join(root, `link-${folders}`);
    symlinkSync(folder, link);
    take();
    expect(() => lockDataFolder(link)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(`${folder}/`)).toThrow(DataFolderLockedError);
  });

  it('refuses a second opener in the same process', () => {
    freshFolder();
    take();
    expect(() => take()).toThrow(/is already open in this process/);
  });

  it('refuses at once while another live process holds the folder, and says who and what to do', async () => {
    freshFolder();
    const holder = await startHolder();
    holder.go();
    expect(await holder.verdict).toBe('won');
    const started = Date.now();
    let refusal: unknown;
    try {
      take();
    } catch (error) {
      refusal = error;
    }
    expect(Date.now() - started).toBeLessThan(500);
    expect(refusal).toBeInstanceOf(DataFolderLockedError);
    const error = refusal as DataFolderLockedError;
    expect(error.code).toBe('DATA_FOLDER_LOCKED');
    expect(error.holder?.pid).toBe(holder.child.pid);
    expect(error.message).toMatch(
      new RegExp(
        `^The data folder ${escape(folder)} is in use by another Switchboard process \\(pid ${holder.child.pid}, ".*holder\\.mjs.*", since \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\)\\. ` +
          'Stop that process first, or start this one with another DATA_DIR\\.$',
      ),
    );
    expect(readLock().pid).toBe(holder.child.pid);
  });

  it('never takes over a live holder, however old its lock file', () => {
    freshFolder();
    // The test runner's own parent: alive, not this process, its start time the real one.
    writeLock(recordOf(process.ppid, { takenAt: '2001-01-01T00:00:00.000Z' }));
    const longAgo = new Date('2001-01-01T00:00:00Z');
    utimesSync(lockFile(), longAgo, longAgo);
    expect(() => take()).toThrow(`pid ${process.ppid}`);
    expect(readLock().pid).toBe(process.ppid);
  });

  it('takes over the lock of a process that has died', () => {
    freshFolder();
    const dead = deadPid();
    writeLock(recordOf(dead, { startTime: '12345' }));
    take();
    expect(readLock().pid).toBe(process.pid);
  });

  it('takes over when the pid now belongs to a process that started at another time', () => {
    freshFolder();
    // A live pid, but not the process that wrote the record: the pid was given out again.
    writeLock(recordOf(process.ppid, { startTime: '1' }));
    take();
    expect(readLock().pid).toBe(process.pid);
  });

  it('takes over a lock from before a reboot', () => {
    freshFolder();
    writeLock(recordOf(process.ppid, { bootId: 'an-earlier-boot' }));
    take();
    expect(readLock().pid).toBe(process.pid);
  });

  it('leaves a lock from another machine alone and says which file to delete', () => {
    freshFolder();
    writeLock(recordOf(deadPid(), { hostname: 'elsewhere.example' }));
    expect(() => take()).toThrow(`on elsewhere.example (pid `);
    expect(() => take()).toThrow(`delete ${lockFile()}.`);
  });

  it('refuses a lock file that names no process, after giving its maker time to write it', () => {
    freshFolder();
    writeFileSync(lockFile(), '');
    const started = Date.now();
    expect(() => take()).toThrow(`is locked by ${lockFile()}, which names no process`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('takes over past the guard of a taker that died mid-way', () => {
    freshFolder();
    const stale = recordOf(deadPid(), { startTime: '12345', token: 'stale' });
    writeLock(stale);
    const guard = `${lockFile()}.takeover-stale`;
    writeFileSync(guard, JSON.stringify(recordOf(deadPid(), { startTime: '1', token: 'taker' })));
    take();
    expect(readLock().pid).toBe(process.pid);
    expect(existsSync(guard)).toBe(false);
  });

  it('releases only its own lock file', () => {
    freshFolder();
    const lock = take();
    // Someone removed it by hand and another process took the folder since.
    const other = recordOf(process.ppid);
    writeLock(other);
    lock.release();
    lock.release();
    expect(readLock()).toEqual(other);
  });

  it('is released when the process exits without releasing it', async () => {
    freshFolder();
    const holder = await startHolder('exit');
    const exited = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.go();
    expect(await holder.verdict).toBe('won');
    expect(await exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });

  it('is left behind by kill -9, and the next opener takes it over', async () => {
    freshFolder();
    const holder = await startHolder();
    holder.go();
    expect(await holder.verdict).toBe('won');
    const killed = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.child.kill('SIGKILL');
    await killed;
    expect(readLock().pid).toBe(holder.child.pid);
    take();
    expect(readLock().pid).toBe(process.pid);
  });

  it('lets exactly one of several openers that all found the lock stale take it over', async () => {
    freshFolder();
    writeLock(recordOf(deadPid(), { startTime: '12345' }));
    const racers = await Promise.all(Array.from({ length: 6 }, () => startHolder()));
    for (const racer of racers) racer.go();
    const verdicts = await Promise.all(racers.map((racer) => racer.verdict));
    const winners = racers.filter((_, i) => verdicts[i] === 'won');
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.child.pid;
    expect(readLock().pid).toBe(winner);
    for (const verdict of verdicts.filter((v) => v !== 'won')) {
      expect(verdict).toContain(`is in use by another Switchboard process (pid ${winner},`);
    }
    // The race was real: more than one of them found the dead holder and set out to take over.
    const foundStale = racers.filter((racer) => /^stale$/m.test(racer.output()));
    expect(foundStale.length).toBeGreaterThan(1);
    // No guard file is left behind.
    expect(readdirSync(root).filter((name) => name.includes('takeover'))).toEqual([]);
  });
});
