import { messages } from '../messages.js';
import type { Chat } from '../schemas/chat.js';
import type { AbuseModificationData, Deleted } from '../schemas/common.js';
import type { Message } from '../schemas/message.js';

/**
 * What a message shows, and its deletion and moderation, spec §3 (Message) and §4 (Message
 * deletion). Works on messages and on a chat's last message alike.
 */

/** The fields that decide what a message (or a chat's last message) shows. */
export type DisplayableMessage = Pick<
  Message,
  'content' | 'maskedContent' | 'abuse_modification_data' | 'deletedAt' | 'deleted'
>;

export function isMessageDeleted(message: Pick<Message, 'deletedAt' | 'deleted'>): boolean {
  return message.deletedAt !== null || message.deleted !== null;
}

/**
 * The content to display: the moderator-modified content if present, otherwise the masked
 * content, otherwise the original. Where the spec is silent: an empty modified or masked text
 * counts as absent (deletion, not blanking, is how text is removed), and a deleted message always
 * shows 'This message has been deleted', whatever moderation data it still carries.
 */
export function displayedMessageContent(message: DisplayableMessage): string {
  if (isMessageDeleted(message)) return messages.deletedMessageContent;
  const modified = message.abuse_modification_data?.modified_content;
  if (modified) return modified;
  if (message.maskedContent) return message.maskedContent;
  return message.content;
}

/**
 * The message deleted at `now` by `deletion.by` for `deletion.reason`: the content becomes
 * 'This message has been deleted' and deletedAt and deleted{by, reason} are set. Where the spec
 * is silent: the masked copy and any attachment go too, so nothing of the original shows; a
 * message already deleted is returned unchanged, keeping the first deletion's record.
 */
export function deleteMessage<M extends DisplayableMessage>(
  message: M,
  deletion: Deleted,
  now: Date,
): M {
  if (isMessageDeleted(message)) return message;
  const deleted: M = {
    ...message,
    content: messages.deletedMessageContent,
    deletedAt: now.toISOString(),
    deleted: { by: deletion.by, reason: deletion.reason },
    maskedContent: null,
  };
  return 'attachment' in deleted ? { ...deleted, attachment: null } : deleted;
}

/** The message with a moderator's modification (`abuse_modification_data`) set. */
export function modifyMessage<M extends DisplayableMessage>(
  message: M,
  modification: AbuseModificationData,
): M {
  return { ...message, abuse_modification_data: { ...modification } };
}

/**
 * The chat after deleting message `messageId`: its last message is deleted too when it is that
 * message; otherwise the chat is returned unchanged.
 */
export function deleteChatLastMessage<C extends Pick<Chat, 'lastMessage'>>(
  chat: C,
  messageId: string,
  deletion: Deleted,
  now: Date,
): C {
  if (chat.lastMessage?.id !== messageId) return chat;
  return { ...chat, lastMessage: deleteMessage(chat.lastMessage, deletion, now) };
}

/**
 * The chat after modifying message `messageId`. The spec names this only for deletion; a list
 * that shows the last message must show its moderated text as well, so it applies here too.
 */
export function modifyChatLastMessage<C extends Pick<Chat, 'lastMessage'>>(
  chat: C,
  messageId: string,
  modification: AbuseModificationData,
): C {
  if (chat.lastMessage?.id !== messageId) return chat;
  return { ...chat, lastMessage: modifyMessage(chat.lastMessage, modification) };
}
