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
      await story.getByRole('img', { name: 'Chat' }).waitFor({ timeout: 30_000 });
      const frameSrc = await page.locator('iframe[title="UI kit (Storybook)"]').getAttribute('src');
      expect(frameSrc).toBe('/uikit-static/index.html?path=/story/icons-icon--default');
    } finally {
      await context.close();
    }
  });

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
