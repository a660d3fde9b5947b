import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FireTriggerResult, TRIGGER_TYPES, TriggerListResponse } from '@switchboard/domain';
import { chats, customers, messages, profiles } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, liveClient } from '../chats/test-support.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl', 'de', 'gb'])).token;
});
afterAll(async () => {
  await server.close();
});

/** A customer and an entertainment profile of one nl domain with no chat between them yet. */
async function freshPair() {
  const result = await server.handle.db.execute(sql`
    select c.id as "customerId", p.id as "profileId", c.domain
    from ${customers} c join ${profiles} p on p.domain = c.domain and p.kind = 'entertainment'
    where c.locale = 'nl' and not exists (
      select 1 from ${chats} ch where ch.customer->>'id' = c.id and ch.profile->>'id' = p.id)
    order by c.id, p.id limit 1`);
  const rows = (result as { rows: Record<string, string>[] }).rows;
  const pair = rows[0];
  if (!pair) throw new Error('no customer and profile without a chat in the seed');
  return { customerId: String(pair.customerId), profileId: String(pair.profileId) };
}

describe('GET /triggers', () => {
  it('lists every trigger type with its flags and the chats it produced', async () => {
    const res = await server.call('GET', '/triggers', { token: admin });
    expect(res.status).toBe(200);
    const { data } = TriggerListResponse.parse(res.body);
    expect(data.map((t) => t.type)).toEqual([...TRIGGER_TYPES]);
    const byType = new Map(data.map((t) => [t.type, t]));
    expect(byType.get('flirt')).toMatchObject({ queueable: true, suggestions: true });
    expect(byType.get('stopped_conversation')).toMatchObject({
      queueable: false,
      suggestions: false,
    });
    expect(byType.get('re_engagement')).toMatchObject({ queueable: false, suggestions: false });
    const [seeded] = await server.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      // The admin's tenant's: the second demo tenant has triggered chats of its own.
      .where(and(sql`${chats.trigger} is not null`, eq(chats.tenantId, 'tenant-demo')));
    expect(data.reduce((sum, t) => sum + t.chats, 0)).toBe(Number(seeded?.n));
  });

  it('is for admins only', async () => {
    const manager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
    expect((await server.call('GET', '/triggers', { token: manager.token })).status).toBe(403);
    expect((await server.call('GET', '/triggers')).status).toBe(401);
  });
});

describe('POST /triggers/fire', () => {
  it('creates the chat in the queue, then re-opens the same chat on the next trigger', async () => {
    const pair = await freshPair();
    const watcher = await liveClient(server, admin);
    const ack = await watcher.subscribe('q', 'chats.unclaimed', { locales: ['nl'], pool: 'NSFW' });
    expect(ack.ok).toBe(true);
    await watcher.next('q');

    const first = await server.call('POST', '/triggers/fire', {
      token: admin,
      body: { type: 'flirt', ...pair },
    });
    expect(first.status).toBe(200);
    const fired = FireTriggerResult.parse(first.body);
    expect(fired).toMatchObject({ created: true, queued: true });
    const change = (await watcher.next('q')).find(
      (c) => c.kind !== 'removed' && c.row.id === fired.chatId,
    );
    expect(change?.kind).toBe('added');

    // The chat was answered meanwhile: a not queueable trigger re-opens it without queueing it.
    await server.handle.db
      .update(chats)
      .set({ lastSenderType: 'agent', isDeleted: true })
      .where(eq(chats.id, fired.chatId));
    const second = await server.call('POST', '/triggers/fire', {
      token: admin,
      body: { type: 're_engagement', ...pair },
    });
    expect(FireTriggerResult.parse(second.body)).toMatchObject({
      chatId: fired.chatId,
      created: false,
      queued: false,
    });
    const [chat] = await server.handle.db.select().from(chats).where(eq(chats.id, fired.chatId));
    expect(chat).toMatchObject({
      isDeleted: false,
      lastSenderType: 'trigger',
      trigger: { type: 're_engagement' },
    });
    const written = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.chatId, fired.chatId));
    expect(written.map((m) => m.type).sort()).toEqual(['flirt', 're_engagement']);
    expect(written.every((m) => m.senderType === 'trigger')).toBe(true);
    watcher.close();
  });

  it('makes one chat when the same pair is fired at twice at once', async () => {
    const pair = await freshPair();
    const [a, b] = await Promise.all(
      ['like', 'proposal'].map((type) =>
        server.call('POST', '/triggers/fire', { token: admin, body: { type, ...pair } }),
      ),
    );
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(a?.body.chatId).toBe(b?.body.chatId);
    expect([a?.body.created, b?.body.created].sort()).toEqual([false, true]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const pair = await freshPair();
    const before = await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(chats);
    const badType = await server.call('POST', '/triggers/fire', {
      token: admin,
      body: { type: 'wink', ...pair },
    });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('type');
    const noCustomer = await server.call('POST', '/triggers/fire', {
      token: admin,
      body: { type: 'like', profileId: pair.profileId },
    });
    expect(noCustomer.status).toBe(400);
    expect(JSON.stringify(noCustomer.body)).toContain('customerId');
    const swapped = await server.call('POST', '/triggers/fire', {
      token: admin,
      body: { type: 'like', customerId: pair.profileId, profileId: pair.customerId },
    });
    expect(swapped.status).toBe(404);
    const after = await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(chats);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses other roles and locales outside the admin’s geos', async () => {
    const pair = await freshPair();
    const operator = await createUser(server, ['CHAT_OPERATOR'], ['nl']);
    const asOperator = await server.call('POST', '/triggers/fire', {
      token: operator.token,
      body: { type: 'like', ...pair },
    });
    expect(asOperator.status).toBe(403);
    const germanAdmin = await createUser(server, ['CHAT_ADMIN'], ['de']);
    const outside = await server.call('POST', '/triggers/fire', {
      token: germanAdmin.token,
      body: { type: 'like', ...pair },
    });
    expect(outside.status).toBe(403);
  });
});
