import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Debian's Chromium: nothing here ever downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/**
 * Sizes the test browser's window (the page that holds the story's frame), so a page story's
 * frame can grow to the whole page at full scale for its screenshot (.storybook/vitest.setup.ts).
 */
const resizeWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  // Answers the size it had, so the caller can give it back exactly (the window is not the
  // story's viewport: shrinking it to that would scale every later story's screenshot).
  const before = context.page.viewportSize();
  await context.page.setViewportSize({ width, height });
  return before;
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI that is one, so the
    // Node projects (CLI, e2e walks, server) ran one file at a time, one after the other, while
    // the second core idled once the stories were done (#32). Two at least: the server's files
    // run beside the walks.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      // The root scripts behind npm start and npm test.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        plugins: [storybookTest({ configDir: storybookDir })],
        resolve: { conditions: ['@switchboard/source', ...defaultClientConditions] },
        test: {
          name: 'storybook',
          // The screenshot after each story may wait up to 25 s on a loaded machine
          // (.storybook/vitest.setup.ts): room for it beside the story's other hooks.
          hookTimeout: 60_000,
          // A story's test is its render, its play function and the accessibility check after it.
          // Vitest's 15 s default for the browser is shorter than two of the play function's own
          // waits (10 s each, .storybook/vitest.setup.ts): a story of 1.3 s alone timed out in a
          // clean-clone run on a loaded 2-core machine (stop 54, 'Poke with follow-ups'), where a
          // wait that failed would have named what it waited for. Headroom, not a speed check.
          testTimeout: 60_000,
          // The story files share one page of the browser, rather than each loading its own frame
          // (and the setup, msw's worker and the shared modules again): half the project's time
          // on the 2-core CI.
          isolate: false,
          setupFiles: [fileURLToPath(new URL('./.storybook/vitest.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            commands: { resizeWindow },
            expect: {
              toMatchScreenshot: {
                // How long a story's shot may take to come out the same twice in a row: 5 s by
                // default, which a simple story missed in `npm test`'s main pass on a loaded
                // 2-core machine. Headroom, not a speed check.
                timeout: 20_000,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/domain/src/**/*.ts': { lines: 95, statements: 95, functions: 95, branches: 90 },
      },
    },
  },
});
