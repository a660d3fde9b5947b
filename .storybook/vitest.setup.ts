import { configure } from 'storybook/test';
import { afterAll, afterEach, expect } from 'vitest';
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

/** What this file needs of a story the Storybook plugin composed (portable stories). */
interface ComposedStory {
  tags: string[];
  /** Runs the clean-up of the story rendered before (and the loaders of this one). */
  load: () => Promise<void>;
}

/** The story file's last story run. */
let lastStory: ComposedStory | undefined;

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
  // The Storybook plugin puts the composed story on the test context.
  const { story } = context as typeof context & { story?: ComposedStory };
  lastStory = story;
  if (context.task.result?.state === 'fail') return;
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

/**
 * When a story file ends, its last story leaves the page. Storybook unmounts a story only when
 * the next one is run (the clean-ups that `load` runs first), so the run's last story stayed on
 * the page while the other projects of `npm test`'s main pass went on: the spinner's story kept
 * the browser drawing its frames, a third of a core for the last two to three minutes (#32).
 */
afterAll(async () => {
  await lastStory?.load();
  lastStory = undefined;
});
