import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual check: after each story renders (and its play function passes), its canvas is compared
 * with the committed baseline in `__screenshots__/` beside the story file. A story opts out with
 * the tag `no-visual` (time-dependent or animated content). Update baselines with
 * `npm run test:visual:update`.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The Storybook plugin puts the composed story on the test context.
  const { story } = context as typeof context & { story?: { tags: string[] } };
  if (story?.tags.includes('no-visual')) return;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  await expect.element(page.elementLocator(root)).toMatchScreenshot();
});
