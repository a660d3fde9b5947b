import { hasRole, type RouterRole } from '../roles.js';
import type { Chat } from '../schemas/chat.js';
import { isChatUnclaimed } from './unclaimed.js';

/**
 * Who may read a chat (its messages, older pages): the operator holding its live claim, and the
 * roles that review chats they do not answer. The spec lists the screens, not this rule: Admin
 * works every queue, Manager reads chat quality and live conversations, AbuseChecker reviews
 * flagged messages in their context. Everyone only within their geos (spec §6).
 */
export const CHAT_READER_ROLES: readonly RouterRole[] = ['Admin', 'Manager', 'AbuseChecker'];

type ClaimFields = Pick<Chat, 'claimedBy' | 'claimExpiresAt'>;

/** Whether `uid` holds a live claim on the chat at `now`. */
export function holdsLiveClaim(uid: string, chat: ClaimFields, now: Date): boolean {
  return chat.claimedBy === uid && uid !== '' && !isChatUnclaimed(chat, now);
}

export function mayReadChat(
  user: { uid: string; roles: readonly string[]; geos: readonly string[] },
  chat: ClaimFields & Pick<Chat, 'locale'>,
  now: Date,
): boolean {
  if (!user.geos.includes(chat.locale)) return false;
  return hasRole(user.roles, CHAT_READER_ROLES) || holdsLiveClaim(user.uid, chat, now);
}
