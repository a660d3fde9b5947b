import { chmodSync, lstatSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import { BackupRequest, readLine, type BackupHeader } from './protocol.js';
import { snapshotDataDir } from './snapshot.js';
import { controlSocketPath } from './socket-path.js';

/**
 * How long a connection may stay silent, ms: a client that never sends its request, or stops
 * reading the backup, is dropped rather than holding the snapshot in memory. (Not while the
 * snapshot waits for open transactions: the client has its own, longer, patience for that.)
 */
const IDLE_TIMEOUT_MS = 60_000;

export interface BackupControl {
  /** The socket's path. */
  path: string;
  /** Stops listening, ends open connections and removes the socket file. */
  close: () => Promise<void>;
}

/**
 * Makes the server answer backup requests (`npm run backup`) on a unix-domain socket whose path
 * is derived from its data folder (socket-path.ts), for as long as it runs.
 *
 * Why a local socket and not an HTTP route: a backup holds every tenant's data, and the right to
 * take one is the right to read the folder itself, which is access to this machine as the
 * server's user. The socket is made readable and writable by that user only (0600). A second
 * process cannot make the backup itself: it could not open the folder while the server holds it.
 *
 * Answers undefined (nothing to serve) when the database is not an embedded one in a folder:
 * PostgreSQL has pg_dump, and an in-memory database has no folder to restore into.
 */
export async function serveBackups(
  handle: DatabaseHandle,
  dataDir: string | undefined,
  logger: Logger = defaultLogger(),
): Promise<BackupControl | undefined> {
  const log = logger.child({ job: 'backup' });
  const pglite = handle.pglite;
  if (handle.engine !== 'pglite' || !pglite || !dataDir || dataDir === 'memory://') {
    return undefined;
  }
  const folder = realpathSync(dataDir);
  const path = controlSocketPath(folder);
  const taken = await clearStaleSocket(path);
  if (taken) {
    log.warn(`Backups (npm run backup) are off: ${path} ${taken}.`);
    return undefined;
  }
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    // A client that goes away mid-backup is its own loss; the server carries on.
    socket.on('error', () => undefined);
    void answer(socket, pglite, folder, log);
  });
  try {
    await listenOn(server, path);
    // Until this line the file has the mode the umask gives (usually no write for others, and
    // connecting needs write); from here only the server's user may connect.
    chmodSync(path, 0o600);
  } catch (error) {
    // The server runs on without backups rather than not at all.
    server.close();
    log.warn(`Backups (npm run backup) are off: ${path}: ${(error as Error).message}`);
    return undefined;
  }
  server.on('error', (error) => log.warn({ reason: error.message }, 'The backup socket failed'));
  return {
    path,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      // Node removes the socket file when the server closes; this covers a platform that doesn't.
      rmSync(path, { force: true });
    },
  };
}

async function answer(socket: Socket, pglite: PGlite, folder: string, log: Logger): Promise<void> {
  socket.on('timeout', () => socket.destroy());
  socket.setTimeout(IDLE_TIMEOUT_MS);
  let replied = false;
  const reply = (header: BackupHeader) => {
    replied = true;
    socket.write(`${JSON.stringify(header)}\n`);
  };
  let line: string;
  try {
    line = await readLine(socket);
  } catch {
    // Gone without asking: a check whether a server answers here (clearStaleSocket) does that.
    socket.destroy();
    return;
  }
  try {
    const request = BackupRequest.safeParse(parseJson(line));
    if (!request.success) {
      reply({ ok: false, message: 'unknown request; this socket answers {"command":"backup"}' });
      socket.end();
      return;
    }
    const started = performance.now();
    socket.setTimeout(0);
    const { tar, pauseMs } = await snapshotDataDir(pglite);
    socket.setTimeout(IDLE_TIMEOUT_MS);
    reply({ ok: true, dataDir: folder, tarBytes: tar.size, pauseMs });
    await pipeline(Readable.fromWeb(tar.stream()), createGzip(), socket);
    const ms = Math.round(performance.now() - started);
    log.info(
      { tarBytes: tar.size, pauseMs, ms },
      `Backup of ${folder} sent: ${tar.size} bytes before compression, writes waited ` +
        `${pauseMs} ms, ${ms} ms in all.`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ reason: message }, 'A backup request on the control socket failed');
    // Once the header went out, the tar follows it: the client sees a cut stream as incomplete.
    if (!replied && !socket.destroyed) {
      reply({ ok: false, message });
      socket.end();
    }
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Makes `path` free to listen on: a socket file left by a server that was killed (no one answers
 * on it) is removed. Answers why the path cannot be used, or undefined when it can: a live socket
 * is left alone, and so is anything that is not a socket, which no server made.
 */
async function clearStaleSocket(path: string): Promise<string | undefined> {
  let isSocket: boolean;
  try {
    isSocket = lstatSync(path).isSocket();
  } catch {
    return undefined;
  }
  if (!isSocket) return 'exists and is not a socket; remove it';
  const answers = await new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (answers) return 'is answered by another process (a second server on the same folder?)';
  rmSync(path, { force: true });
  return undefined;
}

function listenOn(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
