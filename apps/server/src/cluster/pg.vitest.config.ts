import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The cluster pass of `npm test` (scripts/test.mjs): real server processes (the built
 * `dist/main.js`) sharing one PostgreSQL at TEST_DATABASE_URL, and what needs PostgreSQL itself
 * (the drop of killed runs' databases). Its files are kept out of the server project, so a
 * machine without PostgreSQL runs no test that cannot pass there.
 */
const conditions = ['@switchboard/source', ...defaultServerConditions];

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'server-cluster',
    include: ['src/cluster/*.pg-test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
