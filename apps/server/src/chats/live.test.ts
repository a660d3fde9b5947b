import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import type { Chat } from '@switchboard/domain';
import type { FeedEvent } from '../live/feed.js';
import { claimedChatSource } from './live.js';
import { createUser, liveClients } from './test-support.js';

// Each describe works in a locale of its own that the demo seed never uses.

const DOMAIN = 'flirt-nl.demo.test';

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
const ago = (minutes: number) => new Date(server.now().getTime() - minutes * 60_000);
const claim = (token: string, id: string) =>
  server.call('POST', `/chats/${id}/claim`, { token, body: { domain: DOMAIN } });
const send = (token: string, chatId: string, senderId: string, content = 'Hello back') =>
  server.call('POST', '/message/send', {
    token,
    body: {
      chatDocumentId: chatId,
      message: { senderType: 'agent', senderId, content },
      domain: DOMAIN,
    },
  });
const ids = (changes: { kind: string; id?: string; row?: { id: string } }[]) =>
  changes.map((change) => `${change.kind}:${change.row?.id ?? change.id}`);

describe('live query chats.unclaimed', () => {
  it('lists waiting chats oldest first and follows claims and releases', async () => {
    const db = server.handle.db;
    const newer = await insertWaitingChat(db, { locale: 'se', lastMessageAt: ago(5) });
    const oldest = await insertWaitingChat(db, { locale: 'se', lastMessageAt: ago(30) });
    const sfw = await insertWaitingChat(db, { locale: 'se', lastMessageAt: ago(20), pool: 'SFW' });
    await insertWaitingChat(db, { locale: 'se', lastMessageAt: ago(40), isFree: true });
    await insertWaitingChat(db, { locale: 'se', lastMessageAt: ago(50), lastSenderType: 'agent' });
    await insertWaitingChat(db, {
      locale: 'se',
      lastMessageAt: ago(60),
      lastSenderType: 'trigger',
      trigger: { type: 'stopped_conversation' },
    });
    const liked = await insertWaitingChat(db, {
      locale: 'se',
      lastMessageAt: ago(45),
      lastSenderType: 'trigger',
      trigger: { type: 'like' },
    });

    const admin = await createUser(server, ['CHAT_ADMIN'], ['se']);
    const all = await connect(admin.token);
    expect(await all.subscribe('all', 'chats.unclaimed', { locales: ['se'] })).toMatchObject({
      ok: true,
    });
    expect(ids(await all.next('all'))).toEqual([
      `added:${liked}`,
      `added:${oldest}`,
      `added:${sfw}`,
      `added:${newer}`,
    ]);
    const other = await connect((await createUser(server, ['CHAT_ADMIN'], ['se'])).token);
    await other.subscribe('nsfw', 'chats.unclaimed', { locales: ['se'], pool: 'NSFW' });
    expect(ids(await other.next('nsfw'))).toEqual([
      `added:${liked}`,
      `added:${oldest}`,
      `added:${newer}`,
    ]);

    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['se']);
    expect((await claim(op.token, oldest)).status).toBe(200);
    expect(await all.next('all')).toEqual([{ kind: 'removed', id: oldest }]);
    expect(await other.next('nsfw')).toEqual([{ kind: 'removed', id: oldest }]);

    await server.call('POST', `/chats/${oldest}/release`, { token: op.token });
    const back = await all.next('all');
    expect(back).toEqual([
      { kind: 'added', row: expect.objectContaining({ id: oldest, claimedBy: null }) },
    ]);
    expect(ids(await other.next('nsfw'))).toEqual([`added:${oldest}`]);

    // Answered, it leaves the queue for good: the reply changes nothing in the lists.
    await claim(op.token, oldest);
    expect(ids(await all.next('all'))).toEqual([`removed:${oldest}`]);
    expect(ids(await other.next('nsfw'))).toEqual([`removed:${oldest}`]);
    await send(op.token, oldest, op.uid);
    // An SFW claim is not for the NSFW list: its next batch is the next NSFW change.
    await claim((await createUser(server, ['CHAT_ADMIN'], ['se'])).token, sfw);
    expect(ids(await all.next('all'))).toEqual([`removed:${sfw}`]);
    await claim((await createUser(server, ['CHAT_ADMIN'], ['se'])).token, newer);
    expect(ids(await all.next('all'))).toEqual([`removed:${newer}`]);
    expect(ids(await other.next('nsfw'))).toEqual([`removed:${newer}`]);
  });

  it('keeps the oldest 150 and moves the next one up when a place comes free', async () => {
    const db = server.handle.db;
    const start = server.now().getTime() - 3_600_000;
    const queued: string[] = [];
    for (let i = 0; i < 151; i += 1) {
      queued.push(
        await insertWaitingChat(db, { locale: 'lt', lastMessageAt: new Date(start + i * 1_000) }),
      );
    }
    const admin = await connect((await createUser(server, ['CHAT_ADMIN'], ['lt'])).token);
    await admin.subscribe('q', 'chats.unclaimed', { locales: ['lt'] });
    expect(ids(await admin.next('q'))).toEqual(queued.slice(0, 150).map((id) => `added:${id}`));

    // A chat older than all of them pushes the newest out of the list.
    const older = await insertWaitingChat(db, {
      locale: 'lt',
      lastMessageAt: new Date(start - 1_000),
    });
    expect(ids(await admin.next('q'))).toEqual([`removed:${queued[149]}`, `added:${older}`]);

    // A claim frees a place: the oldest chat beyond the list moves up.
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['lt']);
    await claim(op.token, queued[0]!);
    expect(ids(await admin.next('q'))).toEqual([`removed:${queued[0]}`, `added:${queued[149]}`]);
  });

  it.each([
    ['an operator', ['CHAT_OPERATOR:NSFW'], ['se']],
    ['an admin outside the locale', ['CHAT_ADMIN'], ['nl']],
  ])('refuses %s', async (_case, roles, geos) => {
    const client = await connect((await createUser(server, roles, geos)).token);
    expect(await client.subscribe('x', 'chats.unclaimed', { locales: ['se'] })).toEqual({
      ok: false,
      error: { code: 'not-allowed', message: expect.any(String) },
    });
  });
});

