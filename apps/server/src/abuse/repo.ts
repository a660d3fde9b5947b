import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ABUSE_CLAIM_EXPIRY_MS,
  type AbuseInfo,
  type AbuseItem,
  type Message,
  type Poke,
} from '@switchboard/domain';
import { flaggedItems, messages, pokes } from '../db/schema.js';
import { iso, messageFromRecord } from '../chats/rows.js';
import { pokeFromRecord } from '../pokes/rows.js';
import { rowsOf } from './flagging.js';
import type { Queryable } from '../db/client.js';
import { PeopleNames } from './names.js';

export type FlaggedRow = typeof flaggedItems.$inferSelect;

/** The review state of a row: spec §4's abuse{status, checkedAt, checkedBy, claimedBy, claimedAt}. */
export function abuseInfoOf(row: FlaggedRow): AbuseInfo {
  return {
    status: row.status,
    checkedAt: iso(row.checkedAt),
    checkedBy: row.checkedBy,
    claimedBy: row.claimedBy,
    claimedAt: iso(row.claimedAt),
  };
}

/** What the audit trail keeps of a row's state. */
export function auditStateOf(row: FlaggedRow): Record<string, unknown> {
  return {
    ...abuseInfoOf(row),
    reason: row.reason,
    batchId: row.batchId,
    remediation: row.remediation,
    version: row.version,
  };
}

/** The time before which a claim of `claimTtlMs` has expired. */
export function claimCutoff(now: Date, claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS): string {
  return new Date(now.getTime() - claimTtlMs).toISOString();
}

/**
 * Rows as the API sends them, with their message or poke (read in two batched selects) and the
 * names of their holder and reviewer (one more). The rows are of one tenant.
 */
export async function itemsOf(db: Queryable, rows: readonly FlaggedRow[]): Promise<AbuseItem[]> {
  const messageIds = rows.filter((r) => r.kind === 'message').map((r) => r.id);
  const pokeIds = rows.filter((r) => r.kind === 'poke').map((r) => r.id);
  const messageById = new Map<string, Message>();
  const pokeById = new Map<string, Poke>();
  if (messageIds.length > 0) {
    for (const row of await db.select().from(messages).where(inArray(messages.id, messageIds))) {
      messageById.set(row.id, messageFromRecord(row));
    }
  }
  if (pokeIds.length > 0) {
    for (const row of await db.select().from(pokes).where(inArray(pokes.id, pokeIds))) {
      pokeById.set(row.id, pokeFromRecord(row));
    }
  }
  // The holder and the reviewer by name (issue #28), for every answer and live row alike.
  const names = await PeopleNames.of(
    db,
    rows[0]?.tenantId,
    rows.flatMap((row) => [row.claimedBy, row.checkedBy]),
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    locale: row.locale,
    createdAt: iso(row.itemCreatedAt) ?? '',
    flaggedAt: iso(row.flaggedAt) ?? '',
    abuse: {
      ...abuseInfoOf(row),
      ...(row.claimedBy === null ? {} : { claimedByName: names.name(row.claimedBy) }),
      ...(row.checkedBy === null ? {} : { checkedByName: names.name(row.checkedBy) }),
    },
    senderId: row.senderId,
    senderName: row.senderName,
    profileName: row.profileName,
    chatId: row.chatId,
    text: row.text,
    matchedWords: row.matchedWords,
    message: messageById.get(row.id) ?? null,
    poke: pokeById.get(row.id) ?? null,
    reason: row.reason,
    batchId: row.batchId,
    remediation: row.remediation,
    version: row.version,
  }));
}

