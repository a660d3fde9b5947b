import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness.js';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

describe('password reset (poker@demo.test)', () => {
  it('mails a link whose page sets a new password that signs in', async () => {
    const { context, page } = await product.newPage();
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill('poker@demo.test');
      await page.getByRole('button', { name: 'Send reset email' }).click();
      await page
        .getByText('An email will be sent to your address with a password reset option.')
        .waitFor();

      const outbox = (await (
        await fetch(`${product.url}/dev/outbox?to=poker@demo.test`)
      ).json()) as { messages: { body: string }[] };
      const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(
        outbox.messages.at(-1)?.body ?? '',
      )?.[0];
      expect(link).toBeDefined();
      // The mail names the public URL; the page is the same on the test's address.
      await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
      await page.getByLabel('New password', { exact: true }).fill('new-secret-1');
      await page.getByLabel('Repeat the new password').fill('different');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText('The two passwords differ.').waitFor();
      await page.getByLabel('Repeat the new password').fill('new-secret-1');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText('Your password has been changed.').waitFor();

      // A second use of the same link is refused.
      await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
      await page.getByLabel('New password', { exact: true }).fill('another-secret');
      await page.getByLabel('Repeat the new password').fill('another-secret');
      await page.getByRole('button', { name: 'Save password' }).click();
      await page.getByText(/not valid any more/).waitFor();

      await signIn(page, 'poker@demo.test', 'new-secret-1');
      await page.waitForURL('**/pokes/new');
    } finally {
      await context.close();
    }
  });
});
