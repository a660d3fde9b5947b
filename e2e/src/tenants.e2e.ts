import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness.js';

/**
 * Two tenants on one server (issue #31): the demo's first on `localhost`, its second on
 * `127.0.0.1`. Each host shows its own tenant's name, logo and primary colour, and each tenant's
 * admin sees only its own chats. The expected values are the seed's, written out here.
 */

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.stop();
});

interface Tenant {
  host: () => string;
  admin: string;
  appName: string;
  logo: string;
  /** The primary colour as the browser computes it. */
  primary: string;
  /** What every one of its domains ends with. */
  domainSuffix: string;
}

const TENANTS: [string, Tenant][] = [
  [
    'localhost',
    {
      host: () => product.url,
      admin: 'admin@demo.test',
      appName: 'Switchboard Demo',
      logo: 'switchboard.svg',
      primary: 'rgb(40, 55, 158)', // #28379E
      domainSuffix: '.demo.test',
    },
  ],
  [
    '127.0.0.1',
    {
      host: () => product.secondTenantUrl,
      admin: 'admin@harbour.test',
      appName: 'Harbour Chat',
      logo: 'harbour.svg',
      primary: 'rgb(14, 124, 102)', // #0E7C66
      domainSuffix: '.harbour.test',
    },
  ],
];

/** The Domain cell of each row of the admin's unclaimed chats list. */
async function listedDomains(page: Page): Promise<string[]> {
  const rows = page.locator('tbody tr');
  await rows.first().waitFor({ timeout: 30_000 });
  return (await rows.locator('td:first-child').allInnerTexts()).map((text) => text.trim());
}

describe('two tenants, one server', () => {
  it.each(TENANTS)(
    'on %s: its own name, logo and colour, and only its own chats',
    async (_, tenant) => {
      const { context, page } = await product.newPage(tenant.host());
      try {
        // The sign-in page already wears the tenant's appearance.
        await page.goto('/login');
        const logo = page.locator('img.sb-logo');
        await expect.poll(() => logo.getAttribute('src')).toBe(`/logos/${tenant.logo}`);
        expect(await logo.getAttribute('alt')).toBe(tenant.appName);
        const button = page.getByRole('button', { name: 'Log in' });
        expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          tenant.primary,
        );
        await expect.poll(() => page.title()).toMatch(new RegExp(`${tenant.appName}$`));

        await signIn(page, tenant.admin);
        await page.waitForURL('**/chat/list', { timeout: 30_000 });
        await expect.poll(() => page.title()).toMatch(new RegExp(` \\| ${tenant.appName}$`));
        const home = page.getByRole('link', { name: `${tenant.appName} home` });
        await home.waitFor();
        await expect
          .poll(() => home.locator('img').getAttribute('src'))
          .toBe(`/logos/${tenant.logo}`);
        const favicon = await fetch(`${tenant.host()}/favicon.ico`);
        expect(await favicon.text()).toContain(`aria-label="${tenant.appName}"`);

        const domains = await listedDomains(page);
        expect(domains.length).toBeGreaterThan(0);
        for (const domain of domains)
          expect(domain.endsWith(tenant.domainSuffix), domain).toBe(true);
      } finally {
        await context.close();
      }
    },
  );

  it("refuses one tenant's admin the other tenant's data", async () => {
    const signInAs = async (email: string) => {
      const answer = await fetch(`${product.secondTenantUrl}/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'switchboard-demo' }),
      });
      return ((await answer.json()) as { idToken: string }).idToken;
    };
    const token = await signInAs('admin@harbour.test');
    const own = await fetch(`${product.secondTenantUrl}/domains`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Alias': 'harbour' },
    });
    const listed = ((await own.json()) as { data: { domain: string }[] }).data;
    expect(listed.map((d) => d.domain).sort()).toEqual([
      'date-de.harbour.test',
      'date-gb.harbour.test',
    ]);
    const other = await fetch(`${product.secondTenantUrl}/domains`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Alias': 'demo' },
    });
    expect(other.status).toBe(403);
  });
});
