import { z } from 'zod';
import { PAGE_SIZE_LIVE_CHAT, PAGE_SIZE_QUALITY_REVIEW } from './constants.js';
import { Locale, Timestamp, toMillis } from './schemas/common.js';
import { pokeScheduleTexts } from './poke/schedule.js';
import { QueuePool } from './schemas/queue.js';

/**
 * The realtime protocol between server and console (socket.io), one place for both sides.
 *
 * A client connects with its ID token in the handshake query (`?token=…`). It subscribes to a
 * named live query with parameters and an id of its choosing; the server authorizes it, answers
 * the acknowledgement, then sends the current rows as `added` changes and, as writes commit,
 * `added` / `modified` / `removed` changes, each batch as one `live:change` message.
 */
export const SOCKET_EVENTS = {
  subscribe: 'live:subscribe',
  unsubscribe: 'live:unsubscribe',
  change: 'live:change',
  /** The server signs an operator out (account disabled, or disconnected by an admin). */
  disconnectOperator: 'disconnectOperator',
} as const;

/** The socket.io path, next to the HTTP API on the same port. */
export const SOCKET_PATH = '/socket.io';

const Locales = z.array(Locale).min(1, 'Name at least one locale');

/** Each live query with the parameters it takes. */
export const LiveQuery = z.discriminatedUnion('query', [
  z.object({ query: z.literal('announcements'), params: z.object({ locales: Locales }) }),
  z.object({ query: z.literal('system-notification'), params: z.object({}).default({}) }),
  z.object({ query: z.literal('queues.counts'), params: z.object({ locales: Locales }) }),
  z.object({
    query: z.literal('chats.unclaimed'),
    params: z.object({ locales: Locales, pool: QueuePool.optional() }),
  }),
  z.object({
    query: z.literal('chat.messages'),
    params: z.object({
      locale: Locale,
      chatId: z.string().min(1),
      /** Messages in the first page: 10 for live chat, 15 for quality review (spec §9). */
      pageSize: z
        .union([z.literal(PAGE_SIZE_LIVE_CHAT), z.literal(PAGE_SIZE_QUALITY_REVIEW)])
        .default(PAGE_SIZE_LIVE_CHAT),
    }),
  }),
  z.object({
    query: z.literal('chat.logs'),
    params: z.object({ locale: Locale, chatId: z.string().min(1) }),
  }),
  z.object({
    query: z.literal('chat.suggestions'),
    params: z.object({ locale: Locale, chatId: z.string().min(1) }),
  }),
  z.object({ query: z.literal('chat.claimed'), params: z.object({}).default({}) }),
  z.object({ query: z.literal('abuse.queue'), params: z.object({}).default({}) }),
  /** Operators connected now, one row per operator and pool (Admin, Manager, Developer). */
  z.object({ query: z.literal('operators.connected'), params: z.object({}).default({}) }),
  /** The chats claimed right now in some locales (Admin, Manager, AbuseChecker). */
  z.object({
    query: z.literal('stats.live-conversations'),
    params: z.object({ locales: Locales }),
  }),
  /** A poke and its follow-ups (Admin, Poker): their status as it changes. */
  z.object({
    query: z.literal('poke'),
    params: z.object({ locale: Locale, pokeId: z.string().min(1).max(128) }),
  }),
  /**
   * The pokes scheduled in a window (start to end, both included) in some locales (Admin,
   * Poker): the schedule and the calendar. Rows are `PokeWindowRow`s (a poke plus `late`).
   */
  z.object({
    query: z.literal('pokes.window'),
    params: z
      .object({ locales: Locales, start: Timestamp, end: Timestamp })
      .refine((range) => toMillis(range.start) <= toMillis(range.end), {
        message: pokeScheduleTexts.dateRangeInverted,
        path: ['end'],
      }),
  }),
]);
export type LiveQuery = z.infer<typeof LiveQuery>;
export type LiveQueryName = LiveQuery['query'];

/**
 * The prefix of a shared channel's name. Subscribers of the same query with the same parameters
 * (and the same view of its rows) share one channel: the server sends each change once to the
 * channel's socket.io room, not once per subscriber. A client's own subscription ids never start
 * with it.
 */
export const LIVE_CHANNEL_PREFIX = '~';

const SubscriptionId = z
  .string()
  .min(1)
  .max(64)
  .refine((id) => !id.startsWith(LIVE_CHANNEL_PREFIX), {
    message: `Must not start with "${LIVE_CHANNEL_PREFIX}" (the prefix of shared channels)`,
  });

/** What a client sends to subscribe: its own subscription id plus the query. */
export const LiveSubscribeRequest = z.intersection(z.object({ id: SubscriptionId }), LiveQuery);
export type LiveSubscribeRequest = z.infer<typeof LiveSubscribeRequest>;

export const LiveUnsubscribeRequest = z.object({ id: z.string().min(1).max(64) });

/**
 * The acknowledgement of a subscribe: ok with the shared channel its later changes come on, or the
 * error with a code (as HTTP errors carry).
 */
export type LiveAck =
  { ok: true; channel?: string } | { ok: false; error: { code: string; message: string } };

/**
 * One batch of changes; rows are validated by the client per query. `id` names either one
 * subscription (its current rows right after the acknowledgement) or a shared channel (changes
 * as writes commit, for every subscription acknowledged with that channel).
 */
export const LiveChangeBatch = z.object({
  id: z.string(),
  changes: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('added'), row: z.looseObject({ id: z.string() }) }),
      z.object({ kind: z.literal('modified'), row: z.looseObject({ id: z.string() }) }),
      z.object({ kind: z.literal('removed'), id: z.string() }),
    ]),
  ),
});
export type LiveChangeBatch = z.infer<typeof LiveChangeBatch>;
