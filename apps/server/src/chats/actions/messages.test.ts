import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as texts } from '@switchboard/domain';
import { chats, messages, tenants } from '../../db/schema.js';
import { insertWaitingChat } from '../../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createUser, liveClient } from '../test-support.js';

let server: TestServer;
let abuse: string;
let operator: { uid: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  abuse = await server.tokenFor('demo-abuse');
  operator = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl', 'fr']);
});
afterAll(async () => {
  await server.close();
});

const deleteMessage = (token: string, body: unknown) =>
  server.call('POST', '/message/delete', { token, body });
const updateMessage = (token: string, body: unknown) =>
  server.call('POST', '/message/update', { token, body });

async function chatRow(id: string) {
  const [row] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
  return row;
}

/** Adds an older message before the fixture's last one. */
async function insertOlderMessage(chatId: string, id: string): Promise<void> {
  await server.handle.db.insert(messages).values({
    id,
    chatId,
    tenantId: 'tenant-demo',
    locale: 'nl',
    content: 'An older message',
    maskedContent: 'An ***** message',
    senderType: 'customer',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  });
}

describe('POST /message/delete', () => {
  it('deletes the last message and the chat’s copy, and publishes both', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
    const live = await liveClient(server, admin.token);
    expect(await live.subscribe('m', 'chat.messages', { locale: 'nl', chatId })).toMatchObject({
      ok: true,
    });
    await live.next('m');

    const answer = await deleteMessage(abuse, {
      chatId,
      messageId: `${chatId}-m1`,
      reason: 'Contact details',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: `${chatId}-m1`,
      content: texts.deletedMessageContent,
      deleted: { by: 'demo-abuse', reason: 'Contact details' },
    });
    expect(Date.parse(answer.body.data.deletedAt)).not.toBeNaN();
    expect((await chatRow(chatId))?.lastMessage).toMatchObject({
      id: `${chatId}-m1`,
      content: texts.deletedMessageContent,
      deleted: { by: 'demo-abuse', reason: 'Contact details' },
    });
    expect(await live.next('m')).toEqual([{ kind: 'modified', row: answer.body.data }]);
    live.close();
  });

  it('leaves the chat’s last message alone when an older message is deleted', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    await insertOlderMessage(chatId, `${chatId}-old`);
    const manager = await server.tokenFor('demo-manager');
    const answer = await deleteMessage(manager, {
      chatId,
      messageId: `${chatId}-old`,
      reason: 'Abuse',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      content: texts.deletedMessageContent,
      maskedContent: null,
    });
    expect((await chatRow(chatId))?.lastMessage).toMatchObject({ content: 'Hello?' });
  });

  it('keeps the first deletion when a message is deleted twice', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    const body = { chatId, messageId: `${chatId}-m1`, reason: 'First' };
    const first = await deleteMessage(abuse, body);
    const second = await deleteMessage(abuse, { ...body, reason: 'Second' });
    expect(second.status).toBe(200);
    expect(second.body.data.deleted).toEqual({ by: 'demo-abuse', reason: 'First' });
    expect(second.body.data.deletedAt).toBe(first.body.data.deletedAt);
  });

  it.each([
    ['an operator, even holding the claim', 'operator'],
    ['a poker', 'poker'],
  ])('refuses %s with 403', async (_case, who) => {
    const chatId = await insertWaitingChat(server.handle.db, {
      claimedBy: operator.uid,
      claimExpiresAt: new Date(server.now().getTime() + 60_000),
    });
    const token = who === 'operator' ? operator.token : await server.tokenFor('demo-poker');
    const answer = await deleteMessage(token, {
      chatId,
      messageId: `${chatId}-m1`,
      reason: 'x',
    });
    expect(answer.status).toBe(403);
    const [row] = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.id, `${chatId}-m1`));
    expect(row?.deletedAt).toBeNull();
  });

  it('refuses a chat outside the moderator’s geos with 403', async () => {
    const chatId = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const answer = await deleteMessage(abuse, { chatId, messageId: `${chatId}-m1`, reason: 'x' });
    expect(answer.status).toBe(403);
  });

  it('hides another tenant’s chat, an unknown chat and an unknown message behind 404', async () => {
    await server.handle.db.insert(tenants).values({
      id: 'tenant-other',
      alias: 'other',
      appName: 'Other',
      appLogoName: 'switchboard.svg',
      appPrimaryColor: '#000000',
    });
    const foreign = await insertWaitingChat(server.handle.db, { tenantId: 'tenant-other' });
    const mine = await insertWaitingChat(server.handle.db);
    for (const [chatId, messageId] of [
      [foreign, `${foreign}-m1`],
      ['no-such-chat', 'x'],
      [mine, 'no-such-message'],
      [mine, `${foreign}-m1`],
    ]) {
      const answer = await deleteMessage(abuse, { chatId, messageId, reason: 'x' });
      expect(answer.status).toBe(404);
    }
  });

  it.each([
    ['reason', { messageId: 'm', reason: '  ' }],
    ['chatId', { messageId: 'm', reason: 'x', chatId: '' }],
    ['messageId', { chatId: 'c', reason: 'x' }],
  ])('answers bad input with 400 naming %s', async (field, body) => {
    const answer = await deleteMessage(abuse, { chatId: 'c', ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });

  it('refuses a call without a token with 401', async () => {
    expect((await server.call('POST', '/message/delete', { body: { chatId: 'c' } })).status).toBe(
      401,
    );
  });
});

describe('POST /message/update', () => {
  it('sets the moderator’s modification on the message and the chat’s copy', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    const answer = await updateMessage(abuse, {
      chatId,
      messageId: `${chatId}-m1`,
      abuse_modification_data: { modified_content: 'Hello.', modified_by: 'someone-else' },
    });
    expect(answer.status).toBe(200);
    // The server records who moderated, whatever the client wrote.
    expect(answer.body.data.abuse_modification_data).toEqual({
      modified_content: 'Hello.',
      modified_by: 'demo-abuse',
    });
    expect(answer.body.data.content).toBe('Hello?');
    expect((await chatRow(chatId))?.lastMessage).toMatchObject({
      abuse_modification_data: { modified_content: 'Hello.', modified_by: 'demo-abuse' },
    });
  });

  it('publishes the changed chat when its last message changes', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    const admin = await createUser(server, ['CHAT_ADMIN'], ['nl']);
    const live = await liveClient(server, admin.token);
    expect(await live.subscribe('u', 'chats.unclaimed', { locales: ['nl'] })).toMatchObject({
      ok: true,
    });
    await live.next('u');
    await updateMessage(admin.token, {
      chatId,
      messageId: `${chatId}-m1`,
      abuse_modification_data: { modified_content: 'Hi.' },
    });
    const changes = await live.next('u');
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'modified',
        row: expect.objectContaining({
          id: chatId,
          lastMessage: expect.objectContaining({
            abuse_modification_data: { modified_content: 'Hi.', modified_by: admin.uid },
          }),
        }),
      }),
    );
    live.close();
  });

  it('refuses an operator with 403', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    const answer = await updateMessage(operator.token, {
      chatId,
      messageId: `${chatId}-m1`,
      abuse_modification_data: { modified_content: 'x' },
    });
    expect(answer.status).toBe(403);
  });

  it('answers a missing modification with 400 naming it', async () => {
    const answer = await updateMessage(abuse, { chatId: 'c', messageId: 'm' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('abuse_modification_data');
  });
});
