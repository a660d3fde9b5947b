import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { loadDump } from './pglite-copies.js';

/**
 * A new embedded database with nothing of ours in it, as `new PGlite()` makes one, loaded from the
 * run's dump of one (global-setup.ts): 0.7–1.1 s on a loaded 2-core machine against 3.6–5.5 s
 * for PGlite's own initdb, which ran the hooks of tests with two of them past 60 s in the
 * PostgreSQL pass beside the main pass (session 23). Without template0 and template1, like the
 * run's template: nothing here creates a database in PGlite.
 */
export function emptyPglite(): Promise<PGlite> {
  return loadDump(inject('pgliteEmpty'));
}

/**
 * A new embedded database for a test that opens its own (`openDatabase({ pglite })`, which
 * migrates it and leaves closing it to the caller): a copy of the run's migrated template where
 * there is one (the PGlite pass), else an empty one that `openDatabase` migrates. Either way no
 * initdb, which with the migrations took 5–6 s of a loaded machine.
 */
export function pgliteForOpening(): Promise<PGlite> {
  const template = inject('pgliteTemplate');
  return template ? loadDump(template) : emptyPglite();
}
