import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/global-setup.ts'],
    // One server and one browser per file. The files share the run's workers with the other
    // Node projects (one at a time on 2 cores): so they walk while the Storybook stories run in
    // their browser, rather than after them (vitest runs a project without file parallelism in
    // a group of its own, after every other).
    // Walks of several live steps on a loaded 2-core CI: headroom, not a speed check (steps keep
    // their own Playwright timeouts, which name the step that waited).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // What a walk waits for with `expect.poll` (a page rendered, a live row arrived) without a
    // timeout of its own: Vitest's 1 s default failed the not-found page's walk on a loaded 2-core
    // machine (the page took longer to render). Headroom, not a speed check, as above.
    expect: { poll: { timeout: 10_000 } },
  },
});
