import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@switchboard/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own embedded database; keep files apart.
    pool: 'forks',
    // One migrated, seeded database per run; each file starts from a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
