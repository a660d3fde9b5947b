#!/usr/bin/env node
// `npm run backup -- <file> [--force]`: a backup of the running server's embedded database,
// made by that server through its control socket (control-socket.ts) while it keeps running.
// `npm run restore -- <file> [--data-dir <dir>]`: that backup into an empty or new folder.
// Exit codes: 0 done, 1 it could not be done (the message says why), 2 a bad command line.
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { parseCommandLine } from './args.js';
import { BackupError } from './errors.js';
import { formatBytes, messages, USAGE } from './messages.js';
import { requestBackup } from './request-backup.js';
import { restoreBackup } from './restore.js';

// npm and pnpm run a script in its package's folder and say where they were started in INIT_CWD:
// names on the command line, and a relative DATA_DIR, are meant from there (for `npm run backup`
// at the repository's root: the root, where `npm start` keeps `.data`).
const base = process.env.INIT_CWD ?? process.cwd();

/** The server's settings; a bad one (the server would not start with it either) is said plainly. */
function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    throw new BackupError('bad-settings', (error as Error).message);
  }
}

try {
  const command = parseCommandLine(process.argv.slice(2), base);
  if (command.command === 'help') {
    console.log(USAGE);
    process.exit(0);
  }
  const config = readConfig();
  if (command.command === 'backup') {
    if (config.DATABASE_URL) throw new BackupError('postgres', messages.postgres);
    const result = await requestBackup({
      dataDir: resolve(base, config.DATA_DIR),
      file: command.file,
      force: command.force,
    });
    console.log(
      messages.backedUp(
        result.file,
        formatBytes(result.bytes),
        (result.ms / 1000).toFixed(1),
        result.pauseMs,
      ),
    );
  } else {
    const result = await restoreBackup({
      file: command.file,
      dataDir: command.dataDir ?? resolve(base, config.DATA_DIR),
    });
    console.log(
      messages.restored(
        command.file,
        result.dataDir,
        result.tenants,
        result.users,
        result.takenAt.toISOString(),
      ),
    );
    if (config.DATABASE_URL) console.log(messages.restoredWhilePostgres);
  }
} catch (error) {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(error.code === 'bad-arguments' ? 2 : 1);
  }
  throw error;
}
