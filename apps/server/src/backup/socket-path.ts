import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the server running on `dataDir` listens for backup requests (control-socket.ts): a file
 * in the temporary folder named after the data folder's real path, so the server and the backup
 * command find the same socket however each was given the folder (relative, through a link). Not
 * inside the data folder: a unix socket's path is limited to about 100 bytes, which a deep
 * folder would exceed. Both sides must see the same temporary folder (the same TMPDIR).
 */
export function controlSocketPath(dataDir: string): string {
  const folder = existsSync(dataDir) ? realpathSync(dataDir) : resolve(dataDir);
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  return join(tmpdir(), `switchboard-${digest}.sock`);
}
