import { UNCLAIMED_CHAT_QUERY_LIMIT } from '../constants.js';
import { toMillis } from '../schemas/common.js';
import type { Chat, CompleteChat } from '../schemas/chat.js';

/**
 * Unclaimed chats and the admin queue of them, spec §3 and §4.
 */

/**
 * Trigger types whose chats wait in the queue for an operator. The spec speaks of "a queueable
 * trigger" without a list. These are the triggers a customer causes by acting on a profile (the
 * interaction kinds of §3 — flirt, favorite, like, proposal — and a profile visit): each deserves
 * a reply from that profile. The platform's own nudges, `stopped_conversation` and
 * `re_engagement`, are not queueable: nobody is waiting for an answer to them. A trigger type not
 * listed here is not queueable, so a new kind of platform message never floods the queue before
 * someone decides it should.
 */
export const QUEUEABLE_TRIGGER_TYPES = [
  'flirt',
  'favorite',
  'like',
  'proposal',
  'profile_visit',
] as const;
export type QueueableTriggerType = (typeof QUEUEABLE_TRIGGER_TYPES)[number];

export function isQueueableTrigger(type: string | null | undefined): boolean {
  return (QUEUEABLE_TRIGGER_TYPES as readonly (string | null | undefined)[]).includes(type);
}

/**
 * The keep rule: a chat stays in an unclaimed list only if it has an id, a customer, a profile,
 * a last message and a domain.
 */
export function isCompleteChat(chat: Chat): chat is CompleteChat {
  return (
    chat.id !== '' &&
    chat.customer !== null &&
    chat.profile !== null &&
    chat.lastMessage !== null &&
    chat.domain !== null &&
    chat.domain !== ''
  );
}

/**
 * Whether a chat is unclaimed at `now`: `claimedBy` is empty (null or blank), or the claim has
 * expired (`claimExpiresAt` at or before `now`, the moment the countdown signals 'end'). A claim
 * without an expiry time holds until it is released.
 */
export function isChatUnclaimed(
  chat: Pick<Chat, 'claimedBy' | 'claimExpiresAt'>,
  now: Date,
): boolean {
  if (chat.claimedBy === null || chat.claimedBy.trim() === '') return true;
  if (chat.claimExpiresAt === null) return false;
  return toMillis(chat.claimExpiresAt) <= now.getTime();
}

/**
 * Whether a chat's last message waits for an operator: it came from the customer or from a
 * queueable trigger, and it is not free.
 */
export function isAwaitingOperator(
  chat: Pick<Chat, 'lastSenderType' | 'trigger' | 'lastMessage'>,
): boolean {
  if (chat.lastMessage === null || chat.lastMessage.isFree) return false;
  if (chat.lastSenderType === 'customer') return true;
  return chat.lastSenderType === 'trigger' && isQueueableTrigger(chat.trigger?.type);
}

/**
 * Whether a chat belongs in the admin queue at `now`: it passes the keep rule, is unclaimed and
 * awaits an operator. Deleted chats never do (the spec is silent; a deleted chat has nobody to
 * answer).
 */
export function isInUnclaimedQueue(chat: Chat, now: Date): chat is CompleteChat {
  return (
    isCompleteChat(chat) &&
    !chat.isDeleted &&
    isChatUnclaimed(chat, now) &&
    isAwaitingOperator(chat)
  );
}

/**
 * Oldest first by the time of the last message; ties (and unreadable times, which sort last)
 * fall back to the id so the order never flickers between updates.
 */
export function compareUnclaimedChats(
  a: Pick<Chat, 'id' | 'lastMessage'>,
  b: Pick<Chat, 'id' | 'lastMessage'>,
): number {
  const at = toMillis(a.lastMessage?.createdAt);
  const bt = toMillis(b.lastMessage?.createdAt);
  const aKey = Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
  const bKey = Number.isNaN(bt) ? Number.POSITIVE_INFINITY : bt;
  if (aKey !== bKey) return aKey < bKey ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The admin queue: chats of `chats` that belong in it at `now`, oldest first, at most `limit`
 * (150 by default, spec §9).
 */
export function selectUnclaimedQueue(
  chats: readonly Chat[],
  now: Date,
  limit: number = UNCLAIMED_CHAT_QUERY_LIMIT,
): CompleteChat[] {
  return chats
    .filter((chat): chat is CompleteChat => isInUnclaimedQueue(chat, now))
    .sort(compareUnclaimedChats)
    .slice(0, Math.max(0, limit));
}
