import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@switchboard/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The integration files each start a server over an embedded database (a copy of the run's
    // template, below) and close it; files share their worker's loaded modules.
    pool: 'forks',
    isolate: false,
    // The server tests' setup: one migrated database per run, which each file's server copies.
    globalSetup: ['../server/src/test/global-setup.ts'],
    // A test that runs the CLI a dozen times (a process each) took 18 s in one clean clone and
    // ran past 30 s in the next on a slow, loaded 2-core machine (session 32). Headroom, not a
    // speed check.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Ink renders only a final frame when it believes it runs in CI (is-in-ci reads CI); these
    // tests are about what a person at a terminal sees, so they run as at a terminal.
    env: { CI: 'false' },
  },
});
