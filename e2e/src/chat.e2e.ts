import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, snackbar, startProduct, type Product } from './harness.js';

let product: Product;

const SECOND_OPERATOR = 'operator2@demo.test';

/** A call of the product's API, as the CLI or another service would make it. */
async function callApi(
  path: string,
  options: { token?: string; body?: unknown; method?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${product.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      'X-Tenant-Alias': 'demo',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function tokenOf(email: string): Promise<string> {
  const answer = await callApi('/auth/sign-in', { body: { email, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  return (answer.body as { idToken: string }).idToken;
}

/** Gives back whatever chat `email` still holds (tests leave no claim behind). */
async function releaseClaimOf(email: string): Promise<void> {
  const token = await tokenOf(email);
  const claimed = await callApi('/chats/claimed', { token });
  const chat = (claimed.body as { data: { id: string } | null } | null)?.data;
  if (chat) await callApi(`/chats/${encodeURIComponent(chat.id)}/release`, { token, body: {} });
}

beforeAll(async () => {
  product = await startProduct();
  // The demo has one operator; a second one is created as an admin would, through the API.
  const created = await callApi('/users', {
    token: await tokenOf('admin@demo.test'),
    body: {
      email: SECOND_OPERATOR,
      password: DEMO_PASSWORD,
      displayName: 'Otto Operator',
      roles: ['CHAT_OPERATOR:NSFW', 'CHAT_OPERATOR:SFW'],
      geos: ['nl', 'de', 'gb'],
    },
  });
  if (created.status !== 201) throw new Error(`creating ${SECOND_OPERATOR}: ${created.status}`);
});

afterAll(async () => {
  await product?.stop();
});

/** Signs in an operator and closes the announcements dialog an operator sees after login. */
async function signInOperator(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.waitForURL('**/chat/lobby');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Claims the oldest chat of the Generic (NSFW) queue from the lobby; returns its heading. */
async function claimNextFromLobby(page: Page): Promise<string> {
  await page.goto('/chat/lobby');
  const claimNext = page.getByRole('button', { name: 'Claim next Generic chat' });
  await expect.poll(() => claimNext.isEnabled(), { timeout: 15_000 }).toBe(true);
  await claimNext.click();
  await page.waitForURL('**/chat/claimed');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.getByText('→').waitFor();
  return (await heading.innerText()).trim();
}

/** "Carl Customer → Petra Profile 🇳🇱 flirt-nl.demo.test" → the claim button name in the list. */
function claimButtonName(heading: string): string {
  const [customer = '', rest = ''] = heading.split('→').map((part) => part.trim());
  const profile = rest.split(/\s+/).slice(0, -2).join(' ');
  return `Claim chat of ${customer} with ${profile}`;
}

describe('claiming chats', () => {
  it('takes a chat out of the admin’s live list as soon as an operator claims it', async () => {
    const admin = await product.newPage();
    const operator = await product.newPage();
    try {
      await signIn(admin.page, 'admin@demo.test');
      await admin.page.waitForURL('**/chat/list');
      const rows = admin.page.getByRole('button', { name: /^Claim chat of / });
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);

      await signInOperator(operator.page, 'operator@demo.test');
      const tiles = operator.page.getByRole('region', { name: 'Chat queues' });
      await tiles.getByText('Generic').waitFor();
      const heading = await claimNextFromLobby(operator.page);
      const timer = operator.page.getByRole('timer', { name: 'Time left on your claim' });
      await expect.poll(() => timer.innerText()).toMatch(/^\d+:\d\d$/);

      // The claimed chat leaves the admin's list without a reload (issue #5). The wait is generous:
      // the test proves the live path, not its speed, which bench/fanout measures.
      const claimed = admin.page.getByRole('button', { name: claimButtonName(heading) });
      await expect.poll(() => claimed.count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await admin.context.close();
      await operator.context.close();
      await releaseClaimOf('operator@demo.test');
    }
  });

  it('counts a chat out of the other operator’s queue as soon as one operator claims it', async () => {
    const first = await product.newPage();
    const second = await product.newPage();
    try {
      await signInOperator(first.page, 'operator@demo.test');
      await signInOperator(second.page, SECOND_OPERATOR);
      const generic = second.page
        .getByRole('region', { name: 'Chat queues' })
        .getByRole('listitem', { name: 'Generic' })
        .locator('strong');
      const count = async () => Number(await generic.innerText());
      await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(0);
      const before = await count();

      await claimNextFromLobby(first.page);
      // Live, without a reload; the wait is generous (bench/fanout measures the speed).
      await expect.poll(count, { timeout: 10_000 }).toBe(before - 1);
    } finally {
      await first.context.close();
      await second.context.close();
      await releaseClaimOf('operator@demo.test');
    }
  });

  it('warns the admin when another operator was quicker', async () => {
    const admin = await product.newPage();
    const otherToken = await tokenOf(SECOND_OPERATOR);
    let claimedId = '';
    try {
      await signIn(admin.page, 'admin@demo.test');
      await admin.page.waitForURL('**/chat/list');
      const first = admin.page.getByRole('button', { name: /^Claim chat of / }).first();
      await first.waitFor({ timeout: 15_000 });
      // The other operator claims the very chat while the admin's claim is on its way.
      await admin.page.route('**/chats/*/claim', async (route) => {
        claimedId = decodeURIComponent(new URL(route.request().url()).pathname.split('/')[2] ?? '');
        const body = route.request().postDataJSON() as unknown;
        await callApi(`/chats/${encodeURIComponent(claimedId)}/claim`, { token: otherToken, body });
        await route.continue();
      });
      await first.click();
      await snackbar(admin.page).getByText('The chat was claimed by another operator').waitFor();
      expect(new URL(admin.page.url()).pathname).toBe('/chat/list');
    } finally {
      if (claimedId) {
        await callApi(`/chats/${encodeURIComponent(claimedId)}/release`, {
          token: otherToken,
          body: {},
        });
      }
      await admin.context.close();
    }
  });
});

describe('answering a claimed chat', () => {
  it('sends the reply with Enter, releases the claim and goes back to the lobby', async () => {
    const { context, page } = await product.newPage();
    try {
      await signInOperator(page, SECOND_OPERATOR);
      await claimNextFromLobby(page);
      await page.getByRole('log').getByText(/\S/).first().waitFor();
      const reply = page.getByRole('textbox', { name: 'Reply' });
      await expect.poll(() => reply.evaluate((el) => el === document.activeElement)).toBe(true);
      await reply.fill('Thanks for waiting, tell me more!');

      // A failed send keeps the draft for another try.
      await page.route('**/message/send', (route) => route.abort());
      await reply.press('Enter');
      const failure = snackbar(page).filter({ hasText: /^The reply was not sent\./ });
      await failure.waitFor();
      expect(await reply.inputValue()).toBe('Thanks for waiting, tell me more!');
      await failure.getByRole('button', { name: 'Close' }).click();
      await page.unroute('**/message/send');

      const sent = page.waitForResponse((response) => response.url().endsWith('/message/send'));
      await reply.press('Enter');
      const answer = await sent;
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({
        data: { content: 'Thanks for waiting, tell me more!', senderType: 'agent' },
      });
      await page.waitForURL('**/chat/lobby');
      await snackbar(page).getByText('Your reply was sent. The chat is released.').waitFor();
      expect(
        await page.getByRole('button', { name: 'You still have a chat claimed' }).count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the claimed chat in a floating panel on other pages', async () => {
    const { context, page } = await product.newPage();
    try {
      await signInOperator(page, SECOND_OPERATOR);
      await claimNextFromLobby(page);
      await page.goto('/personal-settings');
      const back = page.getByRole('button', { name: 'You still have a chat claimed' });
      await back.waitFor();
      await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^\d+:\d\d$/);
      await back.click();
      await page.waitForURL('**/chat/claimed');
      await page.getByRole('button', { name: 'Release chat' }).click();
      await page.waitForURL('**/chat/lobby');
    } finally {
      await context.close();
    }
  });
});

describe('the logbook of a claimed chat', () => {
  it('adds, edits and deletes a customer log with the spec’s validation', async () => {
    const { context, page } = await product.newPage();
    try {
      await signInOperator(page, 'operator@demo.test');
      await claimNextFromLobby(page);
      const button = page.getByRole('button', { name: /^Logbook:/ });
      await button.waitFor();
      const customerCount = async () =>
        Number(/(\d+)\s*customer/.exec(await button.innerText())?.[1] ?? NaN);
      await expect.poll(customerCount).not.toBeNaN();
      const before = await customerCount();

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Logbook' });
      await dialog.waitFor();
      expect((await dialog.boundingBox())?.width).toBe(600);
      const customerPanel = dialog.getByRole('region', { name: 'Customer Logbooks' });
      await dialog.getByRole('region', { name: 'Profile Logbooks' }).waitFor();
      await customerPanel.getByRole('button', { name: 'Add new log' }).click();

      const form = page.getByRole('dialog', { name: 'New customer logbook' });
      await form.waitFor();
      const category = form.getByLabel('Category');
      await category.selectOption('personal');
      await category.selectOption('');
      await form.getByText('You have to select a category').waitFor();
      await category.selectOption('personal');
      await form.getByLabel('Group').selectOption('age');
      const age = form.getByLabel('Age');
      await age.focus();
      await age.press('Tab');
      await form.getByText('You have to select a value').waitFor();
      await age.selectOption('30');
      const comment = form.getByLabel('Comment');
      await comment.fill('x'.repeat(121));
      await comment.press('Tab');
      await form.getByText('Comment should contain less than 120 characters').waitFor();
      await comment.fill('   ');
      await comment.press('Tab');
      await form.getByText('Comment should contain some information').waitFor();
      expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

      await comment.fill('Turned 30 last week');
      await form.getByRole('button', { name: 'Save' }).click();
      await customerPanel.getByText('Turned 30 last week').waitFor();
      await expect.poll(customerCount).toBe(before + 1);

      const entry = customerPanel.getByRole('listitem').filter({ hasText: 'Turned 30 last week' });
      await entry.getByRole('button', { name: 'Edit' }).click();
      const editForm = page.getByRole('dialog', { name: 'Edit customer logbook' });
      await editForm.getByLabel('Comment').fill('Turned 30, celebrated in Paris');
      await editForm.getByRole('button', { name: 'Save' }).click();
      const edited = customerPanel
        .getByRole('listitem')
        .filter({ hasText: 'Turned 30, celebrated in Paris' });
      await edited.waitFor();

      await edited.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => edited.count()).toBe(0);
      await expect.poll(customerCount).toBe(before);
    } finally {
      await context.close();
      await releaseClaimOf('operator@demo.test');
    }
  });
});
