import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The Redis pass of `npm test` (scripts/test.mjs): the cache store contract on a real Redis at
 * TEST_REDIS_URL. Its file is kept out of the server project, so a machine without Redis runs no
 * test that cannot pass there. Resolves packages as the server project does.
 */
const conditions = ['@switchboard/source', ...defaultServerConditions];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'server-redis',
    include: ['src/cache/*.redis-test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
