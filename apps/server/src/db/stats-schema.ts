import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { chats } from './core-schema.js';

/**
 * The tables statistics read (apps/server/src/statistics/FIGURES.md), kept up to date on write by
 * triggers in the same transaction as the write (migration `stats`): whoever inserts a message or
 * changes a claim (the server, the seed, an import) keeps them right, and no figure reads the
 * whole history of messages. Re-exported by schema.ts.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Messages per UTC hour, locale, domain, sender type and (operators only) sender: one row per
 * combination, incremented by the `messages` insert trigger. `sender_id` is '' for every sender
 * but `agent`, `domain` '' when the chat has none.
 */
export const statsMessageHours = pgTable(
  'stats_message_hours',
  {
    tenantId: text('tenant_id').notNull(),
    hour: at('hour').notNull(),
    locale: text('locale').notNull(),
    domain: text('domain').notNull(),
    senderType: text('sender_type').notNull(),
    senderId: text('sender_id').notNull(),
    messages: integer('messages').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_message_hours_pk',
      columns: [t.tenantId, t.hour, t.locale, t.domain, t.senderType, t.senderId],
    }),
  ],
);

/**
 * Messages per UTC hour, locale, domain and sender type, without the operator: what the message
 * volume figure reads (a few rows per hour however many operators), incremented by the same
 * trigger as `stats_message_hours`.
 */
export const statsMessageVolume = pgTable(
  'stats_message_volume',
  {
    tenantId: text('tenant_id').notNull(),
    hour: at('hour').notNull(),
    locale: text('locale').notNull(),
    domain: text('domain').notNull(),
    senderType: text('sender_type').notNull(),
    messages: integer('messages').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_message_volume_pk',
      columns: [t.tenantId, t.hour, t.locale, t.domain, t.senderType],
    }),
  ],
);