/** One flagged row of the tenant; `lock` holds it until the transaction ends. */
export async function findRow(
  db: Queryable,
  tenantId: string,
  id: string,
  lock = false,
): Promise<FlaggedRow | null> {
  const query = db
    .select()
    .from(flaggedItems)
    .where(and(eq(flaggedItems.tenantId, tenantId), eq(flaggedItems.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Most items the queue list and its live query carry (the oldest). */
export const ABUSE_QUEUE_LIMIT = 500;

/** Pending and claimed items of some locales, oldest first. */
export async function queueRows(
  db: Queryable,
  tenantId: string,
  locales: readonly string[],
  kind?: 'message' | 'poke',
  limit = ABUSE_QUEUE_LIMIT,
): Promise<FlaggedRow[]> {
  if (locales.length === 0) return [];
  return db
    .select()
    .from(flaggedItems)
    .where(
      and(
        eq(flaggedItems.tenantId, tenantId),
        inArray(flaggedItems.locale, [...locales]),
        inArray(flaggedItems.status, ['pending', 'claimed']),
        kind ? eq(flaggedItems.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(flaggedItems.itemCreatedAt), asc(flaggedItems.id))
    .limit(limit);
}

export interface PickedItem {
  id: string;
  /** The reviewer already held a live claim on it. */
  held: boolean;
  prevStatus: string;
  prevClaimedBy: string | null;
  prevClaimedAt: string | null;
}

/** What the reviewer asks "next" for: some locales, optionally one kind, minus skipped items. */
export interface NextFilter {
  locales: readonly string[];
  kind?: 'message' | 'poke' | undefined;
  /** Items the reviewer skipped (this check screen session): never handed to them. */
  skip?: readonly string[] | undefined;
}

/** The filter's conditions on `flagged_items` (tenant, locales, kind, not skipped). */
function nextScope(tenantId: string, { locales, kind, skip = [] }: NextFilter) {
  return sql`tenant_id = ${tenantId}
    and locale = any(string_to_array(${locales.join(',')}, ','))
    and (${kind ?? null}::text is null or kind = ${kind ?? null}::text)
    and id <> all(string_to_array(${skip.join('\n')}, E'\n'))`;
}

/**
 * "Next item", spec §4, as ONE statement: the reviewer's live claim if they hold one (oldest),
 * otherwise the oldest item of the filter that is pending, released, or whose claim has expired,
 * taken with FOR UPDATE SKIP LOCKED and claimed in the same UPDATE, so two reviewers never get the
 * same item. A held item keeps its claimedAt (the countdown goes on); a new one starts it. Both
 * branches honour the filter: a held item of another kind, or one the reviewer skipped, is not
 * handed back (the check screen gives back a held item that leaves its filter).
 */
export async function pickNext(
  db: Queryable,
  tenantId: string,
  reviewer: string,
  filter: NextFilter,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): Promise<PickedItem | null> {
  if (filter.locales.length === 0) return null;
  const at = now.toISOString();
  const cutoff = claimCutoff(now, claimTtlMs);
  const scope = nextScope(tenantId, filter);
  const result = await db.execute(sql`
    with held as (
      select id, status, claimed_by, claimed_at from flagged_items
      where ${scope} and status = 'claimed'
        and claimed_by = ${reviewer} and claimed_at > ${cutoff}::timestamptz
      order by item_created_at, id limit 1
    ), free as (
      select id, status, claimed_by, claimed_at from flagged_items
      where ${scope}
        and status in ('pending', 'claimed')
        and (claimed_by is null or claimed_at is null or claimed_at <= ${cutoff}::timestamptz)
        and not exists (select 1 from held)
      order by item_created_at, id limit 1
      for update skip locked
    ), pick as (
      select id, status, claimed_by, claimed_at, true as held from held
      union all
      select id, status, claimed_by, claimed_at, false as held from free
    )
    update flagged_items f set
      status = 'claimed',
      claimed_by = ${reviewer},
      claimed_at = case when pick.held then f.claimed_at else ${at}::timestamptz end,
      version = f.version + 1
    from pick
    where f.id = pick.id
    returning f.id, pick.held, pick.status as "prevStatus", pick.claimed_by as "prevClaimedBy",
      pick.claimed_at::text as "prevClaimedAt"
  `);
  const [row] = rowsOf<PickedItem>(result);
  return row ?? null;
}

/** Whether any item of the filter is free to take (after a `pickNext` that found none). */
export async function anyFree(
  db: Queryable,
  tenantId: string,
  filter: NextFilter,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): Promise<boolean> {
  if (filter.locales.length === 0) return false;
  const cutoff = claimCutoff(now, claimTtlMs);
  const result = await db.execute(sql`
    select 1 as one from flagged_items
    where ${nextScope(tenantId, filter)}
      and status in ('pending', 'claimed')
      and (claimed_by is null or claimed_at is null or claimed_at <= ${cutoff}::timestamptz)
    limit 1
  `);
  return rowsOf(result).length > 0;
}
