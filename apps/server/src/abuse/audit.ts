import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AbuseAuditEntry } from '@switchboard/domain';
import { abuseAudit } from '../db/schema.js';
import { iso } from '../chats/rows.js';
import type { Queryable } from '../db/client.js';
import { PeopleNames } from './names.js';

export type AuditAction = AbuseAuditEntry['action'];

/** One audit entry, written in the transaction of the action it records. */
export async function writeAudit(
  tx: Queryable,
  entry: {
    tenantId: string;
    itemId: string;
    action: AuditAction;
    actor: string;
    at: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason?: string | null;
    batchId?: string | null;
  },
): Promise<void> {
  await tx.insert(abuseAudit).values({
    id: randomUUID(),
    ...entry,
    reason: entry.reason ?? null,
    batchId: entry.batchId ?? null,
  });
}

/** The people a recorded state names (its holder and reviewer). */
const PEOPLE_FIELDS = ['claimedBy', 'checkedBy'] as const;

function peopleOf(state: Record<string, unknown> | null): string[] {
  return PEOPLE_FIELDS.flatMap((field) => {
    const uid = state?.[field];
    return typeof uid === 'string' && uid !== '' ? [uid] : [];
  });
}

/** A recorded state with `claimedByName` / `checkedByName` beside the uids it names. */
function named(
  state: Record<string, unknown> | null,
  names: PeopleNames,
): Record<string, unknown> | null {
  if (!state) return null;
  const out = { ...state };
  for (const field of PEOPLE_FIELDS) {
    const uid = state[field];
    if (typeof uid === 'string' && uid !== '') out[`${field}Name`] = names.name(uid);
  }
  return out;
}

/** The audit trail of an item, oldest first, its people named (issue #28). */
export async function auditOf(
  tx: Queryable,
  tenantId: string,
  itemId: string,
): Promise<AbuseAuditEntry[]> {
  const rows = await tx
    .select()
    .from(abuseAudit)
    .where(and(eq(abuseAudit.tenantId, tenantId), eq(abuseAudit.itemId, itemId)))
    .orderBy(asc(abuseAudit.at), asc(abuseAudit.id));
  const names = await PeopleNames.of(
    tx,
    tenantId,
    rows.flatMap((row) => [row.actor, ...peopleOf(row.before), ...peopleOf(row.after)]),
  );
  return rows.map((row) => ({
    id: row.id,
    itemId: row.itemId,
    action: row.action as AuditAction,
    actor: row.actor,
    actorName: names.name(row.actor),
    at: iso(row.at) ?? '',
    before: named(row.before ?? null, names),
    after: named(row.after ?? null, names),
    reason: row.reason,
    batchId: row.batchId,
  }));
}
