import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

const CLIENT = fileURLToPath(new URL('../../apps/server/dist/db/client.js', import.meta.url));
const SEED = fileURLToPath(new URL('../../apps/server/dist/seed/demo.js', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server has migrated and seeded with the demo, for each file to copy. */
    e2eDataTemplate: string;
  }
}

/**
 * Migrates one embedded database and seeds the demo in it with the built server's own code, once
 * per run: each file's server starts on a copy of it (`startProduct`), as `npm start` starts on a
 * seeded folder. Migrating a fresh folder was about half of each server's start (5–9 s of 10–20 s
 * on the 2-core CI), and seeding the demo at each start cost each file's server 19 of its 25 s of
 * CPU on session 18's machine (13 files: about 250 s of a run's CPU). The walks read the demo as
 * it was seeded at the start of the run, minutes before they walk: none of them depends on how
 * long ago that was (the demo's history is in the past either way).
 */
export default async function setup(project: TestProject) {
  for (const file of [CLIENT, SEED]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-template-'));
  const { openDatabase } = (await import(pathToFileURL(CLIENT).href)) as {
    openDatabase: (options: {
      dataDir: string;
    }) => Promise<{ db: unknown; close: () => Promise<void> }>;
  };
  const { seedDemoIfEmpty } = (await import(pathToFileURL(SEED).href)) as {
    seedDemoIfEmpty: (db: unknown) => Promise<boolean>;
  };
  const handle = await openDatabase({ dataDir: dir });
  try {
    await seedDemoIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
