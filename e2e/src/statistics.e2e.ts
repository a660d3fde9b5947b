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

/** The number a statistics tile shows ("1,234" → 1234). */
async function tileNumber(page: Page, name: string): Promise<number> {
  const tile = page.getByRole('region', { name, exact: true });
  const text = await tile.innerText();
  const digits = /([\d.,\s\u202f]+)\s*$/.exec(text.replace(name, '').trim())?.[1] ?? '';
  return Number(digits.replace(/[^\d]/g, ''));
}

describe('statistics', () => {
  it('lands a manager on the chat list of /statistics and opens a chat’s details', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'manager@demo.test');
      await page.waitForURL('**/statistics/chat');
      await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
      // The manager's children only: no operators or scores tab.
      const tabs = page.getByRole('navigation', { name: 'Statistics screens' });
      await tabs.getByRole('link', { name: 'Chat' }).waitFor();
      expect(await tabs.getByRole('link', { name: 'Operators' }).count()).toBe(0);
      expect(await tabs.getByRole('link', { name: 'Scores' }).count()).toBe(0);

      const table = page.getByRole('table', { name: 'Chat' });
      const first = table.getByRole('link').first();
      await first.waitFor({ timeout: 15_000 });
      await first.click();
      await page.waitForURL(/\/statistics\/chat\/[a-z]{2}\/[^/]+$/);
      await page.getByRole('heading', { name: 'Conversation' }).waitFor();
      const log = page.getByRole('log', { name: 'Conversation' });
      await log.getByText(/\S/).first().waitFor();
      await page.getByRole('heading', { name: 'Logbook' }).waitFor();
      await page.getByRole('heading', { name: 'Abuse verdicts' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows an operator’s reply made during the test in /personal-stats', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'operator@demo.test');
      await page.waitForURL('**/chat/lobby');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The count before, as the screen shows it: the screen's range is whole local days (the
      // API's default is the last 7 × 24 hours, which differs from it near midnight).
      await page.goto('/personal-stats');
      await page.getByRole('heading', { name: 'My statistics', level: 1 }).waitFor();
      await expect
        .poll(() => tileNumber(page, 'Messages sent'), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const sentBefore = await tileNumber(page, 'Messages sent');
      await page.goto('/chat/lobby');

      const claimNext = page.getByRole('button', { name: 'Claim next Generic chat' });
      await expect.poll(() => claimNext.isEnabled(), { timeout: 15_000 }).toBe(true);
      await claimNext.click();
      await page.waitForURL('**/chat/claimed');
      await page.getByRole('log').getByText(/\S/).first().waitFor();
      const reply = page.getByRole('textbox', { name: 'Reply' });
      await reply.fill('Counted in my statistics');
      const sent = page.waitForResponse((response) => response.url().endsWith('/message/send'));
      await reply.press('Enter');
      expect((await sent).status()).toBe(200);
      await page.waitForURL('**/chat/lobby');

      await page.goto('/personal-stats');
      await page.getByRole('heading', { name: 'My statistics', level: 1 }).waitFor();
      await expect
        .poll(() => tileNumber(page, 'Messages sent'), { timeout: 15_000 })
        .toBe(sentBefore + 1);
      expect(await tileNumber(page, 'Chats answered')).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});
