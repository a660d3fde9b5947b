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
  /** The story's globals: `viewport.value` names one of the preview's viewports (mobile). */
  globals?: { viewport?: { value?: string } };
  parameters?: {
    viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
  };
  /** Runs the clean-up of the story rendered before (and the loaders of this one). */
  load: () => Promise<void>;
}

/**
 * The story's requests still open, by when each was sent: the console's calls (axios, so
 * `XMLHttpRequest`) and the sign-in pages' (`fetch`). Each story file's setup runs this again in
 * the same page (`isolate: false`): the page keeps one count.
 */
const openRequests: Map<object, number> = ((
  globalThis as { __storyRequests?: Map<object, number> }
).__storyRequests ??= trackRequests());

/**
 * Counts the page's requests in and out. With `VITE_STORY_JITTER_MS` set (README, Tests), each
 * request also waits a random time up to that many ms before it goes, so the answers of a story's
 * calls come in any order, as on a loaded machine: a play function that reads one answer and
 * assumes another has come fails there every few runs, not once in a while on CI.
 */
function trackRequests(): Map<object, number> {
  const open = new Map<object, number>();
  const jitterMs = Number(import.meta.env.VITE_STORY_JITTER_MS ?? 0);
  const jitter = () =>
    jitterMs > 0
      ? new Promise<void>((resolve) => setTimeout(resolve, Math.random() * jitterMs))
      : Promise.resolve();
  // The page's own send, called with the request as `this` below.
  const send = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'send')?.value as (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['send']>
  ) => void;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
    open.set(this, performance.now());
    this.addEventListener('loadend', () => open.delete(this), { once: true });
    if (jitterMs > 0) void jitter().then(() => send.apply(this, args));
    else send.apply(this, args);
  };
  const fetchOf = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const request = {};
    open.set(request, performance.now());
    try {
      await jitter();
      return await fetchOf(...args);
    } finally {
      open.delete(request);
    }
  };
  return open;
}

/** A request open this long is one the story keeps open: its loading state is what it shows. */
const HANGING_MS = 2_000;
/** The longest wait for the requests, should a story keep sending new ones. */
const SETTLE_MAX_MS = 10_000;

/**
 * Waits until the story's requests have answered (or hang, HANGING_MS) and the page has drawn two
 * frames since: what the story shows once its data is in. A play function waits for what it
 * asserts; the shot after it should not catch the page while another call's answer still moves it
 * (a list that grows after the panel the play waited for: a shot of another height, stop 50's
 * hunt with VITE_STORY_JITTER_MS).
 */
async function settled(): Promise<void> {
  const started = performance.now();
  for (;;) {
    const now = performance.now();
    if (now - started > SETTLE_MAX_MS) break;
    if (![...openRequests.values()].some((since) => now - since < HANGING_MS)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await frames(2);
}

/** Until the page has drawn `count` frames. */
async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The story file's last story run. */
let lastStory: ComposedStory | undefined;

/** The test browser's viewport (root vitest.config.ts). */
const VIEWPORT = { width: 1280, height: 800 };

/**
 * The width a story is shot at when shot whole: its own viewport's (a phone story's 390 px, from
 * the preview's viewports), else the test browser's.
 */
function shotWidth(story: ComposedStory | undefined): number {
  const name = story?.globals?.viewport?.value;
  const width = name ? story?.parameters?.viewport?.options?.[name]?.styles?.width : undefined;
  return width ? Number.parseInt(width, 10) : VIEWPORT.width;
}

/**
 * Where the story's content ends, from the top of the frame scrolled to its top: the lowest
 * bottom of the root's children. Not the root's own height: a story's frame keeps at least the
 * viewport's height below its padding, so it always reaches past the viewport's bottom.
 */
function contentBottom(root: HTMLElement): number {
  let bottom = 0;
  for (const child of root.children) {
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom + window.scrollY);
  }
  return Math.ceil(bottom);
}

/**
 * Visual check: after each story renders (and its play function passes), its canvas is compared
 * with the committed baseline in `__screenshots__/` beside the story file. A story opts out with
 * the tag `no-visual` (time-dependent or animated content). Update baselines with
 * `npm run test:visual:update`.
 *
 * Chromium paints only what the viewport shows: a story whose content reaches below it was shot
 * with its rest white (DataTable's Many Rows, the filter panel on a phone; session 32). So a page
 * story (tag `page`, apps/console/src/test/pageStory.tsx), and any story that reaches below the
 * viewport, is shot whole: the window and the story's frame grow to where the story ends (at its
 * own width: a phone story stays a phone), are drawn, then shrink back. The height is measured
 * again at the new size, as a page that reflows at another width may end elsewhere.
 */
afterEach(async (context) => {
  // The Storybook plugin puts the composed story on the test context.
  const { story } = context as typeof context & { story?: ComposedStory };
  lastStory = story;
  if (context.task.result?.state === 'fail') return;
  // Every story's requests end here, shot or not: one still on its way when the next story
  // began was answered by that story's handlers and counted among its calls (the audit line's
  // 'Given no recorded change' counted the history call of the story before it, found with
  // VITE_STORY_JITTER_MS).
  await settled();
  if (story?.tags.includes('no-visual')) return;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  window.scrollTo(0, 0);
  const isPage = story?.tags.includes('page') ?? false;
  const wholePage = isPage || contentBottom(root) > window.innerHeight;
  const storyHeight = () =>
    Math.max(VIEWPORT.height, contentBottom(root), isPage ? root.scrollHeight : 0);
  let windowBefore: { width: number; height: number } | null = null;
  if (wholePage) {
    const width = shotWidth(story);
    let height = storyHeight();
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await commands.resizeWindow(width + 400, height + 400);
      windowBefore ??= before;
      await page.viewport(width, height);
      // Drawn at that size before the shot: without it, a page's part below the old viewport
      // could be shot white (the Messages Long Range baseline, its last 339 rows).
      await frames(2);
      const measured = storyHeight();
      if (measured <= height) break;
      height = measured;
    }
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