describe('live query queues.counts', () => {
  it('sends every locale × pool, then recounted rows as chats are claimed', async () => {
    const db = server.handle.db;
    const [at10, at20, at30] = [ago(10), ago(20), ago(30)];
    await insertWaitingChat(db, { locale: 'dk', lastMessageAt: at10 });
    const oldest = await insertWaitingChat(db, { locale: 'dk', lastMessageAt: at20 });
    await insertWaitingChat(db, { locale: 'dk', pool: 'SFW', lastMessageAt: at30 });
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['dk', 'ee']);
    const client = await connect(op.token);
    await client.subscribe('counts', 'queues.counts', { locales: ['dk', 'ee'] });
    const initial = (await client.next('counts')) as { row: Record<string, unknown> }[];
    expect(initial.map((change) => change.row)).toEqual([
      { id: 'dk:SFW', locale: 'dk', pool: 'SFW', count: 1, oldestMessageAt: at30.toISOString() },
      expect.objectContaining({ id: 'dk:NSFW', count: 2 }),
      { id: 'dk:AGENT_ONLY', locale: 'dk', pool: 'AGENT_ONLY', count: 0, oldestMessageAt: null },
      expect.objectContaining({ id: 'ee:SFW', count: 0 }),
      expect.objectContaining({ id: 'ee:NSFW', count: 0 }),
      expect.objectContaining({ id: 'ee:AGENT_ONLY', count: 0 }),
    ]);

    await claim(op.token, oldest);
    expect(await client.next('counts')).toEqual([
      {
        kind: 'modified',
        row: {
          id: 'dk:NSFW',
          locale: 'dk',
          pool: 'NSFW',
          count: 1,
          oldestMessageAt: at10.toISOString(),
        },
      },
    ]);
    // A change that leaves the counts as they were sends nothing; the next real change does.
    await insertWaitingChat(db, { locale: 'ee', lastSenderType: 'agent' });
    await insertWaitingChat(db, { locale: 'ee', lastMessageAt: at10 });
    expect(await client.next('counts')).toEqual([
      { kind: 'modified', row: expect.objectContaining({ id: 'ee:NSFW', count: 1 }) },
    ]);
  });

  it('refuses locales outside the geos', async () => {
    const client = await connect((await createUser(server, ['CHAT_OPERATOR'], ['dk'])).token);
    const ack = await client.subscribe('x', 'queues.counts', { locales: ['nl'] });
    expect(ack).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
  });
});

