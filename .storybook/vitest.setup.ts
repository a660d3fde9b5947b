import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

// What a story's play function waits for without a timeout of its own (`findBy…`, `waitFor`):
// Testing Library's default is 1 s, which failed stories in `npm test`'s main pass on a loaded
// 2-core machine (the trigger page's fired line, session 18). Headroom, not a speed check: a wait
// ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 10_000 });

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Sizes the test browser's window (root vitest.config.ts); answers the size it had. */
    resizeWindow: (
      width: number,
      height: number,
    ) => Promise<{ width: number; height: number } | null>;
  }
}

/** The test browser's viewport (root vitest.config.ts). */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Visual check: after each story renders (and its play function passes), its canvas is compared
 * with the committed baseline in `__screenshots__/` beside the story file. A story opts out with
 * the tag `no-visual` (time-dependent or animated content). Update baselines with
 * `npm run test:visual:update`.
 *
 * A page story (tag `page`, apps/console/src/test/pageStory.tsx) is taller than the viewport, and
 * Chromium paints only what the viewport shows: for its screenshot the window and the story's
 * frame grow to the whole page, then shrink back.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The Storybook plugin puts the composed story on the test context.
  const { story } = context as typeof context & { story?: { tags: string[] } };
  if (story?.tags.includes('no-visual')) return;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  const wholePage = story?.tags.includes('page') ?? false;
  let windowBefore: { width: number; height: number } | null = null;
  if (wholePage) {
    window.scrollTo(0, 0);
    const height = Math.max(VIEWPORT.height, root.scrollHeight);
    windowBefore = await commands.resizeWindow(VIEWPORT.width + 400, height + 400);
    await page.viewport(VIEWPORT.width, height);
  }
  try {
    // One shot, compared with the baseline; only when it differs does Vitest shoot again until
    // two in a row are equal, then compare that with the baseline (`getStableScreenshot` in
    // @vitest/browser), within `toMatchScreenshot.timeout` of vitest.config.ts; the element's
    // own wait covers it.
    await expect.element(page.elementLocator(root), { timeout: 25_000 }).toMatchScreenshot();
  } finally {
    if (wholePage) {
      await page.viewport(VIEWPORT.width, VIEWPORT.height);
      // Back to the window's own size, whatever it was: later stories are shot at that scale.
      if (windowBefore) await commands.resizeWindow(windowBefore.width, windowBefore.height);
    }
  }
});
