import { randomUUID } from 'node:crypto';
import type { AuditKind, AuditRecordType } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { staffActions } from '../db/schema.js';
import type { StaffRequest } from './staff-request.js';

/** The longest string a recorded value keeps (Discourse cuts its previous/new values too). */
export const AUDIT_VALUE_MAX_CHARS = 1_000;

/** The most items a recorded list keeps (a word import's words); the rest are counted. */
export const AUDIT_LIST_MAX_ITEMS = 100;

/**
 * Fields never written into a record, whatever a caller passes: credentials and second-factor
 * material. Callers pass only the fields an action changed; this is the net under that rule.
 */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'totpSecret',
  'totpPendingSecret',
  'totpLastStep',
  'code',
  'codeHash',
  'token',
  'tokenHash',
  'idToken',
  'refreshToken',
  'secret',
]);

/** One staff action, as its service knows it. */
export interface StaffAction {
  tenantId: string;
  kind: AuditKind;
  record: { type: AuditRecordType; id: string; label?: string | null };
  /** The fields the action changed, before it; null (or absent) when it created the record. */
  before?: Record<string, unknown> | null;
  /** The same fields after it; null (or absent) when it deleted the record. */
  after?: Record<string, unknown> | null;
}

function cut(text: string): string {
  return text.length > AUDIT_VALUE_MAX_CHARS ? `${text.slice(0, AUDIT_VALUE_MAX_CHARS)}…` : text;
}

/** A value as recorded: secrets dropped, long strings and lists cut to a bound. */
function bounded(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) {
    const kept = value.slice(0, AUDIT_LIST_MAX_ITEMS).map(bounded);
    const more = value.length - kept.length;
    return more > 0 ? [...kept, `… ${more} more`] : kept;
  }
  if (value !== null && typeof value === 'object') return boundedObject(value);
  return value;
}

function boundedObject(value: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key) || field === undefined) continue;
    out[key] = bounded(field);
  }
  return out;
}

/**
 * Appends the record of a staff action. Call it with the transaction of the change itself, so the
 * record commits with the change and a refused or rolled-back change leaves none. The actor and
 * the request id come from the request that made it (`by`); a write with no staff member behind
 * it (`by` null: the seed, a background job) is no staff action and records nothing.
 */
export async function recordStaffAction(
  tx: Pick<Database, 'insert'>,
  by: StaffRequest | null,
  action: StaffAction,
): Promise<void> {
  const actorUid = by?.actor()?.uid;
  if (by === null || actorUid === undefined) return;
  await tx.insert(staffActions).values({
    id: randomUUID(),
    tenantId: action.tenantId,
    at: by.clock().toISOString(),
    actorUid,
    kind: action.kind,
    recordType: action.record.type,
    recordId: action.record.id,
    recordLabel: action.record.label ? cut(action.record.label) : null,
    before: action.before ? boundedObject(action.before) : null,
    after: action.after ? boundedObject(action.after) : null,
    requestId: by.requestId,
  });
}

/**
 * The fields of `after` that differ from `before`, each side with its own value: what a record
 * keeps of an edit, so it shows what changed and nothing else.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}
