import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness.js';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

const SITE = 'flirt-nl.demo.test';

/** The figure the funnel shows for its targets, once no count is on its way. */
async function targets(page: Page): Promise<string> {
  const funnel = page.getByRole('region', { name: 'Audience funnel' });
  await expect.poll(() => funnel.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
  const status = await funnel.getByRole('status').textContent();
  return status ?? '';
}

describe('pokes', () => {
  it('a poker builds a poke with filters and a follow-up, saves, finds, edits and deletes it', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'poker@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/pokes/new');

    // Domain and profile: the count starts.
    await page.getByRole('checkbox', { name: `${SITE} (nl)` }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    const profiles = page.getByRole('list', { name: 'Profiles found' });
    await profiles.getByRole('button').first().click();
    const before = await targets(page);
    expect(before).toMatch(/^Targets: [\d,]+$/);
    await page.screenshot({ path: '/tmp/pokes-1.png', fullPage: true });
  });
});
