import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createUser } from '../chats/test-support.js';
import { flaggedItems } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import type { TestServer } from '../test/harness.js';

/** Helpers of the abuse review tests. */

export const DOMAIN_NL = 'flirt-nl.demo.test';

/** An operator of `locale` claims a new waiting chat and sends `content`; the message answers. */
export async function sendAgentMessage(
  server: TestServer,
  content: string,
  locale = 'nl',
): Promise<{ op: { uid: string; token: string }; chatId: string; messageId: string }> {
  const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], [locale]);
  const chatId = await insertWaitingChat(server.handle.db, { locale });
  const claim = await server.call('POST', `/chats/${chatId}/claim`, {
    token: op.token,
    body: { domain: DOMAIN_NL },
  });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  const sent = await server.call('POST', '/message/send', {
    token: op.token,
    body: {
      chatDocumentId: chatId,
      message: { senderType: 'agent', senderId: op.uid, content },
      domain: DOMAIN_NL,
      metadata: {},
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const message = sent.body as { data: { id: string } };
  return { op, chatId, messageId: message.data.id };
}

let made = 0;

/**
 * Flagged items written straight to the table (no message behind them): for queue order, claims
 * and concurrency, where what was flagged does not matter. Oldest first by `minutesAgo`.
 */
export async function insertFlagged(
  server: TestServer,
  count: number,
  fields: Partial<typeof flaggedItems.$inferInsert> & { minutesAgo?: number } = {},
): Promise<string[]> {
  const now = server.now().getTime();
  const base = fields.minutesAgo ?? 60;
  const rows = Array.from({ length: count }, (_, index) => {
    made += 1;
    return {
      id: `flag-${made}-${randomUUID().slice(0, 8)}`,
      tenantId: 'tenant-demo',
      kind: 'message' as const,
      locale: 'nl',
      chatId: null,
      senderId: `sender-${made % 7}`,
      senderName: 'Sender',
      text: `text ${made}`,
      textKey: `text ${made}`,
      matchedWords: ['whatsapp'],
      itemCreatedAt: new Date(now - (base - index / 1000) * 60_000).toISOString(),
      flaggedAt: new Date(now).toISOString(),
      status: 'pending' as const,
      ...fields,
    };
  });
  for (const row of rows) delete (row as { minutesAgo?: number }).minutesAgo;
  await server.handle.db.insert(flaggedItems).values(rows);
  return rows.map((row) => row.id);
}

export { createUser };
