import { z } from 'zod';
import {
  AbuseModificationData,
  AbuseModificationField,
  Attachment,
  Deleted,
  DomainName,
  Id,
  Timestamp,
} from './common.js';

/**
 * Messages of a chat and the chat's copy of its last message, spec §3, plus the request bodies
 * of the message calls of spec §7 (send, delete, update).
 */

/**
 * Who sent a message. The spec names `agent` (an operator) and speaks of customers and triggers;
 * `trigger` is an automatic message caused by a customer's action (a like, a profile visit…),
 * `poke` an outbound message scheduled by a poker, `system` anything the platform itself writes.
 */
export const SENDER_TYPES = ['customer', 'agent', 'trigger', 'poke', 'system'] as const;
export const SenderType = z.enum(SENDER_TYPES);
export type SenderType = z.infer<typeof SenderType>;

/** The sender type of a message an operator sends (spec §3). */
export const OPERATOR_SENDER_TYPE: SenderType = 'agent';

/**
 * A message's type. The spec names only `normal` "among others" and does not list the rest, so
 * any non-empty text is accepted; `normal` is the default.
 */
export const MESSAGE_TYPE_NORMAL = 'normal';
export const MessageType = z.string().min(1);
export type MessageType = z.infer<typeof MessageType>;

/** Texts of the message request validations (not in the spec: API input errors). */
export const messageSchemaMessages = {
  contentOrAttachmentRequired: 'A message needs text or an attachment',
  deleteReasonRequired: 'A reason is required to delete a message',
} as const;

/** Fields a message and a chat's last message share. */
const MessageCommon = {
  id: Id,
  content: z.string().default(''),
  createdAt: Timestamp,
  type: MessageType.default(MESSAGE_TYPE_NORMAL),
  deletedAt: Timestamp.nullable().default(null),
  deleted: Deleted.nullable().default(null),
  maskedContent: z.string().nullable().default(null),
  abuse_modification_data: AbuseModificationField,
};

/** A message, child of a chat (spec §3). */
export const Message = z.object({
  ...MessageCommon,
  previousMessage: Id.nullable().default(null),
  senderType: SenderType,
  senderId: z.string().nullable().default(null),
  senderName: z.string().nullable().default(null),
  attachment: Attachment.nullable().default(null),
  imported: z.boolean().default(false),
});
export type Message = z.infer<typeof Message>;

/**
 * The chat's copy of its last message (spec §3). A missing `isFree` reads as false: a message is
 * free only when the platform says so, and a non-free message must not drop out of the queue.
 */
export const LastMessage = z.object({
  ...MessageCommon,
  isFree: z.boolean().default(false),
});
export type LastMessage = z.infer<typeof LastMessage>;

/** The message an operator sends: senderType is always `agent`. */
export const OutgoingMessage = z
  .object({
    senderType: z.literal(OPERATOR_SENDER_TYPE),
    senderId: Id,
    senderName: z.string().nullish(),
    content: z.string().default(''),
    type: MessageType.default(MESSAGE_TYPE_NORMAL),
    attachment: Attachment.nullish(),
    previousMessage: Id.nullish(),
  })
  .refine((message) => message.content.trim() !== '' || Boolean(message.attachment), {
    message: messageSchemaMessages.contentOrAttachmentRequired,
    path: ['content'],
  });
export type OutgoingMessage = z.infer<typeof OutgoingMessage>;

/** `POST /message/send {chatDocumentId, message{senderType, senderId, …}, domain, metadata}`. */
export const SendMessageRequest = z.object({
  chatDocumentId: Id,
  message: OutgoingMessage,
  domain: DomainName,
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

/** Delete a message (spec §7 per-locale data action): `{chatId, messageId, reason}`. */
export const DeleteMessageRequest = z.object({
  chatId: Id,
  messageId: Id,
  reason: z.string().trim().min(1, messageSchemaMessages.deleteReasonRequired),
});
export type DeleteMessageRequest = z.infer<typeof DeleteMessageRequest>;

/** Update a message with a moderator's modification (spec §7 per-locale data action). */
export const UpdateMessageRequest = z.object({
  chatId: Id,
  messageId: Id,
  abuse_modification_data: AbuseModificationData,
});
export type UpdateMessageRequest = z.infer<typeof UpdateMessageRequest>;
