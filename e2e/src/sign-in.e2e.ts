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

async function pathOf(page: Page, expected: string): Promise<string> {
  await page
    .waitForURL((url) => url.pathname + url.search === expected, { timeout: 15_000 })
    .catch(() => undefined);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Link names in the header's main navigation, in order. */
async function headerEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const links = nav.getByRole('link');
  const names: string[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    names.push((await link.getAttribute('aria-label')) ?? (await link.innerText()).trim());
  }
  return names;
}

// Spec §2 "Header", written out independently of the code under test.
const LANDINGS: [string, string, string[]][] = [
  [
    'admin@demo.test',
    '/chat/list',
    ['Chat', 'Poke', 'Abuse', 'Notices', 'Statistics', 'Connected Operators', 'Triggers'],
  ],
  ['poker@demo.test', '/pokes/new', ['Poke', 'Statistics']],
  ['manager@demo.test', '/statistics/chat', ['Statistics', 'Connected Operators']],
  ['operator@demo.test', '/chat/lobby', ['Chat']],
  ['abuse@demo.test', '/abuse/check', ['Abuse', 'Statistics']],
];

describe('signing in, per role', () => {
  it.each(LANDINGS)(
    '%s lands on %s and sees exactly the header entries %j',
    async (email, landing, entries) => {
      const { context, page } = await product.newPage();
      try {
        await signIn(page, email);
        expect(await pathOf(page, landing)).toBe(landing);
        expect(await headerEntries(page)).toEqual(entries);
        await expect.poll(() => page.title()).toMatch(/ \| Switchboard Demo$/);
      } finally {
        await context.close();
      }
    },
  );

  it('shows the developer the debug entry and the tenant label', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'developer@demo.test');
      expect(await pathOf(page, '/chat/lobby')).toBe('/chat/lobby');
      expect(await headerEntries(page)).toEqual(['Chat', 'Debug']);
      await expect.poll(() => page.getByText('tenant-demo').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('the light sign-in page', () => {
  it('does not download the app, and sends a signed-in user on as the app would', async () => {
    const { context, page } = await product.newPage();
    try {
      // The app's entry script, as index.html names it.
      const index = await (
        await fetch(`${product.url}/`, { headers: { Accept: 'text/html' } })
      ).text();
      const appEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(index)?.[1];
      expect(appEntry).toMatch(/^\/assets\/.+\.js$/);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain(appEntry);

      await page.getByLabel('Email').fill('poker@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.keyboard.press('Enter');
      expect(await pathOf(page, '/pokes/new')).toBe('/pokes/new');
      // Signed in, /login sends the user on (to the safe redirect, else / and so the landing page).
      await page.goto('/login?redirect=%2Fpersonal-settings');
      expect(await pathOf(page, '/personal-settings')).toBe('/personal-settings');
      await page.goto('/login');
      expect(await pathOf(page, '/pokes/new')).toBe('/pokes/new');
    } finally {
      await context.close();
    }
  });
});

describe('the guard', () => {
  it('sends a signed-out visit of a protected route to /login with the redirect, and back after sign-in', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/personal-settings');
      expect(await pathOf(page, '/login?redirect=%2Fpersonal-settings')).toBe(
        '/login?redirect=%2Fpersonal-settings',
      );
      await page.getByLabel('Email').fill('manager@demo.test');
      await page.getByLabel('Password').fill('switchboard-demo');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect(await pathOf(page, '/personal-settings')).toBe('/personal-settings');
    } finally {
      await context.close();
    }
  });

  it('sends a role without access to / (and so to its landing page)', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'poker@demo.test');
      expect(await pathOf(page, '/pokes/new')).toBe('/pokes/new');
      await page.goto('/announcements');
      expect(await pathOf(page, '/pokes/new')).toBe('/pokes/new');
    } finally {
      await context.close();
    }
  });

  it('refuses a user without an allowed role with the spec text', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'norole@demo.test');
      await expect
        .poll(() => page.getByText('You do not have permission to access this domain.').count())
        .toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText('/no/such/page').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
