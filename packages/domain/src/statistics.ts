import { z } from 'zod';
import { Locale } from './schemas/common.js';
import { Log } from './schemas/log.js';
import { Message } from './schemas/message.js';
import { STATISTICS_MESSAGES } from './statistics-messages.js';

/**
 * Statistics (spec §2 "Statistics children", §6): the query every figure takes and the shapes it
 * answers. What each figure counts is defined in apps/server/src/statistics/FIGURES.md.
 */

/** The longest range a figure answers: a little over a year. */
export const STATISTICS_MAX_RANGE_DAYS = 367;
/** The range a figure covers when none is given: the last 7 days. */
export const STATISTICS_DEFAULT_RANGE_DAYS = 7;
/** Chats per page of the quality-review list. */
export const STATISTICS_CHAT_PAGE_SIZE = 50;

const DAY_MS = 86_400_000;

/**
 * The longest range answered per hour (messages `bucket=hour`, the queues' claims chart): 31 days
 * (744 points a series). Longer ranges are answered per day — a chart of 8,760 hours is not
 * readable, and its size is what a year's answer costs.
 */
export const STATISTICS_HOURLY_MAX_DAYS = 31;
/** The longest range whose score trend is per day; longer ranges get a point per ISO week. */
export const STATISTICS_DAILY_TREND_MAX_DAYS = 92;

/** Days of [from, to) allow an hour more: local days across a daylight-saving change. */
const within = (range: { from: string; to: string }, days: number) =>
  Date.parse(range.to) - Date.parse(range.from) <= days * DAY_MS + 3_600_000;

/** Whether [from, to) may be answered per hour (at most `STATISTICS_HOURLY_MAX_DAYS`). */
export function hourlyAllowed(range: { from: string; to: string }): boolean {
  return within(range, STATISTICS_HOURLY_MAX_DAYS);
}

/** The score trend's period for [from, to): a day up to `STATISTICS_DAILY_TREND_MAX_DAYS`, else a week. */
export function scoreTrendUnit(range: { from: string; to: string }): 'day' | 'week' {
  return within(range, STATISTICS_DAILY_TREND_MAX_DAYS) ? 'day' : 'week';
}

/** Whether the platform knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const Instant = z.string().datetime({ offset: true, message: 'Expected an ISO date-time' });

/** A comma-separated list (`nl,de`) or nothing: the locales to count, within the user's geos. */
const LocaleList = z
  .string()
  .max(400)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(Locale).max(50));

/**
 * The query of every figure: `from` (inclusive) and `to` (exclusive) instants (see
 * `statisticsRange`); `locales` (all of the user's geos when absent); `tz`, the IANA time zone
 * days and hours are counted in (UTC when absent); `format` `csv` for the whole result as CSV.
 */
export const StatisticsQueryFields = z.object({
  from: Instant.optional(),
  to: Instant.optional(),
  locales: LocaleList.optional(),
  tz: z.string().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).default('UTC'),
  format: z.enum(['json', 'csv']).default('json'),
});

export const StatisticsQuery = StatisticsQueryFields;

/**
 * The range a query asks for, its gaps filled (FIGURES.md "Range"): no `to` is `now`, whatever
 * `from` is; no `from` is `STATISTICS_DEFAULT_RANGE_DAYS` before `to`. A field to name in a 400
 * when `to` is not after `from` (with no `to`: `from` is not before now) or the range spans more
 * than `STATISTICS_MAX_RANGE_DAYS`. Every statistics call reads its range through this one rule.
 */
export function statisticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): { from: string; to: string } | { field: 'from' | 'to'; message: string } {
  const to = query.to ? new Date(query.to) : now;
  const start = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - STATISTICS_DEFAULT_RANGE_DAYS * DAY_MS);
  if (start.getTime() >= to.getTime()) {
    return query.to
      ? { field: 'to', message: STATISTICS_MESSAGES.rangeEndNotAfterStart }
      : { field: 'from', message: STATISTICS_MESSAGES.rangeStartNotPast };
  }
  if (to.getTime() - start.getTime() > STATISTICS_MAX_RANGE_DAYS * DAY_MS) {
    return { field: 'from', message: STATISTICS_MESSAGES.rangeTooLong(STATISTICS_MAX_RANGE_DAYS) };
  }
  return { from: start.toISOString(), to: to.toISOString() };
}

/** Whether [from, to) spans more than `STATISTICS_MAX_RANGE_DAYS` (the console refuses it first). */
export const rangeTooLong = (range: { from: string; to: string }): boolean =>
  Date.parse(range.to) - Date.parse(range.from) > STATISTICS_MAX_RANGE_DAYS * DAY_MS;

export type StatisticsQuery = z.output<typeof StatisticsQuery>;
/** What a client sends (before defaults and the range are filled in). */
export type StatisticsQueryInput = z.input<typeof StatisticsQuery>;

/** The range and locales a figure was answered for (what the server made of the query). */
export const StatisticsScope = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  locales: z.array(z.string()),
});
export type StatisticsScope = z.infer<typeof StatisticsScope>;

