import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  ABUSE_BULK_MAX,
  PAGE_SIZE_ABUSE_HISTORY,
  type AbuseHistoryQuery,
  type AbuseItem,
  type AbuseListPage,
  type AbuseRemediationQuery,
  type Message,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { flaggedItems, messages } from '../db/schema.js';
import { messageFromRecord } from '../chats/rows.js';
import type { Queryable } from '../db/client.js';
import { itemsOf, type FlaggedRow } from './repo.js';

/** A page (from 1) of a query whose rows and total are read by SQL. */
export async function pageOf(
  db: Queryable,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
): Promise<AbuseListPage<AbuseItem>> {
  const [totalRow] = await db.select({ n: count() }).from(flaggedItems).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows: FlaggedRow[] = await db
    .select()
    .from(flaggedItems)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: await itemsOf(db, rows),
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

function localesFor(user: AuthUser, locale: string | undefined): string[] {
  return locale ? [locale] : [...user.geos];
}

/**
 * The history's reviewer filter (issue #28): the reviewer's uid, or a part of their name or
 * e-mail, any case ("Abe" finds "Abe Checker").
 */
function reviewerMatches(tenantId: string, reviewer: string): SQL {
  const part = reviewer.trim().toLowerCase();
  return sql`(${flaggedItems.checkedBy} = ${reviewer.trim()} or exists (
    select 1 from users u
    where u.uid = ${flaggedItems.checkedBy} and u.tenant_id = ${tenantId}
      and (strpos(lower(coalesce(u.display_name, '')), ${part}) > 0
        or strpos(lower(u.email), ${part}) > 0)
  ))`;
}

/** History (spec §4): items marked safe or abuse, newest decision first, 10 a page. */
export function historyPage(
  db: Queryable,
  user: AuthUser,
  query: AbuseHistoryQuery,
): Promise<AbuseListPage<AbuseItem>> {
  const where = and(
    eq(flaggedItems.tenantId, user.tenantId),
    inArray(flaggedItems.locale, localesFor(user, query.locale)),
    query.verdict
      ? eq(flaggedItems.status, query.verdict)
      : inArray(flaggedItems.status, ['safe', 'abuse']),
    query.kind ? eq(flaggedItems.kind, query.kind) : undefined,
    query.reviewer ? reviewerMatches(user.tenantId, query.reviewer) : undefined,
    query.from ? gte(flaggedItems.checkedAt, query.from) : undefined,
    query.to ? lt(flaggedItems.checkedAt, query.to) : undefined,
  );
  return pageOf(
    db,
    where,
    [desc(flaggedItems.checkedAt), asc(flaggedItems.id)],
    query.page,
    PAGE_SIZE_ABUSE_HISTORY,
  );
}

/** Messages marked abuse that still need action (or all of them), oldest decision first. */
export function remediationPage(
  db: Queryable,
  user: AuthUser,
  query: AbuseRemediationQuery,
): Promise<AbuseListPage<AbuseItem>> {
  const where = and(
    eq(flaggedItems.tenantId, user.tenantId),
    inArray(flaggedItems.locale, localesFor(user, query.locale)),
    eq(flaggedItems.status, 'abuse'),
    eq(flaggedItems.kind, 'message'),
    query.state === 'needed' ? eq(flaggedItems.remediation, 'needed') : undefined,
  );
  return pageOf(
    db,
    where,
    [asc(flaggedItems.checkedAt), asc(flaggedItems.id)],
    query.page,
    PAGE_SIZE_ABUSE_HISTORY,
  );
}

/** Messages of the conversation around a flagged message: 7 before it, it, 7 after (15). */
export async function conversationAround(db: Queryable, row: FlaggedRow): Promise<Message[]> {
  if (row.kind !== 'message' || !row.chatId) return [];
  const [self] = await db.select().from(messages).where(eq(messages.id, row.id));
  if (!self) return [];
  const inChat = eq(messages.chatId, row.chatId);
  const before = await db
    .select()
    .from(messages)
    .where(
      and(
        inChat,
        ne(messages.id, self.id),
        sql`(${messages.createdAt}, ${messages.id}) < (${self.createdAt}::timestamptz, ${self.id})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(7);
  const after = await db
    .select()
    .from(messages)
    .where(
      and(
        inChat,
        ne(messages.id, self.id),
        sql`(${messages.createdAt}, ${messages.id}) > (${self.createdAt}::timestamptz, ${self.id})`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(7);
  return [...before.reverse(), self, ...after].map(messageFromRecord);
}

/** The undecided items of the same sender or the same text as an item (a cluster), oldest first. */
export async function clusterOf(
  db: Queryable,
  user: AuthUser,
  row: FlaggedRow,
  by: 'sender' | 'text',
): Promise<AbuseItem[]> {
  const rows = await db
    .select()
    .from(flaggedItems)
    .where(
      and(
        eq(flaggedItems.tenantId, user.tenantId),
        inArray(flaggedItems.locale, [...user.geos]),
        inArray(flaggedItems.status, ['pending', 'claimed']),
        by === 'sender'
          ? eq(flaggedItems.senderId, row.senderId)
          : eq(flaggedItems.textKey, row.textKey),
      ),
    )
    .orderBy(asc(flaggedItems.itemCreatedAt), asc(flaggedItems.id))
    .limit(ABUSE_BULK_MAX);
  return itemsOf(db, rows);
}
