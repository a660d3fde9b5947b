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

/**
 * The funnel's targets once its count has settled (`Targets: 1,234`), and different from
 * `other` when given: the live count after a change of the filters.
 */
async function settledTargets(page: Page, other?: string): Promise<string> {
  const funnel = page.getByRole('region', { name: 'Audience funnel' });
  const read = async () =>
    (await funnel.getAttribute('aria-busy')) === null
      ? ((await funnel.getByRole('status').textContent()) ?? '')
      : '';
  await expect
    .poll(read, { timeout: 10_000 })
    .toSatisfy((text: string) => /^Targets: [\d,]+$/.test(text) && text !== other);
  return read();
}

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
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
    const before = await settledTargets(page);

    // A filter narrows the audience: the funnel gets a step and the count changes.
    await page.getByRole('checkbox', { name: 'Female' }).check();
    await settledTargets(page, before);
    const funnel = page.getByRole('list', { name: 'Audience funnel' });
    expect(await funnel.getByText('Gender').count()).toBe(1);

    // The message, a follow-up with its own message, and a time tomorrow.
    await page.getByLabel('Message', { exact: true }).fill('Hi %[name]%, how are you?');
    await page.getByRole('button', { name: 'Add follow-up' }).click();
    await page.getByLabel('Message of follow-up 1').fill('Still there, %[name]%?');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(tomorrow);
    await page.getByLabel('Time').fill('10:00');

    // The preflight renders the message for real recipients.
    await page.getByRole('button', { name: 'Check the message' }).click();
    const preflight = page.getByRole('region', { name: 'Check before saving' });
    await expect
      .poll(() => preflight.getByRole('listitem').first().textContent())
      .toMatch(/^.+: Hi .+, how are you\?$/);

    // Saved: the poke's page, found again by its address.
    await page.getByRole('button', { name: 'Save poke' }).click();
    await page.waitForURL(/\/pokes\/nl\/[^/]+$/);
    const address = new URL(page.url()).pathname;
    await page.goto(address);
    await expect.poll(() => page.getByText('Hi %[name]%, how are you?').count()).toBe(1);
    const followUps = page.getByRole('region', { name: 'Follow-ups' });
    await expect.poll(() => followUps.getByText('Still there, %[name]%?').count()).toBe(1);

    // On a phone (390 px) the page and the wizard fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageOverflow(page)).toBe(0);

    // Edited: the wizard opens with the stored poke, the new text is saved.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`${address}/edit`);
    const message = page.getByLabel('Message', { exact: true });
    await expect.poll(() => message.inputValue()).toBe('Hi %[name]%, how are you?');
    expect(await pageOverflow(page)).toBe(0);
    await message.fill('Hello %[name]%!');
    await page.getByRole('button', { name: 'Save poke' }).click();
    await page.waitForURL(address);
    await expect.poll(() => page.getByText('Hello %[name]%!').count()).toBe(1);

    // Deleted, with its follow-up.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByText('The poke was removed.', { exact: false }).count())
      .toBe(1);
    await page.goto(address);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/not found/);
    await context.close();
  });
});
