import { once } from 'node:events';
import { createWriteStream, existsSync, lstatSync, statSync, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupError } from './errors.js';
import { messages } from './messages.js';
import { BackupHeader, readLine, type BackupRequest } from './protocol.js';
import { controlSocketPath } from './socket-path.js';

/** How long to wait for the server's answer (the snapshot included), ms. */
const HEADER_TIMEOUT_MS = 120_000;

export interface BackupResult {
  file: string;
  /** Size of the backup file, bytes. */
  bytes: number;
  /** From the request to the renamed file, ms. */
  ms: number;
  /** How long the server held writes back for the snapshot, ms. */
  pauseMs: number;
}

/**
 * Asks the server running on `dataDir` for a backup through its control socket
 * (control-socket.ts) and writes it to `file`: first to `<file>.partial`, flushed to disk, then
 * renamed, so `file` is only ever absent, the previous file, or a whole backup. The stream is
 * decompressed on the way as a check: a cut or damaged transfer is an error, never a file.
 */
export async function requestBackup(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<BackupResult> {
  const { dataDir, file } = options;
  const started = performance.now();
  if (existsSync(file)) {
    if (statSync(file).isDirectory()) {
      throw new BackupError('unwritable', messages.unwritable(file, 'it is a folder'));
    }
    if (!options.force) throw new BackupError('file-exists', messages.fileExists(file));
  }
  if (!existsSync(dataDir)) throw new BackupError('no-server', messages.noDataDir(dataDir));
  const socketPath = controlSocketPath(dataDir);
  checkSocketOwner(socketPath, dataDir);

  const partial = `${file}.partial`;
  // Flushed to disk before it closes (`flush`): the rename below must not outrun the data.
  const out = createWriteStream(partial, { mode: 0o600, flush: true });
  try {
    await once(out, 'ready');
  } catch (error) {
    throw new BackupError('unwritable', messages.unwritable(file, reasonOf(error)));
  }
  let socket: Socket | undefined;
  try {
    socket = await connectTo(socketPath, dataDir);
    socket.write(`${JSON.stringify({ command: 'backup' } satisfies BackupRequest)}\n`);
    socket.setTimeout(HEADER_TIMEOUT_MS, () =>
      socket?.destroy(new Error('the server did not answer')),
    );
    const header = BackupHeader.safeParse(parseJson(await readLine(socket)));
    socket.setTimeout(0);
    if (!header.success) {
      throw new BackupError('backup-failed', messages.serverRefused('an answer it could not read'));
    }
    if (!header.data.ok) {
      throw new BackupError('backup-failed', messages.serverRefused(header.data.message));
    }
    const tarBytes = await receive(socket, out);
    if (tarBytes !== header.data.tarBytes) {
      throw new BackupError(
        'backup-failed',
        messages.incomplete(`${tarBytes} of ${header.data.tarBytes} bytes`),
      );
    }
    await rename(partial, file);
    await syncFolder(dirname(file));
    return {
      file,
      bytes: statSync(file).size,
      ms: Math.round(performance.now() - started),
      pauseMs: header.data.pauseMs,
    };
  } catch (error) {
    socket?.destroy();
    out.destroy();
    await rm(partial, { force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EIO') {
      throw new BackupError('unwritable', messages.unwritable(file, reasonOf(error)));
    }
    throw new BackupError('backup-failed', messages.incomplete(reasonOf(error)));
  }
}

/**
 * Writes the compressed stream to `file` and, alongside, decompresses it to count the tar's
 * bytes: answers that count once both are done (gunzip fails on a cut or damaged stream).
 */
async function receive(socket: Socket, file: WriteStream): Promise<number> {
  const check = createGunzip();
  let tarBytes = 0;
  check.on('data', (chunk: Buffer) => (tarBytes += chunk.length));
  const checked = finished(check);
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      check.write(chunk);
      done(null, chunk);
    },
    flush(done) {
      check.end();
      done();
    },
  });
  await Promise.all([pipeline(socket, tee, file), checked]);
  return tarBytes;
}

/**
 * The socket must belong to the data folder's owner (as the server's does) or to whoever runs
 * this: the temporary folder is everyone's, and a socket another user put at that path could
 * hand out anything.
 */
function checkSocketOwner(socketPath: string, dataDir: string): void {
  let owner: number;
  try {
    owner = lstatSync(socketPath).uid;
  } catch {
    throw new BackupError('no-server', messages.noServer(dataDir));
  }
  if (owner !== statSync(dataDir).uid && owner !== process.getuid?.()) {
    throw new BackupError('not-ours', messages.notOurs(socketPath, dataDir));
  }
}

function connectTo(path: string, dataDir: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
          ? // A socket file nobody listens on: its server was killed.
            new BackupError('no-server', messages.noServer(dataDir))
          : error,
      );
    socket.once('error', onError);
  });
}

/** Makes the rename itself durable: the folder's entry is flushed too (not possible everywhere). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function reasonOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOENT':
      return 'its folder does not exist';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return message;
  }
}
