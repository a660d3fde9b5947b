/**
 * The SQL side of the queue rules. Each condition mirrors a domain rule (`chat/unclaimed.ts`), so
 * the database can use its indexes; whatever reaches a client still goes through the domain rule.
 * The queue's reads (`queue.ts`), the claim statements (`claims.ts`) and the sweeper of expired
 * claims (`sweeper.ts`) are built from them.
 */
import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { QUEUEABLE_TRIGGER_TYPES, type QueuePool } from '@switchboard/domain';
import type { Queryable } from '../../db/client.js';
import { chats } from '../../db/schema.js';

/** An ISO time, a placeholder for one in a prepared statement, or a column of one (a batch's). */
type Time = string | Placeholder | SQL;

/** No live claim at `now` (an ISO time): `chatFromRecord` reads the same. */
export function unclaimedAt(now: Time): SQL {
  return or(isNull(chats.claimedBy), isNull(chats.claimExpiresAt), lte(chats.claimExpiresAt, now))!;
}

/** `uid` holds a live claim at `now` (on a row of `table`: `chats` or an alias of it). */
export function liveClaimOf(
  uid: string | Placeholder,
  now: Time,
  table: { claimedBy: PgColumn; claimExpiresAt: PgColumn } = chats,
): SQL {
  return and(eq(table.claimedBy, uid), gt(table.claimExpiresAt, now))!;
}

/** The chats an operator's other claims are looked up in, inside a statement on `chats`. */
export const held = alias(chats, 'held');

/** The id of the chat `uid` holds a live claim on in the tenant, as a subquery. */
export function liveClaimIdOf(tenantId: string, uid: string, now: string, db: Queryable) {
  return db
    .select({ id: held.id })
    .from(held)
    .where(and(eq(held.tenantId, tenantId), liveClaimOf(uid, now, held)))
    .limit(1);
}

/** `isInUnclaimedQueue`: complete, not deleted, awaiting an operator, no live claim. */
export function waitingAt(now: Time): SQL {
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

export function inQueue(filter: QueueFilter, now: string): SQL {
  return and(
    eq(chats.tenantId, filter.tenantId),
    inArray(chats.locale, [...filter.locales]),
    filter.pool ? eq(chats.pool, filter.pool) : undefined,
    waitingAt(now),
  )!;
}
