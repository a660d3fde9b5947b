import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './core-schema.js';

/**
 * The abuse review tables (issue #13), kept apart from schema.ts, which re-exports them.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Flagged messages and pokes (spec §3 "Flagged message", the `flagged_messages` group; §4 review).
 * `id` is the message's or poke's own id (one flag per thing: a second hit enriches it). The
 * `sender_id`/`sender_name` are the operator who wrote a message (spec §3's senderId and
 * senderName) and `profile_name` the profile it was written as (issue #28). The
 * review state is columns so the queue and "next item" are indexed statements; `item_created_at`
 * is when the message was sent or the poke created (the queue's order).
 */
export const flaggedItems = pgTable(
  'flagged_items',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull().$type<'message' | 'poke'>(),
    locale: text('locale').notNull(),
    chatId: text('chat_id'),
    senderId: text('sender_id').notNull(),
    /** Who wrote it by name: the operator (not the profile), a poke's author (issue #28). */
    senderName: text('sender_name'),
    /** The entertainment profile an operator's message was written as; null for a poke. */
    profileName: text('profile_name'),
    text: text('text').notNull(),
    /** Lower-cased text, for clusters of the same text. */
    textKey: text('text_key').notNull(),
    matchedWords: text('matched_words').array().notNull(),
    itemCreatedAt: at('item_created_at').notNull(),
    flaggedAt: at('flagged_at').notNull(),
    status: text('status').notNull().$type<'pending' | 'claimed' | 'safe' | 'abuse'>(),
    claimedBy: text('claimed_by'),
    claimedAt: at('claimed_at'),
    checkedBy: text('checked_by'),
    checkedAt: at('checked_at'),
    reason: text('reason'),
    batchId: text('batch_id'),
    remediation: text('remediation').$type<'needed' | 'modified' | 'deleted' | 'done'>(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // The queue and "next item": undecided items, oldest first, read in index order (the
    // reviewer's locales filter as it goes; with a locale first, several locales would need a sort
    // of every undecided item on every call).
    index('flagged_items_queue_idx')
      .on(t.tenantId, t.itemCreatedAt, t.id)
      .where(sql`${t.status} in ('pending', 'claimed')`),
    // "A reviewer who holds a live claim gets that item again".
    index('flagged_items_claim_idx')
      .on(t.tenantId, t.claimedBy)
      .where(sql`${t.status} = 'claimed'`),
    index('flagged_items_history_idx')
      .on(t.tenantId, t.checkedAt)
      .where(sql`${t.status} in ('safe', 'abuse')`),
    index('flagged_items_sender_idx').on(t.tenantId, t.senderId),
    index('flagged_items_text_idx').on(t.tenantId, t.textKey),
    index('flagged_items_batch_idx').on(t.batchId),
  ],
);

/** Every review action on a flagged item: who, what, when, the state before and after. */
export const abuseAudit = pgTable(
  'abuse_audit',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    itemId: text('item_id').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    at: at('at').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    batchId: text('batch_id'),
  },
  (t) => [
    index('abuse_audit_item_idx').on(t.itemId, t.at),
    index('abuse_audit_batch_idx').on(t.batchId),
  ],
);

/** Reported messages (spec §3, the per-locale `reported_messages` collection). */
export const reportedMessages = pgTable(
  'reported_messages',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    chatId: text('chat_id').notNull(),
    messageId: text('message_id').notNull(),
    senderType: text('sender_type').notNull().$type<'agent' | 'customer'>(),
    category: text('category').notNull(),
    processed: boolean('processed').notNull().default(false),
    reportedAt: at('reported_at').notNull(),
    reportedBy: text('reported_by').notNull(),
  },
  (t) => [
    index('reported_messages_list_idx').on(t.tenantId, t.locale, t.reportedAt),
    uniqueIndex('reported_messages_once_idx').on(t.tenantId, t.messageId, t.reportedBy),
  ],
);

/**
 * The match keys (domain `abuseTextMatchKeys`, the keys flagging looks up) of every agent message
 * sent and poke saved in the last `ABUSE_DRY_RUN_DAYS` days, so a words dry run finds what a new
 * word would have flagged by ONE indexed lookup of its `match_key` (`keys @> {key}`, GIN) instead
 * of reading texts. Written by the flagging statement itself (abuse/flagging.ts), which also
 * prunes a few rows past the window on every write: the table holds about a week of texts.
 */
export const abuseTextKeys = pgTable(
  'abuse_text_keys',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull().$type<'message' | 'poke'>(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    keys: text('keys').array().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('abuse_text_keys_keys_idx').using('gin', t.keys),
    index('abuse_text_keys_time_idx').on(t.tenantId, t.createdAt),
    // The dry run's count of pokes (abuse-words/extra.ts): a week's few pokes, without walking
    // the messages that hold a common word.
    index('abuse_text_keys_poke_time_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.kind} = 'poke'`),
  ],
);
