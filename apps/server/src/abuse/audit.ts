import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AbuseAuditEntry } from '@switchboard/domain';
import { abuseAudit } from '../db/schema.js';
import { iso } from '../chats/rows.js';
import type { Tx } from './flagging.js';

export type AuditAction = AbuseAuditEntry['action'];

/** One audit entry, written in the transaction of the action it records. */
export async function writeAudit(
  tx: Tx,
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

/** The audit trail of an item, oldest first. */
export async function auditOf(
  tx: Tx,
  tenantId: string,
  itemId: string,
): Promise<AbuseAuditEntry[]> {
  const rows = await tx
    .select()
    .from(abuseAudit)
    .where(and(eq(abuseAudit.tenantId, tenantId), eq(abuseAudit.itemId, itemId)))
    .orderBy(asc(abuseAudit.at), asc(abuseAudit.id));
  return rows.map((row) => ({
    id: row.id,
    itemId: row.itemId,
    action: row.action as AuditAction,
    actor: row.actor,
    at: iso(row.at) ?? '',
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    batchId: row.batchId,
  }));
}
