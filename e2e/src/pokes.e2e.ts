import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startProduct, type Product } from './harness.js';

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
      ? ((await funnel.locator('[aria-live]').textContent()) ?? '')
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

/** The API as the poker, for what the walk checks behind the screens. */
async function pokerApi(): Promise<(path: string) => Promise<Record<string, unknown>>> {
  const signedIn = await fetch(`${product.url}/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'poker@demo.test', password: DEMO_PASSWORD }),
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  return async (path) => {
    const answer = await fetch(`${product.url}${path}`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as Record<string, unknown>;
  };
}

/** An instant as the date and time inputs of a timezone show it. */
function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

interface PokerRow {
  uid: string;
  audience: number;
  reached: number;
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
    await expect
      .poll(() => page.getByText('Hi %[name]%, how are you?', { exact: true }).count())
      .toBe(1);
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
    await expect.poll(() => page.getByText('Hello %[name]%!', { exact: true }).count()).toBe(1);

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

  it('a poker is stopped by a broken placeholder, converts to recurring for the number it names, and the send is on record', async () => {
    const api = await pokerApi();
    const { context, page } = await product.newPage();
    await signIn(page, 'poker@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/pokes/new');
    await page.getByRole('checkbox', { name: `${SITE} (nl)` }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('list', { name: 'Profiles found' }).getByRole('button').first().click();
    await settledTargets(page);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(tomorrow);
    await page.getByLabel('Time').fill('11:00');

    // A broken placeholder blocks saving, named beside Save; fixed, the poke saves.
    const message = page.getByLabel('Message', { exact: true });
    const save = page.getByRole('button', { name: 'Save poke' });
    await message.fill('Hi %[name%, how are you?');
    await expect
      .poll(() => page.locator('#poke-placeholder-problems').textContent())
      .toMatch(/%\[name% is broken/);
    expect(await save.isDisabled()).toBe(true);
    await message.fill('Hi %[name]%, how are you?');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.waitForURL(/\/pokes\/nl\/[^/]+$/);
    const original = new URL(page.url()).pathname;
    const stored = (await api(original)) as { data: { profile: { timezone?: string | null } } };
    const timeZone = stored.data.profile.timezone ?? 'UTC';

    // Converted to recurring: the form asks for the days, the last login and the first send,
    // then says what it will do and names the number on the button that does it.
    await page.getByRole('button', { name: 'Convert to recurring…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Every (days)').fill('1');
    await dialog.getByLabel('Last login within (days)').fill('3650');
    // The form takes whole minutes: the first whole minute at least 40 s away, room for the
    // steps up to the confirmation on a slow, loaded machine (the conversion refuses a time
    // already past), and no more: the walk waits for it below.
    const firstSend = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    const wall = wallClock(firstSend, timeZone);
    await dialog.getByLabel('Date').fill(wall.date);
    await dialog.getByLabel('Time').fill(wall.time);
    await dialog.getByRole('button', { name: 'Next' }).click();
    const confirm = dialog.getByRole('button', {
      name: /^Convert and send to about \d+ customers?$/,
    });
    await confirm.waitFor();
    const promised = Number(/\d+/.exec((await confirm.textContent()) ?? '')?.[0]);
    expect(promised).toBeGreaterThan(0);
    const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(firstSend.getTime() + 3_600_000).toISOString())}&locales=nl`;
    const pokersBefore = ((await api(`/statistics/pokers?${range}`)) as { rows: PokerRow[] }).rows;
    await confirm.click();
    await page.waitForURL(
      (url) => /\/pokes\/nl\/[^/]+$/.test(url.pathname) && url.pathname !== original,
    );
    const copy = new URL(page.url()).pathname;
    const copyId = copy.split('/').pop() ?? '';

    // While it waits: the schedule names it, marked recurring.
    await page.goto('/pokes/schedule');
    const row = page.getByRole('row').filter({ has: page.locator(`a[href="${copy}"]`) });
    await expect.poll(() => row.getByText('Recurring', { exact: true }).count()).toBeGreaterThan(0);

    // The send goes out at its time and is on the poke page as a send of its own, every
    // customer of the promised number accounted for (sent, or skipped with the reason).
    await page.goto(copy);
    const sends = page.getByRole('region', { name: 'Sends' });
    await expect
      .poll(() => sends.getByText('Done', { exact: true }).count(), {
        timeout: 180_000,
        interval: 2_000,
      })
      .toBe(1);
    const report = (
      (await api(`/pokes/nl/${copyId}/sending`)) as {
        data: {
          runs: {
            sites: {
              sent: number;
              skipped: Record<string, number>;
              failed: number;
              alreadyHad: number;
            }[];
          }[];
        };
      }
    ).data;
    expect(report.runs).toHaveLength(1);
    const sites = report.runs[0]!.sites;
    const sent = sites.reduce((n, site) => n + site.sent, 0);
    const accounted = sites.reduce(
      (n, site) =>
        n +
        site.sent +
        site.failed +
        site.alreadyHad +
        Object.values(site.skipped).reduce((a, b) => a + b, 0),
      0,
    );
    expect(accounted).toBe(promised);
    expect(await sends.getByText(`Sent: ${sent}`, { exact: true }).count()).toBeGreaterThan(0);

    // Pokers statistics credit the poker with the send: the promised audience, the reached.
    const pokersAfter = ((await api(`/statistics/pokers?${range}`)) as { rows: PokerRow[] }).rows;
    const mine = (rows: PokerRow[]) => rows.find((r) => r.uid === pokersAfter[0]?.uid);
    expect(pokersAfter).toHaveLength(1);
    expect((mine(pokersAfter)?.audience ?? 0) - (mine(pokersBefore)?.audience ?? 0)).toBe(promised);
    expect((mine(pokersAfter)?.reached ?? 0) - (mine(pokersBefore)?.reached ?? 0)).toBe(sent);
    await context.close();
  }, 300_000);
});