/** A chat's first customer message not answered yet (the start of its current wait). */
export const statsPendingWaits = pgTable('stats_pending_waits', {
  chatId: text('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  since: at('since').notNull(),
});

/**
 * Each operator reply that answered a waiting customer: the time from the first unanswered
 * customer message of the chat to the reply (first response time).
 */
export const statsResponses = pgTable(
  'stats_responses',
  {
    messageId: text('message_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    domain: text('domain').notNull(),
    chatId: text('chat_id').notNull(),
    operatorId: text('operator_id').notNull(),
    waitingSince: at('waiting_since').notNull(),
    repliedAt: at('replied_at').notNull(),
    responseMs: integer('response_ms').notNull(),
  },
  (t) => [
    index('stats_responses_time_idx').on(t.tenantId, t.repliedAt),
    index('stats_responses_operator_idx').on(t.tenantId, t.operatorId, t.repliedAt),
  ],
);

/**
 * Every claim of a chat: who, when, since when the chat waited, and how it ended (`answered`: the
 * holder replied; `expired`: it ran out; `released`: given back). Written by the `chats` update
 * trigger when `claimed_by` changes.
 */
export const statsClaims = pgTable(
  'stats_claims',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    pool: text('pool').notNull(),
    chatId: text('chat_id').notNull(),
    operatorId: text('operator_id').notNull(),
    waitingSince: at('waiting_since'),
    claimedAt: at('claimed_at').notNull(),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    outcome: text('outcome').$type<'answered' | 'expired' | 'released'>(),
  },
  (t) => [
    index('stats_claims_time_idx').on(t.tenantId, t.claimedAt),
    index('stats_claims_operator_idx').on(t.tenantId, t.operatorId, t.claimedAt),
    index('stats_claims_open_idx')
      .on(t.chatId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * Every presence socket's life (connected, disconnected), written by the `presence_sockets`
 * triggers: the history behind time online and the activity timeline.
 */
export const statsPresenceSessions = pgTable(
  'stats_presence_sessions',
  {
    socketId: text('socket_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    uid: text('uid').notNull(),
    connectedAt: at('connected_at').notNull(),
    disconnectedAt: at('disconnected_at'),
  },
  (t) => [index('stats_presence_sessions_user_idx').on(t.tenantId, t.uid, t.connectedAt)],
);

/**
 * Each poke delivery a customer answered: the first customer message in the delivery's chat after
 * it, while the chat's origin is that poke (a later poke in the chat takes the answers after it).
 * Written by the `messages` insert trigger (migration `stats_poke_answers`); what the answers and
 * answer rate of the pokes and pokers figures count (one row per delivery, so at most one answer).
 */
export const statsPokeAnswers = pgTable(
  'stats_poke_answers',
  {
    pokeId: text('poke_id').notNull(),
    customerId: text('customer_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    site: text('site').notNull(),
    chatId: text('chat_id').notNull(),
    deliveredAt: at('delivered_at').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stats_poke_answers_pk', columns: [t.pokeId, t.customerId] }),
    index('stats_poke_answers_site_idx').on(t.pokeId, t.site),
  ],
);

/*
 * Rollups per period (migration `stats_rollups`): one row per UTC hour, day or month (`unit`,
 * `start` = the period's first instant), so that a figure over a long range reads whole months and
 * days (or hours), and the raw rows only at the range's ragged edges
 * (apps/server/src/statistics/periods.ts). Kept by triggers on `stats_message_hours`,
 * `stats_responses` and `stats_claims`, in the write's transaction.
 */

/**
 * Per operator and period (hour, day, month, and ISO week from Monday 00:00 UTC since migration
 * `stats_operator_weeks`: the score trend's weeks): messages sent, first responses (and those
 * within the score's target of 120 s), claims taken, and of them answered and run out (by the
 * claim's start).
 */
export const statsOperatorPeriods = pgTable(
  'stats_operator_periods',
  {
    tenantId: text('tenant_id').notNull(),
    unit: text('unit').$type<'hour' | 'day' | 'week' | 'month'>().notNull(),
    start: at('start').notNull(),
    locale: text('locale').notNull(),
    operatorId: text('operator_id').notNull(),
    sent: integer('sent').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    withinTarget: integer('within_target').notNull().default(0),
    claims: integer('claims').notNull().default(0),
    claimsAnswered: integer('claims_answered').notNull().default(0),
    claimsExpired: integer('claims_expired').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stats_operator_periods_pk',
      columns: [t.tenantId, t.unit, t.start, t.locale, t.operatorId],
    }),
    index('stats_operator_periods_operator_idx').on(t.tenantId, t.operatorId, t.unit, t.start),
  ],
);

/**
 * First response times per operator and day or month, as a histogram: bucket k holds the times
 * of [1.1^k, 1.1^(k+1)) ms (`floor(ln(ms) / ln(1.1))`, 0 for 0–1 ms), with their count and sum,
 * so a bucket stands for the mean of what fell in it (FIGURES.md "Percentiles").
 */
export const statsResponseBuckets = pgTable(
  'stats_response_buckets',
  {
    tenantId: text('tenant_id').notNull(),
    unit: text('unit').$type<'day' | 'month'>().notNull(),
    start: at('start').notNull(),
    locale: text('locale').notNull(),
    operatorId: text('operator_id').notNull(),
    bucket: integer('bucket').notNull(),
    responses: integer('responses').notNull(),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_response_buckets_pk',
      columns: [t.tenantId, t.unit, t.start, t.locale, t.operatorId, t.bucket],
    }),
    index('stats_response_buckets_operator_idx').on(t.tenantId, t.operatorId, t.unit, t.start),
  ],
);

/**
 * The chats each operator answered (a first response) per day or month, with how many first
 * responses: distinct chats answered over a range count these rows, not every reply. On month
 * rows, `prevStart` and `nextStart` are the months before and after this one in which the same
 * operator answered the same chat in the same locale (null when none), kept by the trigger of
 * migration 0021: a range of whole months counts each chat once by counting the rows whose
 * previous month is before the range (FIGURES.md).
 */
export const statsAnsweredChats = pgTable(
  'stats_answered_chats',
  {
    tenantId: text('tenant_id').notNull(),
    unit: text('unit').$type<'day' | 'month'>().notNull(),
    start: at('start').notNull(),
    locale: text('locale').notNull(),
    operatorId: text('operator_id').notNull(),
    chatId: text('chat_id').notNull(),
    responses: integer('responses').notNull(),
    prevStart: at('prev_start'),
    nextStart: at('next_start'),
  },
  (t) => [
    primaryKey({
      name: 'stats_answered_chats_pk',
      columns: [t.tenantId, t.unit, t.start, t.locale, t.operatorId, t.chatId],
    }),
    index('stats_answered_chats_operator_idx').on(t.tenantId, t.operatorId, t.unit, t.start),
    // A pair's month rows (operator, chat, locale), for their neighbours.
    index('stats_answered_chats_pair_idx')
      .on(t.tenantId, t.operatorId, t.chatId, t.locale, t.start)
      .where(sql`${t.unit} = 'month'`),
  ],
);

/**
 * The month rows of `statsAnsweredChats` counted per (operator, locale, month, the pair's previous
 * month): `n` month rows of that month whose pair's previous month row is `prevMonth` ('-infinity'
 * when there is none). Kept by the trigger of migration 0022 as month rows come and go and their
 * `prevStart` changes. The chats an operator answered over whole months [c, d) are the sum of `n`
 * over the months in [c, d) with `prevMonth` before c: a few rows per operator and month instead
 * of one per chat answered (FIGURES.md).
 */
export const statsAnsweredFirsts = pgTable(
  'stats_answered_firsts',
  {
    tenantId: text('tenant_id').notNull(),
    operatorId: text('operator_id').notNull(),
    month: at('month').notNull(),
    locale: text('locale').notNull(),
    prevMonth: at('prev_month').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_answered_firsts_pk',
      columns: [t.tenantId, t.operatorId, t.month, t.locale, t.prevMonth],
    }),
  ],
);

