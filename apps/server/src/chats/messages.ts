import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  OPERATOR_SENDER_TYPE,
  type LastMessage,
  type Message,
  type SendMessageRequest,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { chats, messages } from '../db/schema.js';
import { flagIfAbusive } from '../abuse/flagging.js';
import { flaggedEvent } from '../abuse/publish.js';
import { InputError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { chatError } from './errors.js';
import { liveClaimOf } from './repo/conditions.js';
import { lastMessageOf, messageFromRecord } from './rows.js';
import type { ChatService } from './service.js';

/** The name of a chat's entertainment profile, as the chat document carries it. */
function profileNameOf(profile: Record<string, unknown> | null): string | null {
  const name = profile?.['name'];
  return typeof name === 'string' && name !== '' ? name : null;
}

/** Largest page of `GET /chats/{id}/messages`. */
export const MESSAGE_PAGE_MAX = 50;

/**
 * `GET /chats/{id}/messages`: the newest `limit` messages before `before` (all when absent),
 * returned oldest first, and whether older ones remain.
 */
export async function messagePage(
  service: ChatService,
  user: AuthUser,
  chatId: string,
  page: { before?: string | undefined; limit: number },
): Promise<{ data: Message[]; hasMore: boolean }> {
  const chat = await service.loadChat(user.tenantId, chatId);
  service.assertChatAccess(user, chat);
  const rows = await service.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chat.id),
        eq(messages.tenantId, chat.tenantId),
        page.before ? lt(messages.createdAt, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit + 1);
  return {
    data: rows.slice(0, page.limit).reverse().map(messageFromRecord),
    hasMore: rows.length > page.limit,
  };
}

/**
 * `POST /message/send`: the operator's reply. It needs the caller's live claim on the chat, and in
 * the same transaction becomes the chat's last message and ends the claim: answered, the chat
 * leaves the operator and waits for the customer.
 */
export async function sendMessage(
  service: ChatService,
  user: AuthUser,
  request: SendMessageRequest,
): Promise<Message> {
  const { message } = request;
  if (message.senderId !== user.uid) {
    const text = 'The sender must be the signed-in operator.';
    throw new InputError(`message.senderId: ${text}`, [
      { field: 'message.senderId', message: text },
    ]);
  }
  const chat = await service.loadChat(user.tenantId, request.chatDocumentId);
  // Geos are read afresh per call: a claim taken before a geo was withdrawn no longer answers.
  assertLocalesAllowed(user, [chat.locale]);
  if (chat.domain !== null && chat.domain !== request.domain) {
    const text = `The chat belongs to domain "${chat.domain}".`;
    throw new InputError(`domain: ${text}`, [{ field: 'domain', message: text }]);
  }
  const now = service.now().toISOString();
  const messageRow = await service.feed.write(service.db, async (tx, announce) => {
    const [held] = await tx
      .select()
      .from(chats)
      .where(
        and(eq(chats.id, chat.id), eq(chats.tenantId, chat.tenantId), liveClaimOf(user.uid, now)),
      )
      .for('update');
    if (!held) throw chatError('chat/not-claimed');
    const [messageRow] = await tx
      .insert(messages)
      .values({
        id: randomUUID(),
        chatId: held.id,
        tenantId: held.tenantId,
        locale: held.locale,
        previousMessage:
          message.previousMessage ?? (held.lastMessage as LastMessage | null)?.id ?? null,
        content: message.content,
        type: message.type,
        senderType: OPERATOR_SENDER_TYPE,
        senderId: user.uid,
        senderName: message.senderName ?? user.name,
        createdAt: now,
        attachment: message.attachment ?? null,
      })
      .returning();
    if (!messageRow) throw new Error('insert returned nothing');
    const sent = messageFromRecord(messageRow);
    const used = message.attachment?.hash ?? message.attachment?.url;
    const [chatRow] = await tx
      .update(chats)
      .set({
        lastMessage: lastMessageOf(sent),
        lastMessageAt: now,
        lastMessageIsFree: false,
        lastSenderType: OPERATOR_SENDER_TYPE,
        updatedAt: now,
        claimedBy: null,
        claimExpiresAt: null,
        ...(used && !held.usedAttachments.includes(used)
          ? { usedAttachments: sql`array_append(${chats.usedAttachments}, ${used})` }
          : {}),
      })
      .where(eq(chats.id, held.id))
      .returning();
    if (!chatRow) throw new Error('update returned nothing');
    // Matched against the abuse words in the same transaction (one indexed statement); a flagged
    // message is still delivered, and waits in the abuse queue.
    const flagged = await flagIfAbusive(tx, {
      tenantId: held.tenantId,
      kind: 'message',
      id: sent.id,
      locale: held.locale,
      chatId: held.id,
      // The operator who wrote it, by name, and the profile they wrote as (issue #28).
      senderId: user.uid,
      senderName: user.name || user.email,
      profileName: profileNameOf(held.profile) ?? message.senderName ?? null,
      text: sent.content,
      createdAt: now,
      now,
    });
    // The chat row announces itself (its trigger); the message and the flag are announced here.
    announce(service.messageEvent(chatRow, sent, 'added'));
    const flag = flagged ? await flaggedEvent(tx, chatRow.tenantId, sent.id) : null;
    if (flag) announce(flag);
    return sent;
  });
  return messageRow;
}
