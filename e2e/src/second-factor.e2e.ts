import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness.js';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

/** The app's code now, or `stepsAhead` 30-second steps later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('forced TOTP (totp@demo.test)', () => {
  it('is forced to /totp-register, enrols with the app and then signs in with a code', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'totp@demo.test');
      await page.waitForURL('**/totp-register');
      // The guard keeps the user there, whatever they open.
      await page.goto('/chat/lobby');
      await page.waitForURL('**/totp-register');

      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await page.getByLabel('Secret for manual entry').innerText()).replace(
        /\s+/g,
        '',
      );
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByLabel('Code').fill('000000');
      await page.getByRole('button', { name: 'Activate' }).click();
      await expect
        .poll(() =>
          page.getByText('The verification code is incorrect. Please check and try again.').count(),
        )
        .toBeGreaterThan(0);
      await page.getByLabel('Code').fill(codeFor(secret));
      await page.getByRole('button', { name: 'Activate' }).click();
      await page.waitForURL('**/chat/lobby');

      // Next sign-in: password, then the code on /totp.
      const second = await product.newPage();
      try {
        await signIn(second.page, 'totp@demo.test');
        await second.page.waitForURL('**/totp**');
        // A code works once: the activation's is used up. The next step's code is in the server's
        // window (one step either side) already, so there is no need to wait for it.
        await second.page.getByLabel('Code').fill(codeFor(secret, 1));
        await second.page.getByRole('button', { name: 'Verify' }).click();
        await second.page.waitForURL('**/chat/lobby');
      } finally {
        await second.context.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('announcements after login', () => {
  it('shows an operator the dialog and steps through it', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'operator@demo.test');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(800);
      // Seeded: de/Schichten, gb/Welcome, nl/House rules, nl/Shifts — one step per locale and topic.
      const steps = dialog.getByRole('tab');
      expect(await steps.count()).toBe(4);
      const previous = dialog.getByRole('button', { name: 'Previous' });
      const next = dialog.getByRole('button', { name: 'Next' });
      expect(await previous.isDisabled()).toBe(true);
      await expect
        .poll(() => dialog.getByText('Der Dienstplan für das Wochenende ist online.').count())
        .toBe(1);
      for (let i = 0; i < 3; i++) await next.click();
      expect(await next.isDisabled()).toBe(true);
      await expect
        .poll(() => dialog.getByText('The weekend roster is online.', { exact: false }).count())
        .toBe(1);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('does not show it to a manager', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'manager@demo.test');
      await page.waitForURL('**/statistics/chat');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Announcements' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('forced second factor by phone (mfa@demo.test)', () => {
  const phone = '+31612345678';
  const lastSmsCode = async () => {
    const res = await fetch(`${product.url}/dev/outbox?to=${encodeURIComponent(phone)}`);
    const { messages } = (await res.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no SMS code in the dev outbox');
    return code;
  };

  it('is sent to /mfa, enrols a mobile number with an SMS code, then signs in with one', async () => {
    const { context, page } = await product.newPage();
    try {
      await signIn(page, 'mfa@demo.test');
      await page.waitForURL('**/mfa');
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect
        .poll(() => page.getByText('Validation code sent to the registered mobile number.').count())
        .toBeGreaterThan(0);
      await page.getByLabel('Validation code').fill(await lastSmsCode());
      await page.getByRole('button', { name: 'Verify' }).click();
      // A clear success, and the next step: the forced account logs in again with the new factor.
      await page.getByRole('heading', { name: 'Mobile number enrolled' }).waitFor();
      await page.getByRole('button', { name: 'Log in again' }).click();
      // The app's /login route leaves for the light sign-in page by a full load (LoginPageLoad):
      // wait for that page's form, or the next goto('/login') races the replace and is aborted.
      await page.getByLabel('Email').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await signIn(page, 'mfa@demo.test');
      await page.waitForURL('**/totp**');
      await expect
        .poll(() => page.getByText('Validation code', { exact: true }).count())
        .toBeGreaterThan(0);
      await page.getByLabel('Code').fill(await lastSmsCode());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/chat/lobby');
    } finally {
      await context.close();
    }
  });
});
