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
  },
});
