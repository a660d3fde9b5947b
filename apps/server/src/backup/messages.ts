// What the backup and restore commands tell the user, in one place (STYLE §18).

export const USAGE = `Usage:
  npm run backup -- <file> [--force]
      Writes a backup of the running server's embedded database (DATA_DIR) to <file>, a .tar.gz.
      The server keeps running. --force replaces an existing <file>.
  npm run restore -- <file> [--data-dir <dir>]
      Restores a backup into an empty or new folder (default: DATA_DIR), ready to start a server on.`;

export const messages = {
  noServer: (dataDir: string) =>
    `No Switchboard server is running on ${dataDir}, so none can make the backup. While no ` +
    `server runs, the folder itself is a consistent copy: back it up by copying it ` +
    `(cp -a ${dataDir} <backup folder>). Or start the server (npm start) and run this again.`,
  noDataDir: (dataDir: string) =>
    `${dataDir} does not exist: there is no embedded database there to back up. Set DATA_DIR to ` +
    `the folder the server uses.`,
  postgres:
    'DATABASE_URL is set: the data lives in PostgreSQL, not in a data folder, and PostgreSQL ' +
    'makes its own backups while it runs: pg_dump --format=custom --file=<file> "$DATABASE_URL", ' +
    'restored with pg_restore (README.md, "Backups").',
  notOurs: (socket: string, dataDir: string) =>
    `${socket} does not belong to the owner of ${dataDir}; it is not asked for a backup. Remove ` +
    `it if no server of yours runs on that folder.`,
  fileExists: (file: string) =>
    `${file} already exists. Choose another name, or add --force to replace it (the old file ` +
    `stays until the new backup is complete).`,
  fileMissing: (file: string) => `${file} does not exist.`,
  unwritable: (file: string, reason: string) => `Cannot write ${file}: ${reason}.`,
  notABackup: (file: string, reason: string) =>
    `${file} is not a Switchboard backup (the .tar.gz that npm run backup writes): ${reason}.`,
  folderNotEmpty: (dataDir: string) =>
    `${dataDir} is not empty. A restore only fills an empty or new folder, so it never mixes ` +
    `two databases: choose another --data-dir, or move that folder away first (after stopping ` +
    `any server that uses it).`,
  notAFolder: (dataDir: string) => `${dataDir} is a file, not a folder.`,
  serverRefused: (reason: string) => `The server could not make the backup: ${reason}`,
  incomplete: (reason: string) =>
    `The backup did not arrive whole (${reason}); nothing was written. Try again.`,
  restoreFailed: (file: string, reason: string) =>
    `${file} could not be opened as a database: ${reason}. The target folder was left as it was.`,
  openFailed: (dataDir: string, reason: string) =>
    `The backup was restored into ${dataDir}, but opening it as the server does failed: ${reason}.`,
  backedUp: (file: string, size: string, seconds: string, pauseMs: number) =>
    `Backed up to ${file}: ${size} in ${seconds} s (writes waited ${pauseMs} ms for the snapshot; ` +
    `the server kept running).`,
  restored: (file: string, dataDir: string, tenants: number, users: number, takenAt: string) =>
    `Restored ${file} (taken ${takenAt}) into ${dataDir}: ${tenants} tenant${tenants === 1 ? '' : 's'}, ` +
    `${users} user${users === 1 ? '' : 's'}. Start a server on it with DATA_DIR=${dataDir}.`,
  restoredWhilePostgres:
    'Note: DATABASE_URL is set, so a server started here uses PostgreSQL, not this folder.',
};

/** A size for people: 12.3 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1_000;
  let unit = 0;
  while (value >= 1_000 && unit < units.length - 1) {
    value /= 1_000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
