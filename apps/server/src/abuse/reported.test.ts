import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ReportedMessageDetailsResponse,
  ReportedMessagePageResponse,
  type ReportedMessageItem,
} from '@switchboard/domain';
import { messages } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, DOMAIN_NL } from './test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';

let server: TestServer;
let op: { uid: string; token: string };
let manager: { uid: string; token: string };
let intake: { uid: string; token: string };
let chatId: string;

beforeAll(async () => {
  server = await startTestServer();
  op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
  manager = await createUser(server, ['CHAT_MANAGER'], ['nl']);
  intake = await createUser(server, ['DEBUG_DEVELOPER'], ['nl']);
  chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
  // A conversation of 40 messages, alternating customer and agent, a minute apart.
  const start = server.now().getTime() - 3_600_000;
  await server.handle.db.insert(messages).values(
    Array.from({ length: 40 }, (_, index) => ({
      id: `${chatId}-c${String(index).padStart(2, '0')}`,
      chatId,
      tenantId: 'tenant-demo',
      locale: 'nl',
      content: `message ${index}`,
      senderType: index % 2 === 0 ? 'customer' : 'agent',
      senderId: index % 2 === 0 ? 'customer-x' : op.uid,
      createdAt: new Date(start + index * 60_000).toISOString(),
    })),
  );
  const claim = await server.call('POST', `/chats/${chatId}/claim`, {
    token: op.token,
    body: { domain: DOMAIN_NL },
  });
  expect(claim.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const msg = (index: number) => `${chatId}-c${String(index).padStart(2, '0')}`;
const report = (token: string, body: unknown) =>
  server.call('POST', '/reported-messages', { token, body });

describe('reporting', () => {
  it('takes an operator’s report of a customer message of the chat they hold, processed false', async () => {
    const res = await report(op.token, {
      chatId,
      messageId: msg(20),
      category: 'abusive_customer',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      chatId,
      messageId: msg(20),
      locale: 'nl',
      message: { senderType: 'customer', content: 'message 20' },
      report: { category: 'abusive_customer', processed: false, reportedBy: op.uid },
    });
    const again = await report(op.token, { chatId, messageId: msg(20), category: 'other' });
    expect(again.status).toBe(409);
  });

  it('refuses an agent message, an agent category, a chat not held, bad input and other roles', async () => {
    const agentMessage = await report(op.token, { chatId, messageId: msg(21), category: 'other' });
    expect(agentMessage.status).toBe(400);
    expect(agentMessage.body.error.issues[0].field).toBe('messageId');
    const wrongCategory = await report(op.token, {
      chatId,
      messageId: msg(22),
      category: 'abusive_operator',
    });
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.error.issues[0].field).toBe('category');
    const other = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    expect(
      (await report(other.token, { chatId, messageId: msg(22), category: 'other' })).status,
    ).toBe(403);
    expect((await report(op.token, { chatId, messageId: msg(22), category: 'nope' })).status).toBe(
      400,
    );
    expect(
      (await report(manager.token, { chatId, messageId: msg(22), category: 'other' })).status,
    ).toBe(403);
    expect(
      (await report(op.token, { chatId, messageId: randomUUID(), category: 'other' })).status,
    ).toBe(404);
  });

  it('takes a customer’s report of an agent message through the intake (agent categories)', async () => {
    const res = await server.call('POST', '/reported-messages/intake', {
      token: intake.token,
      body: { chatId, messageId: msg(21), category: 'misleading', reportedBy: 'customer-x' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.report).toMatchObject({
      category: 'misleading',
      reportedBy: 'customer-x',
    });
    const customerMessage = await server.call('POST', '/reported-messages/intake', {
      token: intake.token,
      body: { chatId, messageId: msg(22), category: 'misleading', reportedBy: 'customer-x' },
    });
    expect(customerMessage.status).toBe(400);
    const operator = await server.call('POST', '/reported-messages/intake', {
      token: op.token,
      body: { chatId, messageId: msg(23), category: 'misleading', reportedBy: 'customer-x' },
    });
    expect(operator.status).toBe(403);
  });
});

describe('reading and processing', () => {
  it('pages 10 newest first, filters by processed, and sets processed true and false', async () => {
    for (let index = 0; index < 12; index += 2) {
      server.advance(1_000);
      await server.call('POST', '/reported-messages/intake', {
        token: intake.token,
        body: { chatId, messageId: msg(index + 1), category: 'other', reportedBy: `c${index}` },
      });
    }
    const list = async (query = '') => {
      const res = await server.call('GET', `/reported-messages${query}`, { token: manager.token });
      expect(res.status).toBe(200);
      return ReportedMessagePageResponse.parse(res.body).data;
    };
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 8, pageCount: 1 });
    expect(first.items[0]?.messageId).toBe(msg(11));
    const target: ReportedMessageItem | undefined = first.items[0];
    const set = await server.call('POST', '/reported-messages/processed', {
      token: manager.token,
      body: { id: target?.id, isProcessed: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.report.processed).toBe(true);
    expect((await list('?processed=true')).items.map((i) => i.id)).toEqual([target?.id]);
    expect((await list('?processed=false')).total).toBe(7);
    await server.call('POST', '/reported-messages/processed', {
      token: manager.token,
      body: { id: target?.id, isProcessed: false },
    });
    expect((await list('?processed=true')).total).toBe(0);
    const bad = await server.call('POST', '/reported-messages/processed', {
      token: manager.token,
      body: { id: target?.id, isProcessed: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].field).toBe('isProcessed');
    expect((await server.call('GET', '/reported-messages', { token: op.token })).status).toBe(403);
    expect(
      (await server.call('GET', '/reported-messages?locale=fr', { token: manager.token })).status,
    ).toBe(403);
  });

  it('shows the chat around the message, 15 a page, with older and newer pages', async () => {
    const [reported] = (
      await server.call('GET', '/reported-messages', { token: manager.token })
    ).body.data.items.filter((i: ReportedMessageItem) => i.messageId === msg(20));
    const details = async (query = '') => {
      const res = await server.call('GET', `/reported-messages/nl/${reported.id}${query}`, {
        token: manager.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ReportedMessageDetailsResponse.parse(res.body).data;
    };
    const around = await details();
    expect(around.messages.map((m) => m.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => msg(13 + i)),
    );
    expect(around).toMatchObject({ hasOlder: true, hasNewer: true });
    const older = await details(`?before=${msg(13)}`);
    expect(older.messages.map((m) => m.id)).toEqual(Array.from({ length: 13 }, (_, i) => msg(i)));
    expect(older.hasOlder).toBe(false);
    const newer = await details(`?after=${msg(27)}`);
    // The chat's first fixture message was written a minute ago: the newest.
    expect(newer.messages.map((m) => m.id)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => msg(28 + i)),
      `${chatId}-m1`,
    ]);
    expect(newer.hasNewer).toBe(false);
    expect(
      (await server.call('GET', `/reported-messages/de/${reported.id}`, { token: manager.token }))
        .status,
    ).toBe(403);
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl', 'de']);
    expect(
      (await server.call('GET', `/reported-messages/de/${reported.id}`, { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
