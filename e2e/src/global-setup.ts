import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

const CLIENT = fileURLToPath(new URL('../../apps/server/dist/db/client.js', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server has migrated, empty of data, for each file to copy. */
    e2eDataTemplate: string;
  }
}

/**
 * Migrates one embedded database with the built server's own code, once per run: each file's
 * server starts on a copy of it (`startProduct`) and seeds it as `npm start` seeds an empty one,
 * at that moment. Migrating a fresh folder was about half of each server's start (5–9 s of
 * 10–20 s on the 2-core CI), and the walks run one after another.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CLIENT)) throw new Error(`${CLIENT} is missing: build first (npm run build).`);
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-template-'));
  const { openDatabase } = (await import(pathToFileURL(CLIENT).href)) as {
    openDatabase: (options: { dataDir: string }) => Promise<{ close: () => Promise<void> }>;
  };
  const handle = await openDatabase({ dataDir: dir });
  await handle.close();
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
