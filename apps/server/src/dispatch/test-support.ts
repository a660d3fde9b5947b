import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { pokeDeliveries } from '../db/dispatch-schema.js';
import { customers } from '../db/poke-schema.js';
import { chats, messages } from '../db/schema.js';
import { customer, demoProfile, SITE_A } from '../pokes/test-support.js';
import type { TestServer } from '../test/harness.js';

/**
 * Helpers of the dispatcher's tests. Each test's customers carry a region1 of their own (`tag`)
 * and its pokes filter on it, so a test sees only its own audience.
 */

export function tagged(): string {
  return `r-${randomUUID().slice(0, 8)}`;
}

/** `n` customers of a tag (on SITE_A unless said otherwise). */
export async function addCustomers(
  server: TestServer,
  tag: string,
  n: number,
  fields: Partial<typeof customers.$inferInsert> = {},
): Promise<string[]> {
  const rows = Array.from({ length: n }, () => customer(server, { region1: tag, ...fields }));
  await server.handle.db.insert(customers).values(rows);
  return rows.map((row) => row.id);
}

/** A poke body for the customers of a tag, sent from a demo profile. */
export async function pokeBody(
  server: TestServer,
  tag: string,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const profile = await demoProfile(server);
  return {
    agent: { id: 'whoever', name: 'Whoever' },
    domains: [SITE_A],
    locale: 'nl',
    scheduled: null,
    origin: { type: 'api' },
    message: { content: 'Hoi %[name]%, hoe gaat het?', messageLength: 26 },
    profile: { id: profile.id, name: profile.name, uuid: profile.uuid, timezone: 'UTC' },
    filters: { region1: tag },
    ...fields,
  };
}

/** Creates a poke through the API (in `locale`, nl unless said) and answers it; 201 or fails. */
export async function createPoke(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  locale = 'nl',
): Promise<Poke> {
  const answer = await server.call('POST', `/pokes/${locale}`, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { data: Poke }).data;
}

export async function readPoke(server: TestServer, token: string, id: string): Promise<Poke> {
  const answer = await server.call('GET', `/pokes/nl/${id}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: Poke }).data;
}

/** The deliveries of a poke by customer id: outcome and reason. */
export async function deliveriesOf(server: TestServer, pokeId: string) {
  return server.handle.db
    .select()
    .from(pokeDeliveries)
    .where(eq(pokeDeliveries.pokeId, pokeId))
    .orderBy(pokeDeliveries.customerId);
}

/** How many agent messages of a poke each customer's chats hold (by the message id scheme). */
export async function messagesPerCustomer(
  server: TestServer,
  pokeId: string,
): Promise<Map<string, number>> {
  const rows = await server.handle.db
    .select({ customer: sql<string>`${chats.customer}->>'id'`, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(
      and(
        eq(messages.senderType, 'poke'),
        sql`${messages.id} = md5(${pokeId}::text || ':' || (${chats.customer}->>'id'))::uuid::text`,
      ),
    )
    .groupBy(sql`${chats.customer}->>'id'`);
  return new Map(rows.map((row) => [row.customer, Number(row.n)]));
}

/** A customer's answer in a chat, now. */
export async function answer(server: TestServer, chatId: string, customerId: string) {
  const now = server.now().toISOString();
  await server.handle.db.insert(messages).values({
    id: randomUUID(),
    chatId,
    tenantId: 'tenant-demo',
    locale: 'nl',
    content: 'Hoi!',
    senderType: 'customer',
    senderId: customerId,
    createdAt: now,
  });
  await server.handle.db
    .update(chats)
    .set({ lastSenderType: 'customer', lastMessageAt: now })
    .where(eq(chats.id, chatId));
}

export const MINUTE = 60_000;
export { SITE_A };