describe('live query chat.claimed', () => {
  it('holds the caller’s claim and drops it when the reply is sent', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fi']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fi' });
    const client = await connect(op.token);
    expect(await client.subscribe('mine', 'chat.claimed', {})).toMatchObject({ ok: true });
    expect(await client.next('mine')).toEqual([]);

    // Someone else's claim is not ours to see.
    const other = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fi']);
    const theirs = await insertWaitingChat(server.handle.db, { locale: 'fi' });
    await claim(other.token, theirs);

    await claim(op.token, id);
    expect(await client.next('mine')).toEqual([
      { kind: 'added', row: expect.objectContaining({ id, claimedBy: op.uid }) },
    ]);
    await send(op.token, id, op.uid);
    expect(await client.next('mine')).toEqual([{ kind: 'removed', id }]);
    expect(client.pending('mine')).toEqual([]);
  });

  it('sends the live claim that exists when subscribing', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fi']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fi' });
    await claim(op.token, id);
    const client = await connect(op.token);
    await client.subscribe('mine', 'chat.claimed', {});
    expect(ids(await client.next('mine'))).toEqual([`added:${id}`]);
    await server.call('POST', `/chats/${id}/release`, { token: op.token });
    expect(await client.next('mine')).toEqual([{ kind: 'removed', id }]);
  });
});

describe('live query chat.messages', () => {
  it('sends the newest page, then the messages sent', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['no']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'no' });
    await claim(op.token, id);
    const client = await connect(op.token);
    const ack = await client.subscribe('m', 'chat.messages', {
      locale: 'no',
      chatId: id,
      pageSize: 15,
    });
    expect(ack).toMatchObject({ ok: true });
    expect(await client.next('m')).toEqual([
      { kind: 'added', row: expect.objectContaining({ id: `${id}-m1`, content: 'Hello?' }) },
    ]);
    const sent = await send(op.token, id, op.uid, 'Live reply');
    expect(sent.status).toBe(200);
    expect(await client.next('m')).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({ id: sent.body.data.id, content: 'Live reply' }),
      },
    ]);
  });

  it('stops sending an operator the chat’s messages once their claim ends; a reviewer goes on', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['no']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'no' });
    await claim(op.token, id);
    const mine = await connect(op.token);
    const manager = await connect((await createUser(server, ['CHAT_MANAGER'], ['no'])).token);
    const params = { locale: 'no', chatId: id, pageSize: 10 };
    expect(await mine.subscribe('m', 'chat.messages', params)).toMatchObject({ ok: true });
    expect(await manager.subscribe('m', 'chat.messages', params)).toMatchObject({ ok: true });
    expect(await mine.subscribe('claim', 'chat.claimed', {})).toMatchObject({ ok: true });
    await mine.next('m');
    await manager.next('m');
    expect(ids(await mine.next('claim'))).toEqual([`added:${id}`]);

    // The reply itself still reaches the operator: it was sent under the claim.
    const sent = await send(op.token, id, op.uid, 'Last words');
    expect(ids(await mine.next('m'))).toEqual([`added:${sent.body.data.id}`]);
    expect(ids(await manager.next('m'))).toEqual([`added:${sent.body.data.id}`]);
    // The end of the claim has been heard (on PostgreSQL it comes by reference, read when heard):
    // the customer's answer below is a later change. A change this process publishes can still
    // overtake a reference it has received and not yet read: a gap this test steps around.
    expect(await mine.next('claim')).toEqual([{ kind: 'removed', id }]);

    // The customer answers; the claim is over, so only the reviewer sees it.
    const [chat] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
    const answer = { ...sent.body.data, id: `${id}-m3`, senderType: 'customer', senderId: 'c' };
    server.deps.feed.publish(server.deps.chats.messageEvent(chat!, answer, 'added'));
    expect(ids(await manager.next('m'))).toEqual([`added:${id}-m3`]);
    // A round trip on the operator's socket: anything sent before it has arrived by now.
    await mine.subscribe('ping', 'system-notification', {});
    expect(mine.pending('m')).toEqual([]);
  });

  it('sends an operator their reply when the end of their claim was heard before it', async () => {
    // With PostgreSQL the chat's change comes by reference and is read when heard: under load
    // that read can come back between the reply's commit and its own event (a CI run lost the
    // reply so). Here the claim's end is heard first on purpose.
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['no']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'no' });
    await claim(op.token, id);
    const mine = await connect(op.token);
    expect(
      await mine.subscribe('m', 'chat.messages', { locale: 'no', chatId: id, pageSize: 10 }),
    ).toMatchObject({ ok: true });
    await mine.next('m');
    const [row] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
    const ended = { ...row!, claimedBy: null, claimExpiresAt: null };
    server.deps.feed.publish(server.deps.chats.chatEvent(ended));

    const sent = await send(op.token, id, op.uid, 'Heard late');
    expect(sent.status).toBe(200);
    expect(ids(await mine.next('m'))).toEqual([`added:${sent.body.data.id}`]);
    // Someone else's message after it is not theirs to see.
    const answer = { ...sent.body.data, id: `${id}-m3`, senderType: 'customer', senderId: 'c' };
    server.deps.feed.publish(server.deps.chats.messageEvent(ended, answer, 'added'));
    await mine.subscribe('ping', 'system-notification', {});
    expect(mine.pending('m')).toEqual([]);
  });

  it.each([
    ['an operator without the claim', ['CHAT_OPERATOR:NSFW'], ['no'], {}, 'not-allowed'],
    ['the wrong locale for the chat', ['CHAT_ADMIN'], ['no', 'se'], { locale: 'se' }, 'not-found'],
    ['a page size of 12', ['CHAT_ADMIN'], ['no'], { pageSize: 12 }, 'invalid-input'],
  ])('refuses %s', async (_case, roles, geos, params, code) => {
    const id = await insertWaitingChat(server.handle.db, { locale: 'no' });
    const client = await connect((await createUser(server, roles, geos)).token);
    const ack = await client.subscribe('m', 'chat.messages', {
      locale: 'no',
      chatId: id,
      ...params,
    });
    expect(ack).toMatchObject({ ok: false, error: { code } });
  });
});