const Seconds = z.number().nullable();

/** One operator's figures (`operators`, `personal-stats`). Times are seconds; null: no data. */
export const OperatorFigures = z.object({
  uid: z.string(),
  name: z.string(),
  chatsAnswered: z.number().int(),
  messagesSent: z.number().int(),
  responseMedianS: Seconds,
  responseP90S: Seconds,
  claimsTaken: z.number().int(),
  claimsExpired: z.number().int(),
  onlineS: z.number(),
  claimedS: z.number(),
  /** claimedS ÷ onlineS, 0..1; null when never online in the range. */
  occupancy: z.number().nullable(),
  score: z.number().int().nullable(),
});
export type OperatorFigures = z.infer<typeof OperatorFigures>;

export const OperatorsStatistics = z.object({
  scope: StatisticsScope,
  rows: z.array(OperatorFigures),
});
export type OperatorsStatistics = z.infer<typeof OperatorsStatistics>;

/** A piece of an operator's activity timeline. */
export const ActivitySegment = z.object({
  state: z.enum(['claim', 'idle']),
  from: z.string(),
  to: z.string(),
});
export type ActivitySegment = z.infer<typeof ActivitySegment>;

/** A day of an operator's own figures (personal-stats trend). */
export const OperatorDay = z.object({
  day: z.string(),
  messagesSent: z.number().int(),
  chatsAnswered: z.number().int(),
  responseMedianS: Seconds,
});
export type OperatorDay = z.infer<typeof OperatorDay>;

export const PersonalStatistics = z.object({
  scope: StatisticsScope,
  figures: OperatorFigures,
  trend: z.array(OperatorDay),
  /** Online time cut into claim (holding a chat) and idle (online, no claim), oldest first. */
  timeline: z.array(ActivitySegment),
});
export type PersonalStatistics = z.infer<typeof PersonalStatistics>;

export const QueueFigures = z.object({
  locale: z.string(),
  pool: z.string(),
  waitingNow: z.number().int(),
  oldestWaitingSince: z.string().nullable(),
  claims: z.number().int(),
  waitMedianS: Seconds,
  waitP90S: Seconds,
});
export type QueueFigures = z.infer<typeof QueueFigures>;

export const QueueHour = z.object({
  hour: z.string(),
  locale: z.string(),
  pool: z.string(),
  claims: z.number().int(),
});
export type QueueHour = z.infer<typeof QueueHour>;

export const QueuesStatistics = z.object({
  scope: StatisticsScope,
  rows: z.array(QueueFigures),
  /**
   * The claims chart's period: `hour` up to `STATISTICS_HOURLY_MAX_DAYS`, `day` beyond (then each
   * point's `hour` is the day, `YYYY-MM-DD`).
   */
  unit: z.enum(['hour', 'day']),
  hours: z.array(QueueHour),
});
export type QueuesStatistics = z.infer<typeof QueuesStatistics>;

export const ScoreFigures = z.object({
  uid: z.string(),
  name: z.string(),
  /** The user's stored `score` (spec §3 "Operator user"). */
  storedScore: z.number().int().nullable(),
  /** The documented formula over the range; null without a reply or claim in it. */
  score: z.number().int().nullable(),
  withinTargetShare: z.number().nullable(),
  answerRate: z.number().nullable(),
  abuseShare: z.number().nullable(),
  /** Per `trendUnit` of ScoresStatistics: a point's `day` is the day, or the Monday of its week. */
  trend: z.array(z.object({ day: z.string(), score: z.number().int().nullable() })),
});
export type ScoreFigures = z.infer<typeof ScoreFigures>;

export const ScoresStatistics = z.object({
  scope: StatisticsScope,
  /** The trend's period: `day` up to `STATISTICS_DAILY_TREND_MAX_DAYS`, ISO `week` beyond. */
  trendUnit: z.enum(['day', 'week']),
  rows: z.array(ScoreFigures),
});
export type ScoresStatistics = z.infer<typeof ScoresStatistics>;

export const MessageVolume = z.object({
  bucket: z.string(),
  locale: z.string(),
  domain: z.string(),
  senderType: z.string(),
  messages: z.number().int(),
});
export type MessageVolume = z.infer<typeof MessageVolume>;

export const MessagesStatistics = z.object({
  scope: StatisticsScope,
  bucket: z.enum(['hour', 'day']),
  rows: z.array(MessageVolume),
});
export type MessagesStatistics = z.infer<typeof MessagesStatistics>;

/** `bucket=hour` only for ranges of at most `STATISTICS_HOURLY_MAX_DAYS` (else a 400 naming it). */
export const MessagesStatisticsQuery = z.object({
  bucket: z.enum(['hour', 'day']).default('day'),
});

