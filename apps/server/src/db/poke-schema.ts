import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './core-schema.js';

/**
 * The tables of pokes and their audiences (spec §3 "Poke", "Legacy target filters", "Filters for
 * other origins"), kept apart from schema.ts, which re-exports them.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Customers per tenant and domain: one column for every value the poke filters read, so a
 * target count is one indexed SQL count. `data` is the customer's profile document as the
 * domain's `Profile` schema reads it (lookups, message previews).
 *
 * Values of ours where the spec gives only the filter: `gender` null is unknown (legacy 'unknown');
 * `age` null is unknown; credits 'has' is `credits_balance > 0`, 'had' a balance of 0 after a
 * payment (`last_paid_at` set), 'never_had' neither; `duplicate_ip_level` is how many other
 * accounts share the customer's IP (0: none).
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    domain: text('domain').notNull(),
    locale: text('locale').notNull(),
    uuid: text('uuid').notNull().unique(),
    name: text('name').notNull(),
    age: integer('age'),
    gender: text('gender'),
    hasPhoto: boolean('has_photo').notNull().default(false),
    hasText: boolean('has_text').notNull().default(false),
    creditsBalance: integer('credits_balance').notNull().default(0),
    lastPaidAt: at('last_paid_at'),
    inConversation: boolean('in_conversation').notNull().default(false),
    lastLoginAt: at('last_login_at'),
    region1: text('region1'),
    region2: text('region2'),
    region3: text('region3'),
    region4: text('region4'),
    locality: text('locality'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    build: text('build'),
    eyeColour: text('eye_colour'),
    hairColour: text('hair_colour'),
    isDoi: boolean('is_doi').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    snowflake: boolean('snowflake').notNull().default(false),
    angel: boolean('angel').notNull().default(false),
    duplicateIpLevel: integer('duplicate_ip_level').notNull().default(0),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Every count filters on the last login (7 days by default): the range scan of each domain.
    index('customers_audience_idx').on(t.tenantId, t.domain, t.lastLoginAt),
    index('customers_place_idx').on(t.tenantId, t.domain, t.region1, t.locality),
    // The dispatcher walks a site's customers by id, a batch at a time (dispatch/batch.ts).
    index('customers_site_id_idx').on(t.tenantId, t.domain, t.id),
    index('customers_name_idx').on(t.tenantId, t.domain, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * Pokes, spec §3 "Poke (stored per locale)". The nested values the spec groups (agent, message,
 * profile, targets, frequency, abuse) are JSON; what lists and actions select on are columns:
 * the schedule, the domains, the follow-up link and the status.
 */
export const pokes = pgTable(
  'pokes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    company: text('company'),
    agent: jsonb('agent').notNull().$type<{ id: string; name: string }>(),
    domain: text('domain').notNull(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text('type').notNull(),
    strategy: text('strategy').notNull(),
    originType: text('origin_type').notNull(),
    scheduled: at('scheduled').notNull(),
    frequency: jsonb('frequency').$type<Record<string, unknown>>(),
    filters: jsonb('filters').notNull().$type<Record<string, unknown>>(),
    message: jsonb('message').notNull().$type<Record<string, unknown>>(),
    profile: jsonb('profile').notNull().$type<Record<string, unknown>>(),
    targets: jsonb('targets').notNull().$type<Record<string, unknown>>(),
    hasFilters: text('has_filters').array(),
    followUpParentId: text('follow_up_parent_id'),
    followUpIndex: integer('follow_up_index'),
    followUpPreviousId: text('follow_up_previous_id'),
    abuse: jsonb('abuse').$type<Record<string, unknown>>(),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('pokes_scheduled_idx').on(t.tenantId, t.locale, t.scheduled),
    // Pokers' Created: the pokes created in a range (statistics/FIGURES.md).
    index('pokes_created_idx').on(t.tenantId, t.locale, t.createdAt),
    index('pokes_follow_up_idx').on(t.tenantId, t.followUpParentId, t.followUpIndex),
    index('pokes_domains_idx').using('gin', t.domains),
    // The dispatcher's look for due pokes (dispatch/claim.ts).
    index('pokes_due_idx').on(t.status, t.scheduled),
  ],
);
