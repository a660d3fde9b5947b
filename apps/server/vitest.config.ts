import { defaultServerConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

const conditions = ['@switchboard/source', ...defaultServerConditions];

/**
 * Test files about the embedded database alone: the backups of its folder, and every file named
 * `*.embedded.test.ts` (the folder's lock; PGlite's statements, statistics and compiled rows; the
 * tests' copies; the demo seed and mail on PGlite databases of the file's own). The name keeps the
 * list: a new such file is left out of the PostgreSQL pass by being named so.
 */
const EMBEDDED_ONLY = ['src/backup/**', 'src/**/*.embedded.test.ts'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The PostgreSQL pass (TEST_DATABASE_URL) leaves out EMBEDDED_ONLY: the embedded folder's lock
    // and backups (with PostgreSQL, pg_dump makes those), and files that would run the same tests
    // on the same engine a second time, about half a minute of that pass (#32).
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : [])],
    environment: 'node',
    // Each file opens its own embedded database (a copy of the run's template, below) and closes
    // it. Files share their worker's loaded modules (no isolation): loading the server's modules
    // afresh for each file was most of a file's time (about 6 s of 8 on the 2-core CI).
    pool: 'forks',
    isolate: false,
    // One migrated database per run; each server starts from a copy of it (src/test/pglite-copies.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