export const ChatReviewRow = z.object({
  id: z.string(),
  locale: z.string(),
  domain: z.string().nullable(),
  customerName: z.string().nullable(),
  profileName: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
  lastSenderType: z.string().nullable(),
  status: z.enum(['ongoing', 'finished']),
  claimedBy: z.string().nullable(),
  operators: z.array(z.string()),
});
export type ChatReviewRow = z.infer<typeof ChatReviewRow>;

export const ChatReviewList = z.object({
  scope: StatisticsScope,
  rows: z.array(ChatReviewRow),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ChatReviewList = z.infer<typeof ChatReviewList>;

export const ChatReviewListQuery = z.object({
  cursor: z.string().max(200).optional(),
});

export const ChatDetailsQuery = z.object({
  /** Older than this message id (the first of the page shown): the previous page. */
  before: z.string().max(200).optional(),
});

export const PokeDay = z.object({
  day: z.string(),
  pokes: z.number().int(),
  sent: z.number().int(),
  audience: z.number().int(),
  reached: z.number().int(),
});
export type PokeDay = z.infer<typeof PokeDay>;

export const PokeBreakdown = z.object({
  profile: z.string(),
  domain: z.string(),
  pokes: z.number().int(),
  sent: z.number().int(),
  audience: z.number().int(),
  reached: z.number().int(),
  /** Deliveries the customer answered (FIGURES.md). */
  answers: z.number().int().nullable(),
  /** Answers ÷ reached, null when nobody was reached. */
  answerRate: z.number().nullable(),
});
export type PokeBreakdown = z.infer<typeof PokeBreakdown>;

export const PokesStatistics = z.object({
  scope: StatisticsScope,
  days: z.array(PokeDay),
  rows: z.array(PokeBreakdown),
});
export type PokesStatistics = z.infer<typeof PokesStatistics>;

export const PokerFigures = z.object({
  uid: z.string(),
  name: z.string(),
  /** Pokes created in the range; the rest are of the pokes scheduled in it (FIGURES.md). */
  created: z.number().int(),
  sent: z.number().int(),
  audience: z.number().int(),
  reached: z.number().int(),
  answers: z.number().int().nullable(),
  /** Answers ÷ reached, null when nobody was reached. */
  answerRate: z.number().nullable(),
});
export type PokerFigures = z.infer<typeof PokerFigures>;

export const PokersStatistics = z.object({
  scope: StatisticsScope,
  rows: z.array(PokerFigures),
});
export type PokersStatistics = z.infer<typeof PokersStatistics>;

/** A chat claimed right now (live-conversations). */
export const LiveConversation = z.object({
  id: z.string(),
  locale: z.string(),
  domain: z.string().nullable(),
  customerName: z.string().nullable(),
  profileName: z.string().nullable(),
  claimedBy: z.string(),
  operatorName: z.string(),
  claimExpiresAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type LiveConversation = z.infer<typeof LiveConversation>;

/** A moderator's verdict on a message of the chat (abuse review), when one was recorded. */
export const ChatAbuseVerdict = z.object({
  messageId: z.string(),
  status: z.string(),
  checkedBy: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type ChatAbuseVerdict = z.infer<typeof ChatAbuseVerdict>;

/** `statistics/chat/{geo}/{id}`: the chat, a page of 15 messages, its logbook and verdicts. */
export const ChatReviewDetails = z.object({
  chat: ChatReviewRow,
  messages: z.array(Message),
  /** Older messages remain: ask again with `before` = the id of the first message shown. */
  hasMore: z.boolean(),
  logs: z.array(Log),
  abuseVerdicts: z.array(ChatAbuseVerdict),
});
export type ChatReviewDetails = z.infer<typeof ChatReviewDetails>;

/** The first-response time an operator's reply should beat, seconds (the score's speed part). */
export const SCORE_RESPONSE_TARGET_S = 120;
/** The weights of the score's parts: speed, answered claims, clean messages. */
export const SCORE_WEIGHTS = { speed: 0.5, answers: 0.3, abuse: 0.2 } as const;

/**
 * An operator's score, 0..100 (FIGURES.md "scores"): 100 × the weighted mean of the parts known —
 * the share of first responses within `SCORE_RESPONSE_TARGET_S`, the share of claims ended by an
 * answer rather than running out, and the share of messages not judged abuse. A part without
 * data (no reply, no ended claim, no verdict) is left out and the others' weights scaled up;
 * null when no part has data.
 */
export function operatorScore(parts: {
  withinTargetShare: number | null;
  answerRate: number | null;
  abuseShare: number | null;
}): number | null {
  const known: [number, number][] = [];
  if (parts.withinTargetShare !== null) known.push([SCORE_WEIGHTS.speed, parts.withinTargetShare]);
  if (parts.answerRate !== null) known.push([SCORE_WEIGHTS.answers, parts.answerRate]);
  if (parts.abuseShare !== null) known.push([SCORE_WEIGHTS.abuse, 1 - parts.abuseShare]);
  if (known.length === 0) return null;
  const weight = known.reduce((sum, [w]) => sum + w, 0);
  return Math.round((100 * known.reduce((sum, [w, v]) => sum + w * v, 0)) / weight);
}