/**
 * Claims per locale, pool and day or month, as a histogram of the wait before them (bucket as in
 * `stats_response_buckets`; -1 for claims of chats that were not waiting).
 */
export const statsClaimBuckets = pgTable(
  'stats_claim_buckets',
  {
    tenantId: text('tenant_id').notNull(),
    unit: text('unit').$type<'day' | 'month'>().notNull(),
    start: at('start').notNull(),
    locale: text('locale').notNull(),
    pool: text('pool').notNull(),
    bucket: integer('bucket').notNull(),
    claims: integer('claims').notNull(),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_claim_buckets_pk',
      columns: [t.tenantId, t.unit, t.start, t.locale, t.pool, t.bucket],
    }),
  ],
);

/** Claims per UTC hour, locale and pool (the queues chart). */
export const statsClaimHours = pgTable(
  'stats_claim_hours',
  {
    tenantId: text('tenant_id').notNull(),
    hour: at('hour').notNull(),
    locale: text('locale').notNull(),
    pool: text('pool').notNull(),
    claims: integer('claims').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_claim_hours_pk',
      columns: [t.tenantId, t.hour, t.locale, t.pool],
    }),
  ],
);

/**
 * Per operator and UTC day or month: seconds online (`locale` '': a socket has none), and per
 * locale seconds holding a claim and of them while online — of the presence sessions and claims
 * that have ended, cut at the period's bounds (the union of an operator's sockets, of its claims).
 * Recomputed for the days a session or claim spans when it ends (migration `stats_operator_time`);
 * what is still open is read from the raw rows (FIGURES.md "time online").
 */
export const statsOperatorTime = pgTable(
  'stats_operator_time',
  {
    tenantId: text('tenant_id').notNull(),
    unit: text('unit').$type<'day' | 'month'>().notNull(),
    start: at('start').notNull(),
    locale: text('locale').notNull(),
    uid: text('uid').notNull(),
    onlineS: doublePrecision('online_s').notNull().default(0),
    claimedS: doublePrecision('claimed_s').notNull().default(0),
    claimedOnlineS: doublePrecision('claimed_online_s').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stats_operator_time_pk',
      columns: [t.tenantId, t.unit, t.start, t.locale, t.uid],
    }),
    index('stats_operator_time_user_idx').on(t.tenantId, t.uid, t.unit, t.start),
  ],
);
