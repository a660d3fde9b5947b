import { z } from 'zod';
import {
  ChatDetailsQuery,
  ChatReviewDetails,
  ChatReviewList,
  ChatReviewListQuery,
  hasRole,
  hourlyAllowed,
  LiveConversation,
  MessagesStatistics,
  MessagesStatisticsQuery,
  OperatorsStatistics,
  PersonalStatistics,
  PokersStatistics,
  PokesStatistics,
  QueuesStatistics,
  scoreTrendUnit,
  ScoresStatistics,
  STATISTICS_HOURLY_MAX_DAYS,
  STATISTICS_MESSAGES,
  type ChatReviewRow,
} from '@switchboard/domain';
import type { App } from '../http/env.js';
import { InputError, NotFoundError } from '../errors.js';
import {
  plain,
  ranged,
  registerFigures,
  scopeBody,
  type Figure,
  type FigureCall,
  type FigureDeps,
} from './figure.js';
import { chatDetails, chatDetailsParams } from './figures/chat-details.js';
import { StatisticsService } from './service.js';
import type { RoleRequirement } from '../auth/access.js';

/**
 * The statistics calls (spec §2 "Statistics children", §6), one per figure: each takes the
 * range, locales and zone of `StatisticsQuery`, checks the roles of its screen and that every
 * locale is among the caller's geos, and answers JSON or, with `format=csv`, the whole result as
 * a streamed CSV. What each figure counts: FIGURES.md. How a call runs: figure.ts.
 */

/** Who reads the team's figures (spec §2: the statistics screens of Admin and Manager). */
const MANAGERS: RoleRequirement = ['Admin', 'Manager'];

/** Personal statistics of `uid`: 404 for no such user, before any CSV is started. */
async function personal({ stats, scope }: FigureCall<unknown>, uid: string) {
  const figures = await stats.operator(scope, uid);
  if (!figures) throw new NotFoundError('No such user.');
  const [trend, timeline] = await Promise.all([
    stats.operatorTrend(scope, uid),
    stats.timeline(scope, uid),
  ]);
  return { figures, trend, timeline };
}

/** The personal figure, for the user `uidOf` names (an admin's pick, or the caller). */
function personalFigure(
  path: string,
  roles: RoleRequirement,
  summary: string,
  uidOf: (call: FigureCall<unknown>) => string,
  params?: z.ZodObject<z.ZodRawShape>,
): Figure {
  return ranged({
    path,
    roles,
    summary,
    response: PersonalStatistics,
    ...(params ? { params } : {}),
    read: (call) => personal(call, uidOf(call)),
    json: (result, { scope }) => PersonalStatistics.parse({ scope: scopeBody(scope), ...result }),
    csv: {
      name: 'personal-stats',
      rows: (result) => result.trend,
      columns: [
        ['day', (d) => d.day],
        ['messages_sent', (d) => d.messagesSent],
        ['chats_answered', (d) => d.chatsAnswered],
        ['response_median_s', (d) => d.responseMedianS],
      ],
    },
  });
}

/** The queues chart's unit: hours up to STATISTICS_HOURLY_MAX_DAYS, days beyond. */
const queueUnit = ({ scope }: FigureCall<unknown>) => (hourlyAllowed(scope) ? 'hour' : 'day');

/** The chat list is paged in the JSON and read whole, a page of 500 at a time, for the CSV. */
async function* everyChat({ stats, scope, query }: FigureCall<{ cursor?: string | undefined }>) {
  let next: string | undefined = query.cursor;
  do {
    const page = await stats.chats(scope, { cursor: next, limit: 500 });
    yield* page.rows;
    next = page.nextCursor ?? undefined;
  } while (next !== undefined);
}

