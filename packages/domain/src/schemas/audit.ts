import { z } from 'zod';
import { Id, Timestamp } from './common.js';

/**
 * The record of staff actions (issue #31): every write by staff appends one entry in the same
 * transaction as the change — who, when, what, on which record, before and after (never a
 * secret), and the request id the client saw. Entries are never updated or deleted by the product.
 * Read by admins: `GET /audit`, `switchboard audit`, and "last changed by … at …" in the console.
 */

/** The kinds of record an entry is about: where the console shows "last changed by". */
export const AUDIT_RECORD_TYPES = [
  'user',
  'abuse-word',
  'system-notification',
  'announcement',
  'topic',
  'poke',
  'flagged-item',
  'session',
  'cache',
  'trigger',
  'tenant',
  'domain',
] as const;
export const AuditRecordType = z.enum(AUDIT_RECORD_TYPES);
export type AuditRecordType = z.infer<typeof AuditRecordType>;

/**
 * What was done: `<record type>.<action>`. The list is the product's; a new staff write adds its
 * kind here (and its words in `AUDIT_KIND_LABELS`) before it records anything.
 */
export const AUDIT_KINDS = [
  'user.create',
  'user.roles',
  'user.geos',
  'user.disable',
  'user.enable',
  'user.mfa-reset',
  'session.sign-out',
  'abuse-word.create',
  'abuse-word.delete',
  'abuse-word.import',
  'system-notification.create',
  'system-notification.disable',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'topic.create',
  'topic.update',
  'topic.delete',
  'poke.create',
  'poke.update',
  'poke.send-now',
  'poke.send-late',
  'poke.cancel',
  'poke.kill',
  'poke.delete',
  'poke.convert-recurring',
  'poke.add-domain',
  'flagged-item.remediate',
  'cache.delete',
  'trigger.run',
  'tenant.create',
  'tenant.appearance',
  'domain.create',
] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

/** Each kind in words, for the console and the CLI ("Disabled the account"). */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'user.create': 'Created the account',
  'user.roles': 'Changed the roles',
  'user.geos': 'Changed the geos',
  'user.disable': 'Disabled the account',
  'user.enable': 'Enabled the account',
  'user.mfa-reset': 'Reset the second factor',
  'session.sign-out': 'Signed the user out everywhere',
  'abuse-word.create': 'Added the word',
  'abuse-word.delete': 'Deleted the word',
  'abuse-word.import': 'Imported words',
  'system-notification.create': 'Posted the system notification',
  'system-notification.disable': 'Disabled the system notification',
  'announcement.create': 'Published the announcement',
  'announcement.update': 'Edited the announcement',
  'announcement.delete': 'Deleted the announcement',
  'topic.create': 'Created the topic',
  'topic.update': 'Renamed the topic',
  'topic.delete': 'Deleted the topic',
  'poke.create': 'Created the poke',
  'poke.update': 'Edited the poke',
  'poke.send-now': 'Sent the poke now',
  'poke.send-late': 'Sent the poke late',
  'poke.cancel': 'Cancelled the poke',
  'poke.kill': 'Stopped the poke',
  'poke.delete': 'Deleted the poke',
  'poke.convert-recurring': 'Converted the poke to recurring',
  'poke.add-domain': 'Added a domain to the poke',
  'flagged-item.remediate': 'Remediated the flagged item',
  'cache.delete': 'Deleted cache entries',
  'trigger.run': 'Ran a trigger',
  'tenant.create': 'Created the tenant',
  'tenant.appearance': 'Changed the tenant’s appearance',
  'domain.create': 'Added the domain',
};

/**
 * The actor of an entry made by an operator of the whole service (`SERVICE_TOKEN`), who has no
 * account in any tenant: the entries of a tenant's creation, appearance, domains and admins name
 * them so.
 */
export const SERVICE_ACTOR = { uid: 'service', name: 'Service operator' } as const;

/** A JSON value as stored in `before` / `after`. */
const JsonObject = z.record(z.string(), z.unknown());

export const AuditEntry = z.object({
  id: Id,
  at: Timestamp,
  /** The staff member who acted, by name (display name, else email) as well as id. */
  actor: z.object({ uid: Id, name: z.string() }),
  kind: AuditKind,
  record: z.object({
    type: AuditRecordType,
    id: z.string(),
    /** The record in words when it has them (an email, a word, a poke's excerpt), else null. */
    label: z.string().nullable(),
  }),
  /** The record's fields the action changed, before it; null when it created the record. */
  before: JsonObject.nullable(),
  /** The same fields after it; null when it deleted the record. */
  after: JsonObject.nullable(),
  /** The `X-Request-Id` of the request that made the change. */
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The most entries a page of `GET /audit` holds. */
export const AUDIT_PAGE_MAX = 200;

/** `GET /audit`: filters (all optional) and paging, newest first. */
export const AuditQuery = z.object({
  /** An actor's uid, or part of their name or email. */
  actor: z.string().trim().min(1).max(200).optional(),
  kind: AuditKind.optional(),
  recordType: AuditRecordType.optional(),
  recordId: z.string().trim().min(1).max(200).optional(),
  from: Timestamp.optional(),
  to: Timestamp.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({
  data: z.array(AuditEntry),
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** The most records one `GET /audit/latest` asks about: a table's page of rows. */
export const AUDIT_LATEST_MAX = 200;

/**
 * `GET /audit/latest`: the newest entry of each of a table's records at once ("Last changed by"
 * per row), not a call per row. `recordIds` is comma-separated: 1 to 200 ids of 1 to 200
 * characters each, spaces around them ignored.
 */
export const AuditLatestQuery = z.object({
  recordType: AuditRecordType,
  recordIds: z.string().transform((value, ctx) => {
    const ids = value.split(',').map((id) => id.trim());
    if (ids.length > AUDIT_LATEST_MAX || ids.some((id) => id.length === 0 || id.length > 200)) {
      ctx.addIssue({
        code: 'custom',
        message: `recordIds must be 1 to ${AUDIT_LATEST_MAX} comma-separated ids, each 1 to 200 characters`,
      });
      return z.NEVER;
    }
    return ids;
  }),
});
export type AuditLatestQuery = z.infer<typeof AuditLatestQuery>;

/** The newest entry of each asked record that has one (a record no staff changed is absent). */
export const AuditLatestResponse = z.object({ data: z.array(AuditEntry) });
export type AuditLatestResponse = z.infer<typeof AuditLatestResponse>;
