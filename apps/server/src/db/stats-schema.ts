import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './schema.js';

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