/** Every statistics call, in the order of the API document. */
const FIGURES: readonly Figure[] = [
  ranged({
    path: '/statistics/operators',
    roles: 'Admin',
    summary: 'Per operator figures',
    response: OperatorsStatistics,
    read: ({ stats, scope }) => stats.operators(scope),
    json: (rows, { scope }) => OperatorsStatistics.parse({ scope: scopeBody(scope), rows }),
    csv: {
      name: 'operators',
      rows: (rows) => rows,
      columns: [
        ['uid', (r) => r.uid],
        ['name', (r) => r.name],
        ['chats_answered', (r) => r.chatsAnswered],
        ['messages_sent', (r) => r.messagesSent],
        ['response_median_s', (r) => r.responseMedianS],
        ['response_p90_s', (r) => r.responseP90S],
        ['claims_taken', (r) => r.claimsTaken],
        ['claims_expired', (r) => r.claimsExpired],
        ['online_s', (r) => r.onlineS],
        ['claimed_s', (r) => r.claimedS],
        ['occupancy', (r) => r.occupancy],
        ['score', (r) => r.score],
      ],
    },
  }),
  personalFigure(
    '/statistics/operators/{uid}/timeline',
    'Admin',
    "An operator's activity timeline",
    ({ c }) => c.req.param('uid') ?? '',
    z.object({ uid: z.string().min(1).max(128) }),
  ),
  personalFigure('/personal-stats', ['Admin', 'Operator'], 'My statistics', ({ user }) => user.uid),
  ranged({
    path: '/statistics/queues',
    roles: MANAGERS,
    summary: 'Queues per locale and pool',
    response: QueuesStatistics,
    read: async (call) => {
      const unit = queueUnit(call);
      return { unit, ...(await call.stats.queues(call.scope, unit)) };
    },
    json: (result, { scope }) => QueuesStatistics.parse({ scope: scopeBody(scope), ...result }),
    csv: {
      name: 'queues',
      rows: ({ hours }) => hours,
      columns: [
        [queueUnit, (h) => h.hour],
        ['locale', (h) => h.locale],
        ['pool', (h) => h.pool],
        ['claims', (h) => h.claims],
      ],
    },
  }),
  ranged({
    path: '/statistics/scores',
    roles: 'Admin',
    summary: 'Operator scores',
    response: ScoresStatistics,
    read: async ({ stats, scope }) => {
      const trendUnit = scoreTrendUnit(scope);
      return { trendUnit, rows: await stats.scores(scope, trendUnit) };
    },
    json: (result, { scope }) => ScoresStatistics.parse({ scope: scopeBody(scope), ...result }),
    csv: {
      name: 'scores',
      rows: ({ rows }) => rows,
      columns: [
        ['uid', (r) => r.uid],
        ['name', (r) => r.name],
        ['stored_score', (r) => r.storedScore],
        ['score', (r) => r.score],
        ['within_target_share', (r) => r.withinTargetShare],
        ['answer_rate', (r) => r.answerRate],
      ],
    },
  }),
  ranged({
    path: '/statistics/messages',
    roles: MANAGERS,
    summary: 'Message volume',
    response: MessagesStatistics,
    query: MessagesStatisticsQuery,
    read: async ({ stats, scope, query: { bucket } }) => {
      if (bucket === 'hour' && !hourlyAllowed(scope)) {
        const message = STATISTICS_MESSAGES.hourlyTooLong(STATISTICS_HOURLY_MAX_DAYS);
        throw new InputError(`bucket: ${message}`, [{ field: 'bucket', message }]);
      }
      return stats.messages(scope, bucket);
    },
    json: (rows, { scope, query: { bucket } }) =>
      MessagesStatistics.parse({ scope: scopeBody(scope), bucket, rows }),
    csv: {
      name: 'messages',
      rows: (rows) => rows,
      columns: [
        [({ query }) => query.bucket, (r) => r.bucket],
        ['locale', (r) => r.locale],
        ['domain', (r) => r.domain],
        ['sender_type', (r) => r.senderType],
        ['messages', (r) => r.messages],
      ],
    },
  }),
  ranged({
    path: '/statistics/chat',
    roles: MANAGERS,
    summary: 'Chats for quality review',
    response: ChatReviewList,
    query: ChatReviewListQuery,
    read: ({ stats, scope, query }) => stats.chats(scope, { cursor: query.cursor }),
    json: (page, { scope }) => ChatReviewList.parse({ scope: scopeBody(scope), ...page }),
    csv: {
      name: 'chats',
      stream: everyChat,
      columns: [
        ['id', (r: ChatReviewRow) => r.id],
        ['locale', (r) => r.locale],
        ['domain', (r) => r.domain],
        ['customer', (r) => r.customerName],
        ['profile', (r) => r.profileName],
        ['created_at', (r) => r.createdAt],
        ['last_message_at', (r) => r.lastMessageAt ?? ''],
        ['last_sender_type', (r) => r.lastSenderType],
        ['status', (r) => r.status],
        ['operators', (r) => r.operators.join('; ')],
      ],
    },
  }),
  plain({
    path: '/statistics/chat/{geo}/{id}',
    roles: MANAGERS,
    summary: "A chat's review",
    response: ChatReviewDetails,
    query: ChatDetailsQuery,
    params: chatDetailsParams,
    answer: chatDetails,
  }),
  ranged({
    path: '/statistics/live-conversations',
    roles: ['Admin', 'Manager', 'AbuseChecker'],
    summary: 'Chats claimed now (a snapshot; live: stats.live-conversations)',
    response: z.object({ rows: z.array(LiveConversation) }),
    read: ({ stats, scope }) => stats.liveConversations(scope),
    // Not parsed again: the rows are the live feed's, as they are read.
    json: (rows) => ({ rows }),
    csv: {
      name: 'live-conversations',
      rows: (rows) => rows,
      columns: [
        ['id', (r) => r.id],
        ['locale', (r) => r.locale],
        ['domain', (r) => r.domain],
        ['customer', (r) => r.customerName],
        ['profile', (r) => r.profileName],
        ['operator', (r) => r.operatorName],
        ['claim_expires_at', (r) => r.claimExpiresAt],
      ],
    },
  }),
  ranged({
    path: '/statistics/pokes',
    roles: 'Admin',
    summary: 'Pokes per day, profile and domain',
    response: PokesStatistics,
    read: ({ stats, scope }) => stats.pokes(scope),
    json: (result, { scope }) => PokesStatistics.parse({ scope: scopeBody(scope), ...result }),
    csv: {
      name: 'pokes',
      rows: ({ rows }) => rows,
      columns: [
        ['profile', (r) => r.profile],
        ['domain', (r) => r.domain],
        ['pokes', (r) => r.pokes],
        ['sent', (r) => r.sent],
        ['audience', (r) => r.audience],
        ['reached', (r) => r.reached],
        ['answers', (r) => r.answers],
      ],
    },
  }),
  ranged({
    path: '/statistics/pokers',
    roles: ['Admin', 'Manager', 'Poker'],
    summary: 'Per poker',
    response: PokersStatistics,
    // A poker who is not also Admin or Manager sees their own row only.
    read: ({ stats, scope, user }) =>
      stats.pokers(scope, hasRole(user.roles, ['Admin', 'Manager']) ? undefined : user.uid),
    json: (rows, { scope }) => PokersStatistics.parse({ scope: scopeBody(scope), rows }),
    csv: {
      name: 'pokers',
      rows: (rows) => rows,
      columns: [
        ['uid', (r) => r.uid],
        ['name', (r) => r.name],
        ['created', (r) => r.created],
        ['sent', (r) => r.sent],
        ['audience', (r) => r.audience],
        ['reached', (r) => r.reached],
        ['answers', (r) => r.answers],
      ],
    },
  }),
];

export function registerStatisticsRoutes(app: App, deps: FigureDeps): void {
  registerFigures(app, deps, new StatisticsService(deps.db), FIGURES);
}
