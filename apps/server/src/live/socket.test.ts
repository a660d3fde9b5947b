import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@switchboard/domain';
import { createUser, liveClients } from '../chats/test-support.js';
import { users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from './socket.js';

let server: TestServer;
const live = liveClients(() => server);
const { connect } = live;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  live.closeAll();
  await server?.close();
});
const setUser = (uid: string, values: Partial<typeof users.$inferInsert>) =>
  server.handle.db.update(users).set(values).where(eq(users.uid, uid));
const listeners = () => server.deps.feed.listenerCount;
const subscriptions = () => server.liveHub.stats.subscriptions;

/** Waits until `check` holds (the server handles a disconnect after the client sent it). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('a socket is authorized with the user as they are now, not as they connected', () => {
  it('refuses a locale withdrawn after connecting', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl', 'de']);
    const client = await connect(op.token);
    expect(await client.subscribe('a', 'queues.counts', { locales: ['nl'] })).toMatchObject({
      ok: true,
    });
    await setUser(op.uid, { geos: ['de'] });
    expect(await client.subscribe('b', 'queues.counts', { locales: ['nl'] })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    expect(await client.subscribe('c', 'queues.counts', { locales: ['de'] })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a role taken away after connecting', async () => {
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
    const client = await connect(admin.token);
    expect(await client.subscribe('a', 'chats.unclaimed', { locales: ['nl'] })).toMatchObject({
      ok: true,
    });
    await setUser(admin.uid, { roles: ['CHAT_OPERATOR:NSFW'] });
    expect(await client.subscribe('b', 'chats.unclaimed', { locales: ['nl'] })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
  });

  it('signs a user disabled after connecting out at the next subscribe', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    const client = await connect(op.token);
    const signedOut = new Promise<void>((resolve) =>
      client.socket.once(SOCKET_EVENTS.disconnectOperator, () => resolve()),
    );
    // Straight in the database: nothing told the socket.
    await setUser(op.uid, { disabled: true });
    expect(await client.subscribe('a', 'queues.counts', { locales: ['nl'] })).toMatchObject({
      ok: false,
      error: { code: 'auth/user-disabled' },
    });
    await signedOut;
  });

  it('shows changed geos in the connected operators', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:SFW'], ['nl', 'de']);
    const manager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
    const client = await connect(op.token);
    await setUser(op.uid, { geos: ['nl'] });
    await client.subscribe('a', 'system-notification', {});
    const pools = await server.call('GET', '/operators/connected', { token: manager.token });
    const mine = pools.body.SFW.operators.find((o: { id: string }) => o.id === op.uid);
    expect(JSON.parse(mine.geos)).toEqual(['nl']);
  });
});

describe('live subscriptions end with their socket', () => {
  it('ends every subscription on disconnect, also a subscribe still being read', async () => {
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl', 'de']);
    const before = subscriptions();
    const client = await connect(admin.token);
    await client.subscribe('a', 'queues.counts', { locales: ['nl'] });
    await client.subscribe('b', 'chats.unclaimed', { locales: ['nl'] });
    await client.subscribe('c', 'system-notification', {});
    expect(subscriptions()).toBe(before + 3);
    // Replacing a subscription under the same id keeps one for it.
    await client.subscribe('c', 'announcements', { locales: ['de'] });
    expect(subscriptions()).toBe(before + 3);
    // Sent without waiting for its answer, then gone at once.
    client.socket.emit(SOCKET_EVENTS.subscribe, {
      id: 'd',
      query: 'queues.counts',
      params: { locales: ['de'] },
    });
    client.close();
    await until(() => subscriptions() === before);
  });

  it('removes the subscription that fails, and an unsubscribed one', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    const client = await connect(op.token);
    const before = subscriptions();
    const refused = await client.subscribe('x', 'chat.messages', {
      locale: 'nl',
      chatId: 'no-such-chat',
      pageSize: 10,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(subscriptions()).toBe(before);
    await client.subscribe('y', 'queues.counts', { locales: ['nl'] });
    expect(subscriptions()).toBe(before + 1);
    client.socket.emit(SOCKET_EVENTS.unsubscribe, { id: 'y' });
    await until(() => subscriptions() === before);
  });

  it('shares one query and one feed listener between subscribers of the same query', async () => {
    const tokens = await Promise.all(
      [0, 1, 2].map(async () => (await createUser(server, ['CHAT_ADMIN'], ['se'])).token),
    );
    const before = { listeners: listeners(), queries: server.liveHub.stats.queries };
    const clients = await Promise.all(tokens.map((token) => connect(token)));
    const acks = await Promise.all(
      clients.map((client) => client.subscribe('q', 'chats.unclaimed', { locales: ['se'] })),
    );
    // Two subscriptions on one socket share it too.
    acks.push(await clients[0]!.subscribe('r', 'chats.unclaimed', { locales: ['se'] }));
    const channels = new Set(acks.map((ack) => (ack.ok ? ack.channel : undefined)));
    expect(channels.size).toBe(1);
    expect([...channels][0]).toMatch(/^~/);
    expect(listeners()).toBe(before.listeners + 1);
    expect(server.liveHub.stats.queries).toBe(before.queries + 1);
    // Other parameters: another query.
    await clients[1]!.subscribe('p', 'chats.unclaimed', { locales: ['se'], pool: 'SFW' });
    expect(server.liveHub.stats.queries).toBe(before.queries + 2);
    for (const client of clients) client.close();
    await until(() => listeners() === before.listeners);
    expect(server.liveHub.stats.queries).toBe(before.queries);
  });

  it(`holds at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`, async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    const client = await connect(op.token);
    const acks = await Promise.all(
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET + 1 }, (_, i) =>
        client.subscribe(`s${i}`, 'system-notification', {}),
      ),
    );
    expect(acks.filter((ack) => ack.ok)).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(acks.find((ack) => !ack.ok)).toMatchObject({ error: { code: 'conflict' } });
  });

  it('answers a NUL character in a subscription with invalid-input naming the field', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    const client = await connect(op.token);
    const ack = await client.subscribe('n', 'chat.messages', {
      locale: 'nl',
      chatId: 'chat\u0000id',
      pageSize: 10,
    });
    expect(ack).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: 'params.chatId: Must not contain a NUL character' },
    });
  });
});
