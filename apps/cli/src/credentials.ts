import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** What `login` keeps between runs. */
export const StoredCredentials = z.object({
  server: z.url(),
  email: z.string(),
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** When the ID token expires, ISO-8601; refreshed a little before. */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StoredCredentials = z.infer<typeof StoredCredentials>;

/** `$XDG_CONFIG_HOME/switchboard/credentials.json`, or `~/.config/switchboard/credentials.json`. */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'switchboard', 'credentials.json');
}

/** The stored credentials, or null when there are none or the file is not ours. */
export async function readCredentials(path: string): Promise<StoredCredentials | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = StoredCredentials.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes the credentials readable by the owner only (0600 in a 0700 folder). The file is written
 * beside the old one and renamed over it, so a crash never leaves half a file behind.
 */
export async function writeCredentials(
  path: string,
  credentials: StoredCredentials,
): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder's mode alone; tokens must not sit in a shared one.
  await chmod(folder, 0o700);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

export async function deleteCredentials(path: string): Promise<void> {
  await rm(path, { force: true });
}
