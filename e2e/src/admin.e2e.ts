import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, snackbarShows, startProduct, type Product } from './harness.js';

/** The admin's and developer's screens (#16): Notices, Connected Operators, Triggers, Debug. */
let product: Product;

beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

async function signedIn(email: string, landing: string | RegExp) {
  const { context, page } = await product.newPage();
  await signIn(page, email);
  await page.waitForURL(
    (url) => (typeof landing === 'string' ? url.pathname === landing : landing.test(url.pathname)),
    { timeout: 20_000 },
  );
  return { context, page };
}

/** The developer is an operator too: the announcements dialog opens after login; close it. */
async function closeAnnouncements(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  try {
    await dialog.waitFor({ timeout: 5_000 });
  } catch {
    return;
  }
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Says where a long walk is, with the seconds since it began (in the log of a failed run). */
function steps(walk: string) {
  const start = Date.now();
  return (step: string) =>
    console.log(`[${walk}] ${((Date.now() - start) / 1000).toFixed(1)} s: ${step}`);
}

describe('the admin', () => {
  it('edits an announcement that reaches an operator’s open dialog live, then signs the operator out', async () => {
    const step = steps('announcement walk');
    const admin = await signedIn('admin@demo.test', '/chat/list');
    const operator = await product.newPage();
    try {
      step('admin signed in; Notices: a new topic');
      // Notices: a new topic in the first locale with one announcement.
      await admin.page.goto('/announcements');
      await admin.page.getByRole('heading', { name: 'Notices' }).waitFor();
      const newTopic = admin.page.getByRole('region', { name: 'New topic' });
      await newTopic.getByLabel('Title').fill('E2E rota');
      await newTopic.getByLabel('Emoji').fill('🗓');
      await newTopic.getByRole('button', { name: 'Add topic' }).click();
      const topic = admin.page.getByRole('region', { name: 'E2E rota' });
      await topic.getByLabel('Add announcement').fill('Closed on <b>Monday</b>');
      await topic.getByRole('button', { name: 'Add announcement' }).click();
      await topic.getByText('Monday', { exact: true }).waitFor();
      // Rendered as the dialog renders it: the tag is formatting, not text.
      expect(await topic.locator('b', { hasText: 'Monday' }).count()).toBe(1);

      step('the operator signs in');
      // The operator signs in; the dialog opens; they go to the new topic's step.
      await signIn(operator.page, 'operator@demo.test');
      const dialog = operator.page.getByRole('dialog');
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.locator('[role="tab"][title^="E2E rota"]').click();
      await dialog.getByRole('tabpanel').getByText('Closed on').waitFor();

      step('the admin edits the announcement');
      // The admin edits the message; the open dialog shows the new text, line break kept.
      await topic.getByRole('button', { name: 'Edit', exact: true }).click();
      await topic.getByLabel('Edit announcement').fill('Open on Monday\nClosed on Tuesday');
      await topic.getByRole('button', { name: 'Save' }).click();
      const panel = dialog.getByRole('tabpanel');
      await panel.getByText('Closed on Tuesday').waitFor({ timeout: 10_000 });
      expect(await panel.innerText()).toMatch(/Open on Monday\nClosed on Tuesday/);

      step('Connected Operators');
      // Connected Operators: the operator shows in their pools; the admin signs them out.
      await admin.page.goto('/connectedOperators');
      const generic = admin.page.getByRole('region', { name: /Generic/ });
      await generic.getByText('Olga Operator').waitFor({ timeout: 15_000 });
      await generic.getByRole('button', { name: 'Sign out Olga Operator' }).click();
      const confirm = admin.page.getByRole('dialog');
      await confirm.getByRole('button', { name: 'Sign out' }).click();
      step('the admin signs the operator out');
      await operator.page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      // The app's /login route leaves for the light sign-in page by a full load (LoginPageLoad):
      // wait for that page's form, so the context is not closed in the middle of the load.
      await operator.page.getByLabel('Email').waitFor({ timeout: 15_000 });
      await generic.getByText('No operators connected.').waitFor({ timeout: 15_000 });
    } finally {
      step('closing');
      await operator.context.close();
      await admin.context.close();
    }
  });

  it('posts and disables a system notification, and fires a trigger', async () => {
    const { context, page } = await signedIn('admin@demo.test', '/chat/list');
    try {
      await page.goto('/announcements');
      const panel = page.getByRole('region', { name: 'System notifications' });
      await panel.getByLabel('Type').selectOption('warning');
      await panel.getByLabel('Text').fill('E2E maintenance tonight');
      await panel.getByRole('button', { name: 'Post notification' }).click();
      await snackbarShows(page, 'System notification posted.');
      await panel.getByRole('row', { name: /E2E maintenance tonight/ }).waitFor();
      await panel.getByRole('button', { name: 'Disable' }).click();
      // It asks first (#28).
      const ask = page.getByRole('dialog', { name: 'Disable the system notification?' });
      await ask.getByRole('button', { name: 'Disable' }).click();
      await panel.getByText('No system notification is shown now.').waitFor();

      await page.goto('/trigger');
      const types = page.getByRole('region', { name: 'Trigger types' });
      const stopped = types.getByRole('row', { name: /stopped_conversation/ });
      await stopped.waitFor();
      expect(await stopped.innerText()).toMatch(/No\s+No/);
      const form = page.getByRole('region', { name: 'Fire a trigger' });
      await form.getByLabel('Type').selectOption('proposal');
      const domain = form.getByLabel('Domain');
      await expect.poll(() => domain.locator('option').count()).toBeGreaterThan(1);
      await domain.selectOption({ index: 1 });
      const profile = form.getByLabel('Entertainment profile');
      await expect.poll(() => profile.locator('option').count()).toBeGreaterThan(1);
      await profile.selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Find customers' }).click();
      const customer = form.getByLabel('Customer', { exact: true });
      await expect.poll(() => customer.locator('option').count()).toBeGreaterThan(1);
      await customer.selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Fire trigger' }).click();
      await snackbarShows(page, /(Created|Re-opened) chat .+; it waits in the queue\./);
    } finally {
      await context.close();
    }
  });

  it('works on a phone: Notices fits 390 px', async () => {
    const { context, page } = await signedIn('admin@demo.test', '/chat/list');
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/announcements');
      await page.getByRole('region', { name: 'New topic' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe('the developer', () => {
  it('reads versions, claims, the socket and the cache on /debug, and flushes with confirmation', async () => {
    const { context, page } = await signedIn('developer@demo.test', /^\/(chat\/lobby)?$/);
    try {
      await page.goto('/debug');
      await closeAnnouncements(page);
      await page.getByText(/Claims payload: \d+ of 1000 bytes/).waitFor();
      await page.getByText('0.1.0').first().waitFor();
      await expect.poll(() => page.getByTestId('socket-state').innerText()).toBe('connected');
      const cache = page.getByRole('region', { name: 'Claim-service cache' });
      await cache.getByRole('button', { name: 'Flush the cache' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Flush the cache' }).click();
      await snackbarShows(page, /\bFlushed \d+ keys\./);
      await cache.getByText('No keys match.').waitFor();

      await page.goto('/connectedOperators');
      await closeAnnouncements(page);
      await page.getByRole('heading', { name: 'Connected Operators' }).waitFor();
      // A developer sees who is connected but signs no one out.
      expect(await page.getByRole('button', { name: /^Sign out / }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