// Last: moving the server clock on expires every claim made before.
describe('claim expiry', () => {
  it("passes on nothing for the claim's own event heard after the subscription's first read", async () => {
    // The operator subscribes right after claiming: the claim's event may come after the read
    // that already holds the claimed chat (the feed hands events heard during a read over after
    // it). The same row again is no change; a changed one is.
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['lv']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'lv' });
    await claim(op.token, id);
    const user = await server.deps.auth.authenticate(op.token);
    const source = claimedChatSource(user, { db: server.handle.db, clock: server.now });
    await source.load();
    const [held] = source.rows() as Chat[];
    expect(held?.id).toBe(id);
    const sent: unknown[] = [];
    const event = (row: Chat): FeedEvent => ({
      topic: 'chats',
      tenantId: user.tenantId,
      locale: 'lv',
      change: { kind: 'modified', row },
    });
    await source.apply(event(structuredClone(held!)), (changes) => sent.push(changes));
    expect(sent).toEqual([]);
    const extended = {
      ...held!,
      claimExpiresAt: new Date(Date.parse(held!.claimExpiresAt!) + 60_000).toISOString(),
    };
    await source.apply(event(extended), (changes) => sent.push(changes));
    expect(sent).toEqual([[{ kind: 'modified', row: extended }]]);
  });

  it('returns the chat to its queue when the claim runs out', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['cz']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'cz' });
    await claim(op.token, id);
    const admin = await connect((await createUser(server, ['CHAT_ADMIN'], ['cz'])).token);
    await admin.subscribe('queue', 'chats.unclaimed', { locales: ['cz'] });
    expect(await admin.next('queue')).toEqual([]);
    const mine = await connect(op.token);
    await mine.subscribe('mine', 'chat.claimed', {});
    expect(ids(await mine.next('mine'))).toEqual([`added:${id}`]);

    server.advance(300_000);
    await server.deps.chats.sweepExpiredClaims();

    expect(await admin.next('queue')).toEqual([
      { kind: 'added', row: expect.objectContaining({ id, claimedBy: null }) },
    ]);
    expect(await mine.next('mine')).toEqual([{ kind: 'removed', id }]);
    expect((await server.call('GET', '/chats/claimed', { token: op.token })).body.data).toBeNull();
    const next = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['cz']);
    expect((await claim(next.token, id)).status).toBe(200);
    expect(await admin.next('queue')).toEqual([{ kind: 'removed', id }]);
  });
});
