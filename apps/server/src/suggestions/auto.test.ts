import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, liveClients } from '../chats/test-support.js';
import { chats, messages, suggestions } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

// Suggestions written by themselves (issue #18): when a chat is claimed, and when a customer
// message arrives in a claimed chat, pushed to the chat's live suggestions.

let server: TestServer;
type User = { uid: string; token: string };
let operator: User;
const live = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer();
  operator = await createUser(
    server,
    ['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'],
    ['nl', 'de', 'gb'],
  );
});
afterAll(async () => {
  live.closeAll();
  await server.close();
});

const storedFor = (chatId: string) =>
  server.handle.db.select().from(suggestions).where(eq(suggestions.chatId, chatId));

const claim = (user: User, chatId: string, domain: string) =>
  server.call('POST', `/chats/${chatId}/claim`, {
    token: user.token,
    body: { domain, messagePool: 'NSFW' },
  });

describe('suggestions written by themselves', () => {
  it('writes one for the customer’s last message when the chat is claimed, pushed live', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    expect((await claim(operator, chatId, 'flirt-nl.demo.test')).status).toBe(200);
    const client = await live.connect(operator.token);
    await client.subscribe('s', 'chat.suggestions', { locale: 'nl', chatId });
    // The first batch is the rows there are; the suggestion is among them or follows as a change.
    const added = async () => (await client.next('s')).filter((change) => change.kind === 'added');
    let rows = await added();
    if (rows.length === 0) rows = await added();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      row: {
        messageId: `${chatId}-m1`,
        suggestion: expect.stringMatching(/^Hoi Test Customer! .* Kusjes, Test Profile$/),
      },
    });
    // Once: the message has its suggestion, a second trigger writes none.
    await server.deps.suggestionWriter.afterClaim('tenant-demo', ['CHAT_SUGGESTIONS'], chatId);
    expect(await storedFor(chatId)).toHaveLength(1);
  });

  it('writes in the chat’s locale: German for a German chat', async () => {
    const chatId = await insertWaitingChat(server.handle.db, {
      locale: 'de',
      domain: 'flirt-de.demo.test',
    });
    const german = await createUser(server, ['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'], ['de']);
    expect((await claim(german, chatId, 'flirt-de.demo.test')).status).toBe(200);
    await vi.waitFor(async () => expect(await storedFor(chatId)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [stored] = await storedFor(chatId);
    expect(stored?.suggestion).toMatch(/^Hallo Test Customer! .* Küsschen, Test Profile$/);
  });

  it.each([
    ['an operator without the suggestions role', ['CHAT_OPERATOR:NSFW'], 'flirt-nl.demo.test'],
    ['a domain that does not enable suggestions', ['CHAT_SUGGESTIONS'], 'chat-gb.demo.test'],
  ])('writes none for %s', async (_case, roles, domain) => {
    const chatId = await insertWaitingChat(server.handle.db, {
      domain,
      locale: domain.includes('gb') ? 'gb' : 'nl',
    });
    await server.deps.suggestionWriter.afterClaim('tenant-demo', roles, chatId);
    expect(await storedFor(chatId)).toEqual([]);
  });

  it('writes one when a customer message arrives in a claimed chat', async () => {
    const chatId = await insertWaitingChat(server.handle.db, {
      claimedBy: operator.uid,
      claimExpiresAt: new Date(server.now().getTime() + 120_000),
    });
    const at = new Date().toISOString();
    const messageId = `${chatId}-m2`;
    const [row] = await server.handle.db
      .insert(messages)
      .values({
        id: messageId,
        chatId,
        tenantId: 'tenant-demo',
        locale: 'nl',
        content: 'Ben je daar nog?',
        senderType: 'customer',
        senderId: `customer-${chatId}`,
        senderName: 'Test Customer',
        createdAt: at,
      })
      .returning();
    await server.handle.db
      .update(chats)
      .set({
        lastMessage: { id: messageId, content: 'Ben je daar nog?', createdAt: at, type: 'normal' },
        lastMessageAt: at,
      })
      .where(eq(chats.id, chatId));
    server.deps.feed.publish({
      topic: 'chat-messages',
      tenantId: 'tenant-demo',
      locale: 'nl',
      chatId,
      change: { kind: 'added', row: { id: messageId, senderType: row?.senderType } as never },
    });
    await vi.waitFor(async () => expect(await storedFor(chatId)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [stored] = await storedFor(chatId);
    expect(stored?.messageId).toBe(messageId);
    // Two customer messages without an answer: the conversation shows in the reply.
    expect(stored?.suggestion).toContain('Sorry dat je even op me moest wachten.');
  });

  it('is written by the process the message arrived through, not by every process', async () => {
    const other = await startTestServer({ sharing: server });
    try {
      const heard = vi.spyOn(
        other.deps.suggestionWriter as unknown as { onMessage: () => Promise<void> },
        'onMessage',
      );
      const chatId = await insertWaitingChat(server.handle.db, {
        claimedBy: operator.uid,
        claimExpiresAt: new Date(server.now().getTime() + 120_000),
      });
      const reached = new Promise<void>((resolve) => {
        // Listeners run in order: when this one hears the event, the writer's has heard it too.
        const stop = other.deps.feed.subscribe(['chat-messages'], (event) => {
          if (event.chatId !== chatId) return;
          stop();
          resolve();
        });
      });
      server.deps.feed.publish({
        topic: 'chat-messages',
        tenantId: 'tenant-demo',
        locale: 'nl',
        chatId,
        change: { kind: 'added', row: { id: `${chatId}-m1`, senderType: 'customer' } as never },
      });
      await reached;
      await vi.waitFor(async () => expect(await storedFor(chatId)).toHaveLength(1), {
        timeout: 5_000,
      });
      expect(heard).not.toHaveBeenCalled();
    } finally {
      await other.close();
    }
  });
});
