import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share their worker's loaded modules: loading them afresh for each file was most of
    // the project's time on the 2-core CI.
    isolate: false,
  },
});
