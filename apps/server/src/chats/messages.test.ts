import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages, users } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser } from './test-support.js';

const DOMAIN = 'flirt-nl.demo.test';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const send = (token: string, body: unknown) =>
  server.call('POST', '/message/send', { token, body });
const reply = (chatId: string, senderId: string, content = 'Hi there!') => ({
  chatDocumentId: chatId,
  message: { senderType: 'agent', senderId, content },
  domain: DOMAIN,
  metadata: {},
});
type Body = ReturnType<typeof reply>;
const page = (token: string, chatId: string, query = '') =>
  server.call('GET', `/chats/${chatId}/messages${query}`, { token });

async function claimedChat(locale: string) {
  const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], [locale]);
  const id = await insertWaitingChat(server.handle.db, { locale });
  const answer = await server.call('POST', `/chats/${id}/claim`, {
    token: op.token,
    body: { domain: DOMAIN },
  });
  expect(answer.status).toBe(200);
  return { op, id };
}

describe('POST /message/send', () => {
  it('stores the reply, makes it the last message and ends the claim', async () => {
    const { op, id } = await claimedChat('fr');
    const answer = await send(op.token, reply(id, op.uid));
    expect(answer.status).toBe(200);
    const message = answer.body.data;
    expect(message).toMatchObject({
      content: 'Hi there!',
      senderType: 'agent',
      senderId: op.uid,
      senderName: `Test ${op.uid}`,
      previousMessage: `${id}-m1`,
      type: 'normal',
    });

    const [row] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
    expect(row).toMatchObject({ lastSenderType: 'agent', claimedBy: null, claimExpiresAt: null });
    expect(row?.lastMessage).toMatchObject({ id: message.id, content: 'Hi there!', isFree: false });
    expect((await server.call('GET', '/chats/claimed', { token: op.token })).body.data).toBeNull();

    // The operator's claim is over, so reading needs a reviewer now.
    const admin = await createUser(server, ['CHAT_ADMIN'], ['fr']);
    const listed = await page(admin.token, id);
    expect(listed.body.data.map((m: { id: string }) => m.id)).toEqual([`${id}-m1`, message.id]);
  });

  it('records a sent attachment as used', async () => {
    const { op, id } = await claimedChat('fr');
    const body = reply(id, op.uid, '');
    const answer = await send(op.token, {
      ...body,
      message: { ...body.message, attachment: { hash: 'abc123' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.attachment).toEqual({ hash: 'abc123' });
    const [row] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
    expect(row?.usedAttachments).toEqual(['abc123']);
  });

  it('refuses a reply without the caller’s live claim with 409 chat/not-claimed', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const unclaimed = await send(op.token, reply(id, op.uid));
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.body.error.code).toBe('chat/not-claimed');

    const { op: holder, id: held } = await claimedChat('fr');
    expect((await send(op.token, reply(held, op.uid))).status).toBe(409);
    server.advance(301_000);
    const expired = await send(holder.token, reply(held, holder.uid));
    expect(expired.status).toBe(409);
    expect(
      await server.handle.db.select().from(messages).where(eq(messages.chatId, held)),
    ).toHaveLength(1);
  });

  it.each([
    ['a missing chat id', (b: Body) => ({ ...b, chatDocumentId: undefined }), 'chatDocumentId'],
    ['a missing domain', (b: Body) => ({ ...b, domain: undefined }), 'domain'],
    [
      'an empty message',
      (b: Body) => ({ ...b, message: { ...b.message, content: ' ' } }),
      'message.content',
    ],
    [
      'a sender type other than agent',
      (b: Body) => ({
        ...b,
        message: { ...b.message, senderType: 'customer' },
      }),
      'message.senderType',
    ],
    [
      'a sender other than the caller',
      (b: Body) => ({ ...b, message: { ...b.message, senderId: 'someone' } }),
      'message.senderId',
    ],
    [
      'a domain other than the chat’s',
      (b: Body) => ({ ...b, domain: 'other.demo.test' }),
      'domain',
    ],
  ])('answers %s with 400 naming the field', async (_case, change, field) => {
    const { op, id } = await claimedChat('fr');
    const answer = await send(op.token, change(reply(id, op.uid)));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('answers an unknown chat with 404', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    expect((await send(op.token, reply('no-such-chat', op.uid))).status).toBe(404);
  });

  it('refuses a reply, the claim and its release once the chat’s locale left the geos', async () => {
    const { op, id } = await claimedChat('fr');
    await server.handle.db
      .update(users)
      .set({ geos: ['de'] })
      .where(eq(users.uid, op.uid));
    // Straight in the database, so this process is told as its own writes tell it.
    server.deps.auth.forgetUser(op.uid);
    const answer = await send(op.token, reply(id, op.uid));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('not-allowed');
    expect(
      await server.handle.db.select().from(messages).where(eq(messages.chatId, id)),
    ).toHaveLength(1);
    expect((await server.call('GET', '/chats/claimed', { token: op.token })).body).toEqual({
      data: null,
    });
    const release = await server.call('POST', `/chats/${id}/release`, { token: op.token });
    expect(release.status).toBe(403);
  });
});

describe('GET /chats/{id}/messages', () => {
  async function chatWithHistory(count: number) {
    const id = await insertWaitingChat(server.handle.db, {
      locale: 'de',
      lastMessageAt: new Date('2025-01-01T10:00:00Z'),
    });
    await server.handle.db.insert(messages).values(
      Array.from({ length: count }, (_, i) => ({
        id: `${id}-h${String(i).padStart(2, '0')}`,
        chatId: id,
        tenantId: 'tenant-demo',
        locale: 'de',
        content: `message ${i}`,
        senderType: i % 2 ? 'agent' : 'customer',
        createdAt: new Date(Date.parse('2025-01-01T11:00:00Z') + i * 60_000).toISOString(),
      })),
    );
    return id;
  }

  it('pages back from the newest, oldest first within a page', async () => {
    const id = await chatWithHistory(24); // 25 with the fixture's first message
    const manager = await createUser(server, ['CHAT_MANAGER'], ['de']);
    const first = await page(manager.token, id);
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.data.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${14 + i}`),
    );
    const second = await page(
      manager.token,
      id,
      `?before=${encodeURIComponent(first.body.data[0].createdAt)}&limit=12`,
    );
    expect(second.body.data.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 12 }, (_, i) => `message ${2 + i}`),
    );
    expect(second.body.hasMore).toBe(true);
    const last = await page(
      manager.token,
      id,
      `?before=${encodeURIComponent(second.body.data[0].createdAt)}&limit=50`,
    );
    expect(last.body.data.map((m: { id: string }) => m.id)).toEqual([
      `${id}-m1`,
      `${id}-h00`,
      `${id}-h01`,
    ]);
    expect(last.body.hasMore).toBe(false);
  });

  it.each([
    ['an operator without the claim', ['CHAT_OPERATOR:NSFW'], ['de'], 403],
    ['a poker', ['CHAT_POKER'], ['de'], 403],
    ['an admin of other locales', ['CHAT_ADMIN'], ['nl'], 403],
    ['an abuse checker', ['CHAT_ABUSE_CHECKER'], ['de'], 200],
    ['an admin', ['CHAT_ADMIN'], ['de'], 200],
  ])('answers %s with %i', async (_case, roles, geos, status) => {
    const id = await chatWithHistory(1);
    const user = await createUser(server, roles, geos);
    expect((await page(user.token, id)).status).toBe(status);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?before=yesterday', 'before'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const id = await chatWithHistory(1);
    const admin = await createUser(server, ['CHAT_ADMIN'], ['de']);
    const answer = await page(admin.token, id, query);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(new RegExp(`^${field}: `));
  });
});
