import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/** The run's dump of an empty database, read once per worker. */
let dump: Buffer | undefined;

/**
 * A new embedded database with nothing of ours in it, as `new PGlite()` makes one, loaded from the
 * run's dump of one (global-setup.ts): 0.7–1.1 s on a loaded 2-core machine against 3.6–5.5 s
 * for PGlite's own initdb, which ran the hooks of tests with two of them past 60 s in the
 * PostgreSQL pass beside the main pass (session 23). Without template0 and template1, like the
 * run's template: nothing here creates a database in PGlite.
 */
export async function emptyPglite(): Promise<PGlite> {
  dump ??= readFileSync(inject('pgliteEmpty'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
  await pglite.waitReady;
  return pglite;
}
