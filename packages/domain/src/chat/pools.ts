import { hasRole } from '../roles.js';
import type { Chat } from '../schemas/chat.js';
import { DEFAULT_QUEUE_POOL, QUEUE_POOLS, type QueuePool } from '../schemas/queue.js';

/**
 * Queue pools (spec §3) and which of them an operator may claim chats in (spec §6).
 */

/** The label each pool is shown with. */
export const QUEUE_POOL_LABELS: Readonly<Record<QueuePool, string>> = {
  SFW: 'Snowflake',
  NSFW: 'Generic',
  AGENT_ONLY: 'Agent Only',
};

/** The claim sub-role that grants each pool: `CHAT_OPERATOR:SFW` grants SFW, and so on. */
export const POOL_CLAIM_ROLES: Readonly<Record<QueuePool, string>> = {
  SFW: 'CHAT_OPERATOR:SFW',
  NSFW: 'CHAT_OPERATOR:NSFW',
  AGENT_ONLY: 'CHAT_OPERATOR:AGENT_ONLY',
};

export function queuePoolLabel(pool: QueuePool): string {
  return QUEUE_POOL_LABELS[pool];
}

/**
 * The pools a user may claim chats in, in `QUEUE_POOLS` order. The spec names the sub-roles but
 * not the rule, so:
 * - Admin (`CHAT_ADMIN`) may claim in every pool: admins work the whole queue.
 * - Each `CHAT_OPERATOR:<POOL>` sub-role grants its pool.
 * - A plain `CHAT_OPERATOR` with no sub-role grants the default pool (NSFW) only. When sub-roles
 *   are present they alone decide, so an SFW-only operator is never handed adult chats because
 *   the base role travels with the sub-role in the token.
 * - Anyone else may claim nowhere.
 */
export function claimablePools(claimRoles: readonly string[]): QueuePool[] {
  if (hasRole(claimRoles, 'CHAT_ADMIN')) return [...QUEUE_POOLS];
  const granted = QUEUE_POOLS.filter((pool) => claimRoles.includes(POOL_CLAIM_ROLES[pool]));
  if (granted.length > 0) return granted;
  return claimRoles.includes('CHAT_OPERATOR') ? [DEFAULT_QUEUE_POOL] : [];
}

export function mayClaimInPool(claimRoles: readonly string[], pool: QueuePool): boolean {
  return claimablePools(claimRoles).includes(pool);
}

/** The pool a chat waits in: the pool of its last message, or the default pool (NSFW). */
export function chatQueuePool(chat: Pick<Chat, 'lastMessageMessagePool'>): QueuePool {
  return chat.lastMessageMessagePool ?? DEFAULT_QUEUE_POOL;
}

/** Whether a user may claim this chat: its pool is one they may claim in. */
export function mayClaimChat(
  claimRoles: readonly string[],
  chat: Pick<Chat, 'lastMessageMessagePool'>,
): boolean {
  return mayClaimInPool(claimRoles, chatQueuePool(chat));
}
