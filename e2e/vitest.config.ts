import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    // One server and one browser per file; files run one after another to spare the 2 cores.
    fileParallelism: false,
    // Walks of several live steps on a loaded 2-core CI: headroom, not a speed check (steps keep
    // their own Playwright timeouts, which name the step that waited).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
