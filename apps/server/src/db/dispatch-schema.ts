import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The poke dispatcher's tables (issue #14), re-exported from schema.ts. A poke is sent in runs (a
 * plain poke has one; a recurring poke one per period), each run per site, each site in batches;
 * every recipient gets one row in `poke_deliveries`, whose primary key is what makes a delivery
 * happen once whatever the number of processes, crashes or resumes.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One run of a poke: the send due at `due_at` (the poke's scheduled time when the run began).
 * `state`: late (found past the grace time; waits for a poker's decision), running, done,
 * mixed, killed, crashed, cancelled. Unique per (poke, due time): two processes finding the same
 * due poke start it once.
 */
export const pokeRuns = pgTable(
  'poke_runs',
  {
    id: text('id').primaryKey(),
    pokeId: text('poke_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    dueAt: at('due_at').notNull(),
    state: text('state').notNull(),
    /** Why it crashed, was killed or was cancelled. */
    reason: text('reason'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('poke_runs_due_idx').on(t.pokeId, t.dueAt),
    index('poke_runs_state_idx').on(t.state),
    /** The statistics read a tenant's runs by due time (each run is a send of its own). */
    index('poke_runs_tenant_due_idx').on(t.tenantId, t.locale, t.dueAt),
  ],
);

/**
 * A run on one site: the audience resolved there at send time, worked in batches by customer id
 * (`cursor`: the last id done) while `state` is running. A batch locks its row (`FOR UPDATE SKIP
 * LOCKED`), so one process works a site at a time and the others take other sites or wait.
 */
export const pokeRunSites = pgTable(
  'poke_run_sites',
  {
    runId: text('run_id')
      .notNull()
      .references(() => pokeRuns.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    pokeId: text('poke_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** running, done, killed, crashed. */
    state: text('state').notNull(),
    /** How many the site may reach at most (its estimate at send time; the legacy limit). */
    estimate: integer('estimate').notNull(),
    cursor: text('cursor').notNull().default(''),
    /** Customers taken so far (sent, skipped, or already had it): `estimate` caps it. */
    processed: integer('processed').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** Skipped recipients by reason. */
    skipped: jsonb('skipped')
      .notNull()
      .default(sql`'{}'::jsonb`)
      .$type<Record<string, number>>(),
    /** Recipients whose delivery failed for a reason of their own (the reason is on their row). */
    failed: integer('failed').notNull().default(0),
    reason: text('reason'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.site] }),
    index('poke_run_sites_state_idx').on(t.state),
  ],
);

/**
 * What happened to each recipient of a poke: `sent` (with the chat and message), `skipped` with
 * why (`in_conversation`, `answered` for a follow-up's target who answered, `filtered_out` for
 * one no longer matching at send time), or `failed` with the database's reason when writing their
 * chat or message was refused for something of theirs. Primary key (poke, customer): a customer
 * gets a poke once, and a failed one is not tried again.
 */
export const pokeDeliveries = pgTable(
  'poke_deliveries',
  {
    pokeId: text('poke_id').notNull(),
    customerId: text('customer_id').notNull(),
    runId: text('run_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    site: text('site').notNull(),
    outcome: text('outcome').notNull().$type<'sent' | 'skipped' | 'failed'>(),
    reason: text('reason'),
    chatId: text('chat_id'),
    messageId: text('message_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pokeId, t.customerId] }),
    index('poke_deliveries_site_idx').on(t.tenantId, t.site, t.createdAt),
    index('poke_deliveries_created_idx').on(t.createdAt),
  ],
);
