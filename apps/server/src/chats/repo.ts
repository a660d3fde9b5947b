import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  QUEUEABLE_TRIGGER_TYPES,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type QueuePool,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { chats } from '../db/schema.js';
import type { ChatRecord } from './rows.js';

/**
 * The SQL side of the queue rules. Each condition mirrors a domain rule (`chat/unclaimed.ts`), so
 * the database can use its indexes; whatever reaches a client still goes through the domain rule.
 */

/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Pick<Database, 'select' | 'update' | 'insert' | 'execute'>;

/** No live claim at `now` (an ISO time): `chatFromRecord` reads the same. */
export function unclaimedAt(now: string): SQL {
  return or(isNull(chats.claimedBy), isNull(chats.claimExpiresAt), lte(chats.claimExpiresAt, now))!;
}

/** `uid` holds a live claim at `now`. */
export function liveClaimOf(uid: string, now: string): SQL {
  return and(eq(chats.claimedBy, uid), gt(chats.claimExpiresAt, now))!;
}

/** `isInUnclaimedQueue`: complete, not deleted, awaiting an operator, no live claim. */
export function waitingAt(now: string): SQL {
  return and(
    isNotNull(chats.domain),
    ne(chats.domain, ''),
    isNotNull(chats.customer),
    isNotNull(chats.profile),
    isNotNull(chats.lastMessage),
    eq(chats.isDeleted, false),
    eq(chats.lastMessageIsFree, false),
    or(
      eq(chats.lastSenderType, 'customer'),
      and(
        eq(chats.lastSenderType, 'trigger'),
        inArray(sql`${chats.trigger}->>'type'`, [...QUEUEABLE_TRIGGER_TYPES]),
      ),
    ),
    unclaimedAt(now),
  )!;
}

export interface QueueFilter {
  tenantId: string;
  locales: readonly string[];
  pool?: QueuePool | undefined;
}

function inQueue(filter: QueueFilter, now: string): SQL {
  return and(
    eq(chats.tenantId, filter.tenantId),
    inArray(chats.locale, [...filter.locales]),
    filter.pool ? eq(chats.pool, filter.pool) : undefined,
    waitingAt(now),
  )!;
}

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

/**
 * The oldest waiting chat of a pool, row-locked for the caller's transaction; chats other
 * transactions are claiming right now are skipped rather than waited for.
 */
export async function lockOldestWaiting(
  tx: Queryable,
  filter: QueueFilter,
  now: string,
): Promise<ChatRecord | undefined> {
  const [row] = await tx
    .select()
    .from(chats)
    .where(inQueue(filter, now))
    .orderBy(asc(chats.lastMessageAt), asc(chats.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
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
 * Serializes the claims of one operator until the transaction ends, so "at most one live claim"
 * holds even when one operator fires many claims at once (a plain check-then-update would let
 * several pass side by side on PostgreSQL).
 */
export async function lockOperatorClaims(tx: Queryable, uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-claim:${uid}`}))`);
}
