import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from './harness.js';

const STORYBOOK_INDEX = fileURLToPath(
  new URL('../../packages/ui/storybook-static/index.html', import.meta.url),
);

let product: Product;
beforeAll(async () => {
  if (!existsSync(STORYBOOK_INDEX)) {
    throw new Error(`${STORYBOOK_INDEX} is missing: build it first (npm run build-storybook).`);
  }
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

/**
 * How long a story may take to show in Storybook's frames: the manager's 4.4 MB of scripts, then
 * the preview's. About 5 s alone on a 2-core machine; more than 30 s in `npm test`'s main pass,
 * where two browsers, the walks' servers and the server's tests share the cores (it failed a CI
 * run at 30 s). Headroom, not a speed check.
 */
const STORY_SHOWS_MS = 60_000;

describe('/uikit', () => {
  it('shows a developer the Icons story of the static Storybook at /uikit/icons', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/uikit/icons');
      await page.getByLabel('Email').fill('developer@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/uikit/icons', { timeout: 15_000 });

      const tabs = page.getByRole('navigation', { name: 'UI kit sections' });
      await expect
        .poll(() => tabs.getByRole('link', { name: 'Icons' }).getAttribute('aria-current'))
        .toBe('page');

      // Storybook's manager in the page's frame, the story in the manager's preview frame.
      const manager = page.frameLocator('iframe[title="UI kit (Storybook)"]');
      const story = manager.frameLocator('#storybook-preview-iframe');
      await story.getByRole('img', { name: 'Chat' }).waitFor({ timeout: STORY_SHOWS_MS });
      const frameSrc = await page.locator('iframe[title="UI kit (Storybook)"]').getAttribute('src');
      expect(frameSrc).toBe('/uikit-static/index.html?path=/story/icons-icon--default');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows the poke wizard working without a server at /uikit/poke (msw answers every call)', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/uikit/poke');
      await page.getByLabel('Email').fill('developer@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/uikit/poke', { timeout: 15_000 });
      // The developer is an operator too: the announcements dialog may open after login.
      const announcements = page.getByRole('dialog', { name: 'Announcements' });
      const dialogShown = await announcements
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (dialogShown) {
        await announcements.getByRole('button', { name: 'Close', exact: true }).click();
        await announcements.waitFor({ state: 'hidden' });
      }
      // Every API call of the story is answered by its msw service worker. This server would
      // answer none of them: the story's token is none of its tokens (401), and a developer may
      // not read the poke domains anyway; a call no handler mocks gets a 501.
      const apiCalls: { path: string; status: number; mocked: boolean }[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (/^\/(domains|profile|message-central|pokes|geo)\//.test(path)) {
          apiCalls.push({ path, status: response.status(), mocked: response.fromServiceWorker() });
        }
      });

      const frame = page.locator('iframe[title="UI kit (Storybook)"]');
      await expect
        .poll(() => frame.getAttribute('src'), { timeout: 15_000 })
        .toBe('/uikit-static/index.html?path=/story/poke-wizard--new-poke');
      const story = page
        .frameLocator('iframe[title="UI kit (Storybook)"]')
        .frameLocator('#storybook-preview-iframe');
      await story.getByRole('heading', { name: 'New poke' }).waitFor({ timeout: STORY_SHOWS_MS });

      const domain = story.getByRole('checkbox', { name: 'flirt-nl.demo.test (nl)' });
      await domain.waitFor({ timeout: 15_000 });
      await domain.check();
      await story.getByRole('button', { name: /Eva/ }).click();
      const targets = story.getByRole('list', { name: 'Targets per domain' });
      await expect
        .poll(() => targets.textContent(), { timeout: 15_000 })
        .toMatch(/^flirt-nl\.demo\.test[1-9][\d,]*$/);
      const paths = apiCalls.map((call) => call.path);
      expect(paths).toContain('/domains/config/poke');
      expect(paths).toContain('/message-central/flirt-nl.demo.test/pokes/countTargets');
      expect(apiCalls.filter((call) => !call.mocked || call.status >= 300)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('opens every other child (menu, avatars, announcements, unclaimed, chat, error) at a story of its group that renders', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/uikit/menu');
      await page.getByLabel('Email').fill('developer@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/uikit/menu', { timeout: 15_000 });
      // The developer is an operator too: close the announcements dialog if it opened.
      const announcements = page.getByRole('dialog', { name: 'Announcements' });
      const opened = await announcements
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) {
        await announcements.getByRole('button', { name: 'Close' }).last().click();
        await announcements.waitFor({ state: 'hidden' });
      }
      const tabs = page.getByRole('navigation', { name: 'UI kit sections' });
      const frame = page.locator('iframe[title="UI kit (Storybook)"]');
      for (const [child, group] of [
        ['menu', 'Menu'],
        ['avatars', 'Avatars'],
        ['announcements', 'Announcements'],
        ['unclaimed', 'Unclaimed'],
        ['chat', 'Chat'],
        ['error', 'Error'],
      ] as const) {
        await tabs.getByRole('link', { name: group }).click();
        await page.waitForURL((url) => url.pathname === `/uikit/${child}`);
        await expect
          .poll(() => frame.getAttribute('src'), { timeout: 10_000 })
          .toMatch(new RegExp(`^/uikit-static/index\\.html\\?path=/story/${child}-`));
        const story = page
          .frameLocator('iframe[title="UI kit (Storybook)"]')
          .frameLocator('#storybook-preview-iframe');
        // Real content: the story's root holds rendered elements with text or images.
        await story
          .locator('#storybook-root *:visible')
          .first()
          .waitFor({ timeout: STORY_SHOWS_MS });
        await expect
          .poll(async () => {
            const root = story.locator('#storybook-root');
            const text = (await root.innerText()).trim();
            const media = await root.locator('img, svg, [role="img"]').count();
            return text.length > 0 || media > 0;
          })
          .toBe(true);
        expect(await story.locator('.sb-errordisplay:visible').count()).toBe(0);
      }
    } finally {
      await context.close();
    }
    // Six sections, each of which may take up to STORY_SHOWS_MS on a loaded machine.
  }, 360_000);

  it('keeps the UI kit from other roles', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/uikit/icons');
      await page.getByLabel('Email').fill('manager@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/statistics/chat', { timeout: 15_000 });
      expect(await page.locator('iframe[title="UI kit (Storybook)"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
