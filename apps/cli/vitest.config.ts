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
    // The integration files each start a server over an embedded database; keep files apart.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Ink renders only a final frame when it believes it runs in CI (is-in-ci reads CI); these
    // tests are about what a person at a terminal sees, so they run as at a terminal.
    env: { CI: 'false' },
  },
});
