import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../db/poke-schema.js';
import { chats, domains, messages, profiles } from '../db/schema.js';
import { statsPresenceSessions } from '../db/stats-schema.js';
import { customer } from '../pokes/test-support.js';
import { createPoke as createPokeIn } from '../dispatch/test-support.js';
import type { TestServer } from '../test/harness.js';

/**
 * Helpers of reconciliation.test.ts: a locale of its own (`qr`, which neither the demo seed nor
 * any other test file uses) with a site, a profile to poke from and customers, and the few
 * things a test cannot do through the API (a customer writing; the CSV parsed back).
 */

export const LOCALE = 'qr';
export const SITE = 'reconcile-qr.demo.test';
export const PROFILE = { id: 'ep-reconcile-qr-1', uuid: 'ep-reconcile-qr-uuid-1', name: 'Quirine' };

/** The site of locale qr and an entertainment profile on it. */
export async function addLocale(server: TestServer): Promise<void> {
  const config = { tenantAlias: 'demo', cdnBaseLiveUrl: 'https://cdn.demo.test' };
  await server.handle.db
    .insert(domains)
    .values({ domain: SITE, tenantId: 'tenant-demo', locale: LOCALE, config });
  await server.handle.db.insert(profiles).values({
    ...PROFILE,
    tenantId: 'tenant-demo',
    kind: 'entertainment',
    domain: SITE,
    locale: LOCALE,
    data: {},
  });
}

/** `n` customers of the site who carry `tag` (pokes filter on it), logged in an hour ago. */
export async function addCustomers(
  server: TestServer,
  tag: string,
  n: number,
  fields: Partial<typeof customers.$inferInsert> = {},
): Promise<string[]> {
  const rows = Array.from({ length: n }, () =>
    customer(server, { region1: tag, domain: SITE, locale: LOCALE, ...fields }),
  );
  await server.handle.db.insert(customers).values(rows);
  return rows.map((row) => row.id);
}

/** A poke body of locale qr for the customers of `tag`, from the qr profile, sent at once. */
export function pokeBody(tag: string, fields: Record<string, unknown> = {}) {
  return {
    agent: { id: 'whoever', name: 'Whoever' },
    domains: [SITE],
    locale: LOCALE,
    scheduled: null,
    origin: { type: 'api' },
    message: { content: 'Hoi %[name]%, hoe gaat het?', messageLength: 26 },
    profile: { ...PROFILE, timezone: 'UTC' },
    filters: { region1: tag },
    ...fields,
  };
}

/** Creates a poke of the test's locale through the API (dispatch/test-support's, in `qr`). */
export function createPoke(server: TestServer, token: string, body: Record<string, unknown>) {
  return createPokeIn(server, token, body, LOCALE);
}

/**
 * A customer writes in a chat now (the site's side, which has no call of this API): the message
 * and the chat's last message, as the chat import writes them.
 */
export async function customerWrites(
  server: TestServer,
  chatId: string,
  customerId: string,
): Promise<void> {
  const now = server.now().toISOString();
  const id = randomUUID();
  await server.handle.db.insert(messages).values({
    id,
    chatId,
    tenantId: 'tenant-demo',
    locale: LOCALE,
    content: 'Hoi!',
    senderType: 'customer',
    senderId: customerId,
    senderName: 'Customer',
    createdAt: now,
  });
  await server.handle.db
    .update(chats)
    .set({
      lastSenderType: 'customer',
      lastMessageAt: now,
      updatedAt: now,
      lastMessage: { id, content: 'Hoi!', createdAt: now, type: 'normal', isFree: false },
      lastMessageIsFree: false,
    })
    .where(eq(chats.id, chatId));
}

/** Until the user has an open presence session (`open`), or sessions all closed; 5 s at most. */
export async function untilPresence(server: TestServer, uid: string, open: boolean): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    await server.deps.presence.idle();
    const [row] = await server.handle.db
      .select({
        all: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${statsPresenceSessions.disconnectedAt} is null))::int`,
      })
      .from(statsPresenceSessions)
      .where(eq(statsPresenceSessions.uid, uid));
    const [all, opened] = [row?.all ?? 0, row?.open ?? 0];
    if (open ? opened > 0 : all > 0 && opened === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`presence of ${uid} not ${open ? 'open' : 'closed'} within 5 s`);
}

/** A CSV answer as rows of fields (the BOM and the header taken off; no quoted fields here). */
export function csvRows(text: unknown): { header: string[]; rows: string[][] } {
  const lines = String(text)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines.map((line) => {
    expect(line, 'no quoted fields expected').not.toContain('"');
    return line.split(',');
  });
  return { header: header ?? [], rows };
}

/** A JSON value as the CSV writes it (null as empty). */
export const asCsv = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
};
