import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  deleteChatLastMessage,
  deleteMessage,
  DeleteMessageRequest,
  Message,
  MESSAGE_MODERATOR_ROLES,
  modifyChatLastMessage,
  modifyMessage,
  UpdateMessageRequest,
  type Chat,
} from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import { chats, messages } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { App } from '../../http/env.js';
import { NotFoundError } from '../../errors.js';
import { requireAuth, requireRole } from '../../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../../http/openapi.js';
import { chatFromRecord, messageFromRecord } from '../rows.js';
import { loadChatInGeos } from './access.js';

const errors = {
  ...authedErrors(
    'Not a moderator (Admin, Manager, AbuseChecker), or the chat’s locale is not allowed.',
  ),
  404: { ...json(ErrorResponse), description: 'No such chat or message.' },
};
const MessageAnswer = json(z.object({ data: Message }));

type Rewrite = (message: Message) => Message;
type ChatRewrite = (chat: Chat) => Chat;

/**
 * Applies a moderator's change to one message and, when it is the chat's last message, to the
 * chat's copy, in one transaction; then publishes both. The chat row is locked first (as a send
 * does), so a reply sent meanwhile either lands before and is left alone, or waits.
 */
export async function rewriteMessage(
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
  user: AuthUser,
  ids: { chatId: string; messageId: string },
  rewrite: Rewrite,
  rewriteChat: ChatRewrite,
): Promise<Message> {
  const now = deps.clock();
  const { record } = await loadChatInGeos(deps.chats, user, ids.chatId);
  return deps.feed.write(deps.db, async (tx, announce) => {
    const [chatRow] = await tx.select().from(chats).where(eq(chats.id, record.id)).for('update');
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, ids.messageId), eq(messages.chatId, record.id)))
      .for('update');
    if (!chatRow || !row) throw new NotFoundError('No such message in this chat.');
    const message = rewrite(messageFromRecord(row));
    await tx
      .update(messages)
      .set({
        content: message.content,
        deletedAt: message.deletedAt,
        deleted: message.deleted,
        maskedContent: message.maskedContent,
        attachment: message.attachment,
        abuseModificationData: message.abuse_modification_data,
      })
      .where(eq(messages.id, row.id));
    const chat = chatFromRecord(chatRow, now);
    announce(deps.chats.messageEvent(record, message, 'modified'));
    // The chat's copy of its last message too (the chat row announces itself: its trigger).
    if (chat.lastMessage?.id === ids.messageId) {
      await tx
        .update(chats)
        .set({ lastMessage: rewriteChat(chat).lastMessage })
        .where(eq(chats.id, chatRow.id));
    }
    return message;
  });
}

/**
 * `POST /message/delete` and `POST /message/update` (spec §4 "Message deletion", §7 per-locale
 * data actions). Only moderators may rewrite messages: `MESSAGE_MODERATOR_ROLES` in domain says
 * why those roles. The chat's tenant and locale are checked on every call.
 */
export function registerMessageActionRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
): void {
  app.use('/message/delete', requireAuth(deps.auth), requireRole(MESSAGE_MODERATOR_ROLES));
  app.use('/message/update', requireAuth(deps.auth), requireRole(MESSAGE_MODERATOR_ROLES));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/message/delete',
      tags: ['chats'],
      summary: 'Delete a message: its text becomes ‘This message has been deleted’',
      security: [{ bearer: [] }],
      request: { body: { ...json(DeleteMessageRequest), required: true } },
      responses: { 200: { ...MessageAnswer, description: 'The deleted message.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      const deletion = { by: user.uid, reason: body.reason };
      const now = deps.clock();
      const message = await rewriteMessage(
        deps,
        user,
        body,
        (m) => deleteMessage(m, deletion, now),
        (chat) => deleteChatLastMessage(chat, body.messageId, deletion, now),
      );
      return c.json({ data: message }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/message/update',
      tags: ['chats'],
      summary: 'Set a moderator’s modification of a message (abuse_modification_data)',
      security: [{ bearer: [] }],
      request: { body: { ...json(UpdateMessageRequest), required: true } },
      responses: { 200: { ...MessageAnswer, description: 'The modified message.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const body = c.req.valid('json');
      // The server records who moderated; a client cannot write someone else's name in.
      const modification = { ...body.abuse_modification_data, modified_by: user.uid };
      const message = await rewriteMessage(
        deps,
        user,
        body,
        (m) => modifyMessage(m, modification),
        (chat) => modifyChatLastMessage(chat, body.messageId, modification),
      );
      return c.json({ data: message }, 200);
    },
  );
}
