import { z } from 'zod';
import { Attachment, DomainName, Id, Locale, Timestamp } from './common.js';
import { LastMessage, SenderType } from './message.js';
import { DEFAULT_QUEUE_POOL, QueuePool } from './queue.js';

/**
 * A chat, stored per locale (spec §3), and the request body of `POST /chats/{id}/claim` (§7).
 *
 * Real documents may lack `domain`, `customer`, `profile` or `lastMessage`: the spec's keep rule
 * exists for exactly that, so those read as null here and `CompleteChat` is the narrowed type a
 * list holds once the rule has passed (`isCompleteChat` in `chat/unclaimed.ts`).
 */

/** The customer or the entertainment profile of a chat, as the chat document carries them. */
export const ChatParticipant = z.object({
  id: Id,
  uuid: z.string().nullable().default(null),
  name: z.string().nullable().default(null),
  avatar: z.string().nullable().default(null),
});
export type ChatParticipant = z.infer<typeof ChatParticipant>;

/** The origin type of chats (and pokes) from the legacy platform. */

/** Where a chat comes from: `legacy`, or another platform's name (the spec lists no others). */
export const ChatOrigin = z.object({ type: z.string().min(1) });
export type ChatOrigin = z.infer<typeof ChatOrigin>;

/**
 * What started the chat, when a trigger did. The spec names `stopped_conversation` and
 * `re_engagement` and no full list, so any non-empty type is accepted; the rules that depend on
 * it list the types they know (`chat/unclaimed.ts`, `chat/suggestions.ts`).
 */
export const ChatTrigger = z.object({ type: z.string().min(1) });
export type ChatTrigger = z.infer<typeof ChatTrigger>;

export const Chat = z.object({
  id: Id,
  domain: DomainName.nullable().default(null),
  locale: Locale,
  customer: ChatParticipant.nullable().default(null),
  profile: ChatParticipant.nullable().default(null),
  isConversation: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
  createdAt: Timestamp.nullable().default(null),
  updatedAt: Timestamp.nullable().default(null),
  lastMessage: LastMessage.nullable().default(null),
  lastSenderType: SenderType.nullable().default(null),
  lastMessageMessagePool: QueuePool.nullable().default(null),
  /** The claiming operator's uid; null or empty when unclaimed. */
  claimedBy: z.string().nullable().default(null),
  claimExpiresAt: Timestamp.nullable().default(null),
  origin: ChatOrigin.nullable().default(null),
  trigger: ChatTrigger.nullable().default(null),
  /** Attachments (hashes or URLs) already sent in this chat, so none is sent twice. */
  usedAttachments: z.array(z.string()).default([]),
  attachments: z.array(Attachment).default([]),
});
export type Chat = z.infer<typeof Chat>;

/** A chat that passes the keep rule: it has a domain, a customer, a profile and a last message. */
export type CompleteChat = Chat & {
  domain: string;
  customer: ChatParticipant;
  profile: ChatParticipant;
  lastMessage: LastMessage;
};

/** `POST /chats/{id}/claim {domain, messagePool}`; the pool defaults to NSFW (spec §9). */
export const ClaimChatRequest = z.object({
  domain: DomainName,
  messagePool: QueuePool.default(DEFAULT_QUEUE_POOL),
});
export type ClaimChatRequest = z.infer<typeof ClaimChatRequest>;
