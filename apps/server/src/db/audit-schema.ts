import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditKind, AuditRecordType } from '@switchboard/domain';
import { tenants } from './core-schema.js';

/**
 * The record of staff actions (issue #31), kept apart from schema.ts, which re-exports it. One
 * row per staff write, inserted in the write's own transaction (`audit/record.ts`); the product
 * never updates or deletes a row, and a trigger (migration 0028) refuses it to anyone who tries.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const staffActions = pgTable(
  'staff_actions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    at: at('at').notNull(),
    /** The staff member who acted; no reference, so a row outlives its author's account. */
    actorUid: text('actor_uid').notNull(),
    kind: text('kind').notNull().$type<AuditKind>(),
    recordType: text('record_type').notNull().$type<AuditRecordType>(),
    recordId: text('record_id').notNull(),
    /** The record in words when the action happened (an email, a word, a poke's excerpt). */
    recordLabel: text('record_label'),
    /** The fields the action changed, before and after; never a secret. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The `X-Request-Id` of the request that made the change. */
    requestId: text('request_id'),
  },
  (t) => [
    // The reads of GET /audit, newest first: the whole tenant, one record's history ("last
    // changed by"), one actor's actions. `id` breaks ties of `at` for keyset paging.
    index('staff_actions_tenant_at_idx').on(t.tenantId, t.at.desc(), t.id.desc()),
    index('staff_actions_record_idx').on(t.tenantId, t.recordType, t.recordId, t.at.desc()),
    index('staff_actions_actor_idx').on(t.tenantId, t.actorUid, t.at.desc()),
  ],
);
