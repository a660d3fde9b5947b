import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@switchboard/source', ...defaultServerConditions];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    name: 'console',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // Files share their worker's loaded modules: loading them afresh for each file was most of
    // the project's time on the 2-core CI.
    isolate: false,
  },
});
