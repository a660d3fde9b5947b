/** The queue's reads: waiting chats, their counts, and operators' live claims (`conditions.ts`). */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { UNCLAIMED_CHAT_QUERY_LIMIT } from '@switchboard/domain';
import type { Queryable } from '../../db/client.js';
import { chats } from '../../db/schema.js';
import type { ChatRecord } from '../rows.js';
import type { QueueFilter } from './conditions.js';
import { liveClaimOf, inQueue } from './conditions.js';

/** The waiting chats of some locales (and a pool), oldest last message first. */
export async function waitingChats(
  db: Queryable,
  filter: QueueFilter,
  now: string,
  limit = UNCLAIMED_CHAT_QUERY_LIMIT,
): Promise<ChatRecord[]> {
  return db
    .select()
    .from(chats)
    .where(inQueue(filter, now))
    .orderBy(asc(chats.lastMessageAt), asc(chats.id))
    .limit(limit);
}

/** How many chats wait per locale and pool, and since when. */
export async function countWaiting(
  db: Queryable,
  tenantId: string,
  locales: readonly string[],
  now: string,
): Promise<{ locale: string; pool: string; count: number; oldest: string | null }[]> {
  return db
    .select({
      locale: chats.locale,
      pool: chats.pool,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${chats.lastMessageAt})`,
    })
    .from(chats)
    .where(inQueue({ tenantId, locales }, now))
    .groupBy(chats.locale, chats.pool);
}

/** The chat `uid` holds a live claim on, if any. */
export async function liveClaimOfUser(
  db: Queryable,
  tenantId: string,
  uid: string,
  now: string,
): Promise<ChatRecord | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.tenantId, tenantId), liveClaimOf(uid, now)))
    .limit(1);
  return row;
}

/**
 * `liveClaimOfUser` for several users of a tenant in one statement: per uid, the chat they hold a
 * live claim on (at most one: `ONE_CLAIM_INDEX`), absent when none.
 */
export async function liveClaimsOfUsers(
  db: Queryable,
  tenantId: string,
  uids: readonly string[],
  now: string,
): Promise<Map<string, ChatRecord>> {
  const rows = await db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.tenantId, tenantId),
        inArray(chats.claimedBy, [...uids]),
        gt(chats.claimExpiresAt, now),
      ),
    );
  return new Map(rows.map((row) => [row.claimedBy!, row]));
}
