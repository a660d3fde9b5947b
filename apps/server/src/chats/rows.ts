import {
  Chat,
  Log,
  Message,
  Suggestion,
  type LastMessage,
  type QueuePool,
} from '@switchboard/domain';
import type { chatLogs, chats, messages, suggestions } from '../db/schema.js';

/**
 * Database rows → the domain's entities (spec §3), the one shape the API and live queries send.
 * Every row goes through the domain schema, so a stored value that breaks it fails loudly here
 * instead of reaching the console.
 */

/** A database timestamp as ISO-8601, or null. */
export function iso(value: string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

export type ChatRecord = typeof chats.$inferSelect;
export type MessageRecord = typeof messages.$inferSelect;
export type LogRecord = typeof chatLogs.$inferSelect;
export type SuggestionRecord = typeof suggestions.$inferSelect;

/** Whether someone holds the chat's claim at `now` (it has not run out). */
export function hasLiveClaim(
  row: Pick<ChatRecord, 'claimedBy' | 'claimExpiresAt'>,
  now: Date,
): boolean {
  return (
    row.claimedBy !== null &&
    row.claimExpiresAt !== null &&
    new Date(row.claimExpiresAt).getTime() > now.getTime()
  );
}

/**
 * A chat as the domain reads it. An expired claim reads as no claim: the chat is back in its
 * queue whether or not anything has cleared the columns yet (`now` is the server clock).
 */
export function chatFromRecord(row: ChatRecord, now: Date): Chat {
  const live = hasLiveClaim(row, now);
  return Chat.parse({
    id: row.id,
    domain: row.domain,
    locale: row.locale,
    customer: row.customer,
    profile: row.profile,
    isConversation: row.isConversation,
    isDeleted: row.isDeleted,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastMessage: row.lastMessage,
    lastSenderType: row.lastSenderType,
    lastMessageMessagePool: row.pool as QueuePool,
    claimedBy: live ? row.claimedBy : null,
    claimExpiresAt: live ? iso(row.claimExpiresAt) : null,
    origin: row.origin,
    trigger: row.trigger,
    usedAttachments: row.usedAttachments,
    attachments: row.attachments,
  });
}

export function messageFromRecord(row: MessageRecord): Message {
  return Message.parse({
    id: row.id,
    previousMessage: row.previousMessage,
    content: row.content,
    type: row.type,
    senderType: row.senderType,
    senderId: row.senderId,
    senderName: row.senderName,
    createdAt: iso(row.createdAt),
    deletedAt: iso(row.deletedAt),
    deleted: row.deleted,
    attachment: row.attachment,
    imported: row.imported,
    maskedContent: row.maskedContent,
    abuse_modification_data: row.abuseModificationData,
  });
}

/** The chat's copy of a message (spec §3 lastMessage). */
export function lastMessageOf(message: Message, isFree = false): LastMessage {
  return {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    type: message.type,
    isFree,
    deletedAt: message.deletedAt,
    deleted: message.deleted,
    maskedContent: message.maskedContent,
    abuse_modification_data: message.abuse_modification_data,
  };
}

export function logFromRecord(row: LogRecord): Log {
  return Log.parse({
    id: row.id,
    concerning: row.concerning,
    category: row.category,
    content: row.content,
    locale: row.locale,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
  });
}

export function suggestionFromRecord(row: SuggestionRecord): Suggestion & { id: string } {
  return {
    id: row.id,
    ...Suggestion.parse({
      messageId: row.messageId,
      suggestion: row.suggestion,
      wantedImage: row.wantedImage,
      createdAt: iso(row.createdAt),
      imageTags: row.imageTags,
    }),
  };
}
