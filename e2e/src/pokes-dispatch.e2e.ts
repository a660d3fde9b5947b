import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startProduct, type Product } from './harness.js';

// The demo shift (issue #14): an admin's poke goes out at once, the poke page follows it to Done,
// and simulated customers answer within seconds, so chats arrive in the operators' queue.

let product: Product;

beforeAll(async () => {
  process.env.SIMULATE_CUSTOMERS = '1';
  process.env.SIMULATE_CUSTOMERS_DELAY_S = '1';
  process.env.SIMULATE_CUSTOMERS_INTERVAL_MS = '500';
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

async function callApi(path: string, token: string, body?: unknown) {
  const response = await fetch(`${product.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${product.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

async function signInOperator(page: Page): Promise<void> {
  await signIn(page, 'operator@demo.test');
  await page.waitForURL('**/chat/lobby');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('sending a poke', () => {
  it('goes out at once for an admin, reaches Done live, and answers arrive in the queue', async () => {
    const operator = await product.newPage();
    const admin = await product.newPage();
    try {
      await signInOperator(operator.page);
      const generic = operator.page
        .getByRole('region', { name: 'Chat queues' })
        .getByRole('listitem', { name: 'Generic' })
        .locator('strong');
      const count = async () => Number(await generic.innerText());
      await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
      const before = await count();

      const token = await tokenOf('admin@demo.test');
      const found = await callApi('/profile/poke/entertainment-profiles', token, {
        filters: { domains: ['flirt-nl.demo.test'] },
        locales: ['nl'],
        page: 1,
        limit: 1,
        query: '',
      });
      expect(found.status).toBe(200);
      const [profile] = found.body.data as { profileCmsId: string; uuid: string; name: string }[];
      const created = await callApi('/pokes/nl', token, {
        agent: { id: 'demo-admin', name: 'Ada Admin' },
        domains: ['flirt-nl.demo.test'],
        locale: 'nl',
        scheduled: null,
        message: { content: 'Hoi %[name]%!', messageLength: 12 },
        profile: { id: profile?.profileCmsId, name: profile?.name, uuid: profile?.uuid },
        filters: { lastLogin: 1 },
      });
      expect(created.status).toBe(201);
      const poke = created.body.data as { id: string };

      await signIn(admin.page, 'admin@demo.test');
      await admin.page.waitForURL('**/chat/list');
      await admin.page.goto(`/pokes/nl/${poke.id}`);
      // The send's progress follows the live query: the status label and the bar reach Done.
      const send = admin.page.getByRole('region', { name: 'Send progress' });
      await send.getByText('Done', { exact: true }).waitFor({ timeout: 20_000 });
      const progress = admin.page.getByRole('progressbar', { name: 'Send progress' });
      await expect
        .poll(() => progress.getAttribute('aria-valuetext'))
        .toMatch(/^[1-9]\d* of [1-9]\d* reached$/);

      await expect.poll(count, { timeout: 30_000 }).toBeGreaterThan(before);
    } finally {
      await admin.context.close();
      await operator.context.close();
    }
  });
});
