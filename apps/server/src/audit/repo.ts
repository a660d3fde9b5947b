import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  SERVICE_ACTOR,
  type AuditEntry,
  type AuditLatestQuery,
  type AuditLatestResponse,
  type AuditPage,
  type AuditQuery,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { staffActions, users } from '../db/schema.js';
import { decodeCursor, encodeCursor } from '../db/cursor.js';

/** `%` and `_` taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The actors `actor` names: a uid as it is, or the tenant's staff whose name or email contains
 * it (and the service operator, by a part of "Service operator"). A uid is matched as such
 * whether or not its account still exists: a row outlives it.
 */
function actorFilter(tenantId: string, actor: string): SQL {
  const pattern = `%${escapeLike(actor)}%`;
  const named = sql`(select ${users.uid} from ${users} where ${and(
    eq(users.tenantId, tenantId),
    or(ilike(users.email, pattern), ilike(users.displayName, pattern)),
  )})`;
  const uids = SERVICE_ACTOR.name.toLowerCase().includes(actor.toLowerCase())
    ? [actor, SERVICE_ACTOR.uid]
    : [actor];
  return or(inArray(staffActions.actorUid, uids), inArray(staffActions.actorUid, named))!;
}

/** The columns an entry is read from: the row and its actor's name as it is now. */
const entryColumns = {
  row: staffActions,
  displayName: users.displayName,
  email: users.email,
};

/**
 * A row as an entry: the actor by name (display name, else email, else their uid when gone; an
 * operator of the whole service, who has no account, as "Service operator").
 */
function toEntry({
  row,
  displayName,
  email,
}: {
  row: typeof staffActions.$inferSelect;
  displayName: string | null;
  email: string | null;
}): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: {
      uid: row.actorUid,
      name:
        displayName ||
        email ||
        (row.actorUid === SERVICE_ACTOR.uid ? SERVICE_ACTOR.name : row.actorUid),
    },
    kind: row.kind,
    record: { type: row.recordType, id: row.recordId, label: row.recordLabel },
    before: row.before,
    after: row.after,
    requestId: row.requestId,
  };
}

/**
 * A page of a tenant's record of staff actions, newest first, filtered by `query` (keyset paging
 * along `staff_actions_tenant_at_idx`, or the record's or actor's index when those filter).
 */
export async function readStaffActions(
  db: Database,
  tenantId: string,
  query: AuditQuery,
): Promise<AuditPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filters: (SQL | undefined)[] = [
    eq(staffActions.tenantId, tenantId),
    query.actor === undefined ? undefined : actorFilter(tenantId, query.actor),
    query.kind === undefined ? undefined : eq(staffActions.kind, query.kind),
    query.recordType === undefined ? undefined : eq(staffActions.recordType, query.recordType),
    query.recordId === undefined ? undefined : eq(staffActions.recordId, query.recordId),
    query.from === undefined ? undefined : gte(staffActions.at, query.from),
    query.to === undefined ? undefined : lte(staffActions.at, query.to),
    after
      ? sql`(${staffActions.at}, ${staffActions.id}) < (${after.at}::timestamptz, ${after.id})`
      : undefined,
  ];
  const rows = await db
    .select(entryColumns)
    .from(staffActions)
    // The actor's name as it is now; their uid when the account is gone.
    .leftJoin(users, eq(users.uid, staffActions.actorUid))
    .where(and(...filters))
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(query.limit + 1);
  const data = rows.slice(0, query.limit).map(toEntry);
  const last = data[data.length - 1];
  return {
    data,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * The newest entry of each of `query.recordIds` (of `query.recordType`) in the tenant, in one
 * statement: `distinct on (record_id)` over `staff_actions_record_idx`, newest first per
 * record (ids break ties of time). Records without entries are absent.
 */
export async function readLatestStaffActions(
  db: Database,
  tenantId: string,
  query: AuditLatestQuery,
): Promise<AuditLatestResponse> {
  const ids = [...new Set(query.recordIds)];
  const rows = await db
    .selectDistinctOn([staffActions.recordId], entryColumns)
    .from(staffActions)
    .leftJoin(users, eq(users.uid, staffActions.actorUid))
    .where(
      and(
        eq(staffActions.tenantId, tenantId),
        eq(staffActions.recordType, query.recordType),
        inArray(staffActions.recordId, ids),
      ),
    )
    .orderBy(staffActions.recordId, desc(staffActions.at), desc(staffActions.id));
  return { data: rows.map(toEntry) };
}
