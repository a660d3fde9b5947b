import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startProduct, type Product } from './harness.js';

// What a new user trips on in the screens that exist (issue #18).

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

async function callApi(
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const response = await fetch(`${product.url}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Tenant-Alias': 'demo',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body };
}

async function tokenOf(email: string): Promise<string> {
  const answer = await callApi('/auth/sign-in', { body: { email, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  return answer.body?.idToken as string;
}

const totpCode = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('second-factor set-up pages tell a signed-in user the truth', () => {
  it('offers an admin without a requirement a second factor as an option, spaced apart', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'admin@demo.test');
      await page.waitForURL('**/chat/list');
      await page.goto('/mfa');
      await page.getByText('Your account does not require a second factor').waitFor();
      expect(await page.getByText('Your account needs a second factor').count()).toBe(0);
      const button = await page.getByRole('button', { name: 'Send code' }).boundingBox();
      const note = await page.getByText('Prefer an app over SMS?').boundingBox();
      expect(button && note).toBeTruthy();
      expect((note?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0))).toBeGreaterThanOrEqual(8);

      await page.goto('/totp-settle-down');
      await page.getByText('No authenticator app is set up for your account yet.').waitFor();
      expect(await page.getByText('Your authenticator app is set up.').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('tells a user with an authenticator app so on /totp-register, without a new secret', async () => {
    // The manager enrols an app over the API, then signs in with it in the browser.
    const token = await tokenOf('manager@demo.test');
    const enrolment = await callApi('/auth/totp/enroll', { token, body: {} });
    expect(enrolment.status).toBe(200);
    const secret = enrolment.body?.secret as string;
    const activated = await callApi('/auth/totp/activate', {
      token,
      body: { code: totpCode(secret) },
    });
    expect(activated.status).toBe(200);

    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'manager@demo.test');
      await page.waitForURL('**/totp**');
      await page.getByLabel('Code').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/statistics/**');
      await page.goto('/totp-register');
      await page.getByText('An authenticator app is already set up for your account.').waitFor();
      expect(
        await page.getByRole('img', { name: 'QR code for your authenticator app' }).count(),
      ).toBe(0);
      await page.goto('/totp-settle-down');
      await page.getByText('Your authenticator app is set up.', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a disabled account', () => {
  it('is signed out with the reason', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'poker@demo.test');
      await page.waitForURL('**/pokes/new');
      const admin = await tokenOf('admin@demo.test');
      expect((await callApi('/users/demo-poker/disable', { token: admin, body: {} })).status).toBe(
        200,
      );
      await page.waitForURL('**/login**');
      await page.getByText('The user account has been disabled by an administrator.').waitFor();
    } finally {
      await context.close();
    }
  });
});

/**
 * Scrolled to the end, the lowest visible leaf of the page's content ends above the fixed or
 * sticky box around the claimed-chat panel's button (named by `label`). In the page: the e2e
 * project has no DOM types.
 */
async function contentClearOfDock(page: Page, label: string): Promise<boolean> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const { contentBottom, dockTop } = await page.evaluate<{
    contentBottom: number;
    dockTop: number;
  }>(`(() => {
    const leaves = [...document.querySelectorAll('main *')].filter(
      (element) => element.children.length === 0 && element.getBoundingClientRect().height > 0,
    );
    let dock = [...document.querySelectorAll('button')].find((button) =>
      button.textContent.includes(${JSON.stringify(label)}),
    );
    while (dock && !['fixed', 'sticky'].includes(getComputedStyle(dock).position)) {
      dock = dock.parentElement;
    }
    return {
      contentBottom: Math.max(...leaves.map((leaf) => leaf.getBoundingClientRect().bottom)),
      dockTop: dock ? dock.getBoundingClientRect().top : 0,
    };
  })()`);
  return contentBottom <= dockTop;
}

describe('the claimed chat', () => {
  it('offers the operator a Dutch suggestion for a Dutch chat as soon as it is claimed', async () => {
    const token = await tokenOf('operator@demo.test');
    const claimed = await callApi('/chats/claim-next', {
      token,
      body: { pool: 'NSFW', locales: ['nl'] },
    });
    expect(claimed.status).toBe(200);
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'operator@demo.test');
      await page.waitForURL('**/chat/lobby');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await page.goto('/chat/claimed');
      const suggestions = page.getByRole('region', { name: 'AI suggestions' });
      await suggestions.getByRole('button', { name: /^Hoi / }).first().waitFor();
      expect(await suggestions.getByText('No suggestions for this message yet.').count()).toBe(0);
      expect(await suggestions.getByText(/You wrote/).count()).toBe(0);
    } finally {
      await context.close();
      const chatId = (claimed.body?.data as { id?: string } | undefined)?.id;
      if (chatId) await callApi(`/chats/${chatId}/release`, { token, body: {} });
    }
  });

  it('fits a phone: cards on /chat/list, the claimed-chat panel hides no content, Release back to the list', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.setViewportSize({ width: 320, height: 568 });
      await signIn(page, 'admin@demo.test');
      await page.waitForURL('**/chat/list');
      const claim = page.getByRole('button', { name: /^Claim chat of / }).first();
      await claim.waitFor();
      const box = await claim.boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
      ).toBeLessThanOrEqual(320);

      await claim.click();
      await page.waitForURL('**/chat/claimed');
      const logbook = page.getByRole('button', { name: /Logbook/ });
      await logbook.waitFor();
      // The page is complete once both profile cards are in.
      await page.getByText('Entertainment profile', { exact: true }).waitFor();
      await page.getByText('Customer', { exact: true }).waitFor();
      expect(await contentClearOfDock(page, 'Logbook')).toBe(true);
      // Elsewhere the panel says 'You still have a chat claimed'; it hides nothing either.
      await page.goto('/personal-settings');
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      await page.getByRole('button', { name: /You still have a chat claimed/ }).waitFor();
      expect(await contentClearOfDock(page, 'You still have a chat claimed')).toBe(true);
      await page.goto('/chat/claimed');

      await page.getByRole('button', { name: 'Release chat' }).click();
      await page.waitForURL('**/chat/list');
    } finally {
      await context.close();
    }
  });
});

describe('small things', () => {
  it('serves an icon at /favicon.ico', async () => {
    const answer = await fetch(`${product.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
  });
});
