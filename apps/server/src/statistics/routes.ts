import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  ChatDetailsQuery,
  ChatReviewDetails,
  ChatReviewList,
  ChatReviewListQuery,
  hasRole,
  hourlyAllowed,
  LiveConversation,
  Locale,
  MessagesStatistics,
  MessagesStatisticsQuery,
  OperatorsStatistics,
  PAGE_SIZE_QUALITY_REVIEW,
  PersonalStatistics,
  PokersStatistics,
  PokesStatistics,
  QueuesStatistics,
  scoreTrendUnit,
  ScoresStatistics,
  STATISTICS_HOURLY_MAX_DAYS,
  STATISTICS_MESSAGES,
  StatisticsQuery,
  StatisticsQueryFields,
  statisticsRange,
  type StatisticsScope,
  type ChatAbuseVerdict,
  type ChatReviewRow,
} from '@switchboard/domain';
import type { Context } from 'hono';
import type { ZodObject, ZodRawShape } from 'zod';
import type { AuthUser } from '../auth/service.js';
import { messagePage } from '../chats/messages.js';
import { iso, logFromRecord } from '../chats/rows.js';
import { chatLogs, flaggedItems, messages } from '../db/schema.js';
import type { App, AppDeps, AppEnv } from '../http/app.js';
import { InputError, NotFoundError } from '../http/errors.js';
import { assertLocalesAllowed, requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { inputErrorFromZod } from '../http/validation.js';
import { csvResponse, type CsvValue } from './csv.js';
import { StatisticsService, type Scope } from './service.js';

/**
 * The statistics calls (spec §2 "Statistics children", §6), one per figure: each takes the
 * range, locales and zone of `StatisticsQuery`, checks the roles of its screen and that every
 * locale is among the caller's geos, and answers JSON or, with `format=csv`, the whole result as
 * a streamed CSV. What each figure counts: FIGURES.md.
 */

const CSV = { 'text/csv': { schema: z.string() } };

/** The scope of a call: the validated range and the locales, each within the caller's geos. */
function scopeOf(c: Context<AppEnv>, deps: AppDeps): Scope & { format: 'json' | 'csv' } {
  const user = c.get('user');
  const parsed = StatisticsQuery.safeParse(c.req.query());
  if (!parsed.success) throw inputErrorFromZod(parsed.error, 'query');
  const range = statisticsRange(parsed.data, deps.clock());
  if ('field' in range) {
    throw new InputError(`${range.field}: ${range.message}`, [
      { field: range.field, message: range.message },
    ]);
  }
  const locales = parsed.data.locales ?? user.geos;
  assertLocalesAllowed(user, locales);
  return {
    tenantId: user.tenantId,
    locales: [...new Set(locales)],
    from: range.from,
    to: range.to,
    tz: parsed.data.tz,
    now: deps.clock().toISOString(),
    format: parsed.data.format,
  };
}

function extra<S extends ZodRawShape>(c: Context<AppEnv>, schema: ZodObject<S>) {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw inputErrorFromZod(parsed.error, 'query');
  return parsed.data;
}

const scopeBody = (scope: Scope): StatisticsScope => ({
  from: scope.from,
  to: scope.to,
  tz: scope.tz,
  locales: [...scope.locales],
});

/** An OpenAPI GET of the statistics with its roles. */
function figureRoute(
  path: string,
  roles: string,
  summary: string,
  response: z.ZodType,
  more: { query?: ZodObject<ZodRawShape>; params?: ZodObject<ZodRawShape> } = {},
): RouteConfig {
  return createRoute({
    method: 'get',
    path,
    tags: ['statistics'],
    summary: `${summary} (${roles.split('|').join(', ')})`,
    security: [{ bearer: [] }],
    request: {
      query: more.query ? StatisticsQueryFields.merge(more.query) : StatisticsQueryFields,
      ...(more.params ? { params: more.params } : {}),
    },
    responses: {
      200: {
        content: { ...json(response).content, ...CSV },
        description: 'The figure; with format=csv the whole result as CSV.',
      },
      ...authedErrors('Role not allowed, or a locale outside your geos.'),
      404: { ...json(ErrorResponse), description: 'No such chat in that locale.' },
    },
  });
}

/** Registers `app.openapi` for a figure (typed loosely: every answer is checked by its schema). */
function register(
  app: App,
  deps: AppDeps,
  route: RouteConfig,
  roles: string,
  handler: (c: Context<AppEnv>) => Promise<Response>,
): void {
  const honoPath = route.path.replace(/\{(\w+)\}/g, ':$1');
  app.use(honoPath, requireAuth(deps.auth), requireRole(roles));
  app.openapi(route, handler as never);
}

const dateOrEmpty = (value: string | null) => value ?? '';

export function registerStatisticsRoutes(app: App, deps: AppDeps): void {
  const stats = new StatisticsService(deps.db);

  const operators = 'Admin';
  register(
    app,
    deps,
    figureRoute('/statistics/operators', operators, 'Per operator figures', OperatorsStatistics),
    operators,
    async (c) => {
      const scope = scopeOf(c, deps);
      const rows = await stats.operators(scope);
      if (scope.format === 'csv') {
        return csvResponse(
          'operators',
          [
            'uid',
            'name',
            'chats_answered',
            'messages_sent',
            'response_median_s',
            'response_p90_s',
            'claims_taken',
            'claims_expired',
            'online_s',
            'claimed_s',
            'occupancy',
            'score',
          ],
          rows.map((r) => [
            r.uid,
            r.name,
            r.chatsAnswered,
            r.messagesSent,
            r.responseMedianS,
            r.responseP90S,
            r.claimsTaken,
            r.claimsExpired,
            r.onlineS,
            r.claimedS,
            r.occupancy,
            r.score,
          ]),
        );
      }
      return c.json(OperatorsStatistics.parse({ scope: scopeBody(scope), rows }), 200);
    },
  );

  register(
    app,
    deps,
    figureRoute(
      '/statistics/operators/{uid}/timeline',
      operators,
      "An operator's activity timeline",
      PersonalStatistics,
      { params: z.object({ uid: z.string().min(1).max(128) }) },
    ),
    operators,
    async (c) => personal(c, c.req.param('uid') ?? ''),
  );

  const personal = async (c: Context<AppEnv>, uid: string) => {
    const scope = scopeOf(c, deps);
    const figures = await stats.operator(scope, uid);
    if (!figures) throw new NotFoundError('No such user.');
    const [trend, timeline] = await Promise.all([
      stats.operatorTrend(scope, uid),
      stats.timeline(scope, uid),
    ]);
    if (scope.format === 'csv') {
      return csvResponse(
        'personal-stats',
        ['day', 'messages_sent', 'chats_answered', 'response_median_s'],
        trend.map((d) => [d.day, d.messagesSent, d.chatsAnswered, d.responseMedianS]),
      );
    }
    return c.json(
      PersonalStatistics.parse({ scope: scopeBody(scope), figures, trend, timeline }),
      200,
    );
  };

  const mine = 'Admin|Operator';
  register(
    app,
    deps,
    figureRoute('/personal-stats', mine, 'My statistics', PersonalStatistics),
    mine,
    async (c) => personal(c, c.get('user').uid),
  );

  const queues = 'Admin|Manager';
  register(
    app,
    deps,
    figureRoute('/statistics/queues', queues, 'Queues per locale and pool', QueuesStatistics),
    queues,
    async (c) => {
      const scope = scopeOf(c, deps);
      const unit = hourlyAllowed(scope) ? 'hour' : 'day';
      const { rows, hours } = await stats.queues(scope, unit);
      if (scope.format === 'csv') {
        return csvResponse(
          'queues',
          [unit, 'locale', 'pool', 'claims'],
          hours.map((h) => [h.hour, h.locale, h.pool, h.claims]),
        );
      }
      return c.json(QueuesStatistics.parse({ scope: scopeBody(scope), rows, unit, hours }), 200);
    },
  );

  const scores = 'Admin';
  register(
    app,
    deps,
    figureRoute('/statistics/scores', scores, 'Operator scores', ScoresStatistics),
    scores,
    async (c) => {
      const scope = scopeOf(c, deps);
      const trendUnit = scoreTrendUnit(scope);
      const rows = await stats.scores(scope, trendUnit);
      if (scope.format === 'csv') {
        return csvResponse(
          'scores',
          ['uid', 'name', 'stored_score', 'score', 'within_target_share', 'answer_rate'],
          rows.map((r) => [
            r.uid,
            r.name,
            r.storedScore,
            r.score,
            r.withinTargetShare,
            r.answerRate,
          ]),
        );
      }
      return c.json(ScoresStatistics.parse({ scope: scopeBody(scope), trendUnit, rows }), 200);
    },
  );

  const volume = 'Admin|Manager';
  register(
    app,
    deps,
    figureRoute('/statistics/messages', volume, 'Message volume', MessagesStatistics, {
      query: MessagesStatisticsQuery,
    }),
    volume,
    async (c) => {
      const scope = scopeOf(c, deps);
      const { bucket } = extra(c, MessagesStatisticsQuery);
      if (bucket === 'hour' && !hourlyAllowed(scope)) {
        const message = STATISTICS_MESSAGES.hourlyTooLong(STATISTICS_HOURLY_MAX_DAYS);
        throw new InputError(`bucket: ${message}`, [{ field: 'bucket', message }]);
      }
      const rows = await stats.messages(scope, bucket);
      if (scope.format === 'csv') {
        return csvResponse(
          'messages',
          [bucket, 'locale', 'domain', 'sender_type', 'messages'],
          rows.map((r) => [r.bucket, r.locale, r.domain, r.senderType, r.messages]),
        );
      }
      return c.json(MessagesStatistics.parse({ scope: scopeBody(scope), bucket, rows }), 200);
    },
  );

  const review = 'Admin|Manager';
  register(
    app,
    deps,
    figureRoute('/statistics/chat', review, 'Chats for quality review', ChatReviewList, {
      query: ChatReviewListQuery,
    }),
    review,
    async (c) => {
      const scope = scopeOf(c, deps);
      const { cursor } = extra(c, ChatReviewListQuery);
      if (scope.format === 'csv') {
        return csvResponse(
          'chats',
          [
            'id',
            'locale',
            'domain',
            'customer',
            'profile',
            'created_at',
            'last_message_at',
            'last_sender_type',
            'status',
            'operators',
          ],
          (async function* (): AsyncGenerator<CsvValue[]> {
            let next: string | undefined = cursor;
            do {
              const page = await stats.chats(scope, { cursor: next, limit: 500 });
              for (const r of page.rows) yield chatCsv(r);
              next = page.nextCursor ?? undefined;
            } while (next !== undefined);
          })(),
        );
      }
      const page = await stats.chats(scope, { cursor });
      return c.json(ChatReviewList.parse({ scope: scopeBody(scope), ...page }), 200);
    },
  );

  const params = z.object({ geo: Locale, id: z.string().min(1).max(128) });
  register(
    app,
    deps,
    figureRoute('/statistics/chat/{geo}/{id}', review, "A chat's review", ChatReviewDetails, {
      query: ChatDetailsQuery,
      params,
    }),
    review,
    async (c) => {
      const user = c.get('user');
      const path = params.safeParse(c.req.param());
      if (!path.success) throw inputErrorFromZod(path.error, 'path');
      const { geo, id } = path.data;
      assertLocalesAllowed(user, [geo]);
      const { before } = extra(c, ChatDetailsQuery);
      const scope: Scope = {
        tenantId: user.tenantId,
        locales: [geo],
        from: '',
        to: '',
        tz: 'UTC',
        now: deps.clock().toISOString(),
      };
      const [row] = (await stats.chats(scope, { chatId: id, limit: 1 })).rows;
      if (!row) throw new NotFoundError('No such chat in this locale.');
      const [page, logs, moderated] = await Promise.all([
        messagePage(deps.chats, user, id, { before, limit: PAGE_SIZE_QUALITY_REVIEW }),
        deps.db
          .select()
          .from(chatLogs)
          .where(and(eq(chatLogs.chatId, id), eq(chatLogs.tenantId, user.tenantId)))
          .orderBy(asc(chatLogs.createdAt)),
        abuseVerdictsOf(deps, user, id),
      ]);
      return c.json(
        ChatReviewDetails.parse({
          chat: row,
          messages: page.data,
          hasMore: page.hasMore,
          logs: logs.map(logFromRecord),
          abuseVerdicts: moderated,
        }),
        200,
      );
    },
  );

  const live = 'Admin|Manager|AbuseChecker';
  register(
    app,
    deps,
    figureRoute(
      '/statistics/live-conversations',
      live,
      'Chats claimed now (a snapshot; live: stats.live-conversations)',
      z.object({ rows: z.array(LiveConversation) }),
    ),
    live,
    async (c) => {
      const scope = scopeOf(c, deps);
      const rows = await stats.liveConversations(scope);
      if (scope.format === 'csv') {
        return csvResponse(
          'live-conversations',
          ['id', 'locale', 'domain', 'customer', 'profile', 'operator', 'claim_expires_at'],
          rows.map((r) => [
            r.id,
            r.locale,
            r.domain,
            r.customerName,
            r.profileName,
            r.operatorName,
            r.claimExpiresAt,
          ]),
        );
      }
      return c.json({ rows }, 200);
    },
  );

  const pokes = 'Admin';
  register(
    app,
    deps,
    figureRoute('/statistics/pokes', pokes, 'Pokes per day, profile and domain', PokesStatistics),
    pokes,
    async (c) => {
      const scope = scopeOf(c, deps);
      const { days, rows } = await stats.pokes(scope);
      if (scope.format === 'csv') {
        return csvResponse(
          'pokes',
          ['profile', 'domain', 'pokes', 'sent', 'audience', 'reached', 'answers'],
          rows.map((r) => [r.profile, r.domain, r.pokes, r.sent, r.audience, r.reached, r.answers]),
        );
      }
      return c.json(PokesStatistics.parse({ scope: scopeBody(scope), days, rows }), 200);
    },
  );

  const pokers = 'Admin|Manager|Poker';
  register(
    app,
    deps,
    figureRoute('/statistics/pokers', pokers, 'Per poker', PokersStatistics),
    pokers,
    async (c) => {
      const scope = scopeOf(c, deps);
      const user = c.get('user');
      // A poker who is not also Admin or Manager sees their own row only.
      const own = hasRole(user.roles, 'Admin|Manager') ? undefined : user.uid;
      const rows = await stats.pokers(scope, own);
      if (scope.format === 'csv') {
        return csvResponse(
          'pokers',
          ['uid', 'name', 'created', 'sent', 'audience', 'reached', 'answers'],
          rows.map((r) => [r.uid, r.name, r.created, r.sent, r.audience, r.reached, r.answers]),
        );
      }
      return c.json(PokersStatistics.parse({ scope: scopeBody(scope), rows }), 200);
    },
  );
}

function chatCsv(r: ChatReviewRow): CsvValue[] {
  return [
    r.id,
    r.locale,
    r.domain,
    r.customerName,
    r.profileName,
    r.createdAt,
    dateOrEmpty(r.lastMessageAt),
    r.lastSenderType,
    r.status,
    r.operators.join('; '),
  ];
}

/**
 * The abuse verdicts on a chat's messages: the abuse review's decisions on flagged messages of
 * the chat (`safe` or `abuse`, who and when; one still waiting reads `pending` or `claimed`), and
 * a moderator's change of a message (`abuse_modification_data`) as `modified`.
 */
async function abuseVerdictsOf(
  deps: AppDeps,
  user: AuthUser,
  chatId: string,
): Promise<ChatAbuseVerdict[]> {
  const [flagged, modified] = await Promise.all([
    deps.db
      .select({
        id: flaggedItems.id,
        status: flaggedItems.status,
        checkedBy: flaggedItems.checkedBy,
        checkedAt: flaggedItems.checkedAt,
      })
      .from(flaggedItems)
      .where(
        and(
          eq(flaggedItems.tenantId, user.tenantId),
          eq(flaggedItems.kind, 'message'),
          eq(flaggedItems.chatId, chatId),
        ),
      )
      .orderBy(asc(flaggedItems.itemCreatedAt)),
    deps.db
      .select({ id: messages.id, data: messages.abuseModificationData })
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          eq(messages.tenantId, user.tenantId),
          isNotNull(messages.abuseModificationData),
        ),
      ),
  ]);
  return [
    ...flagged.map((row) => ({
      messageId: row.id,
      status: row.status,
      checkedBy: row.checkedBy,
      checkedAt: iso(row.checkedAt),
    })),
    ...modified.map((row) => ({
      messageId: row.id,
      status: 'modified',
      checkedBy: typeof row.data?.modified_by === 'string' ? row.data.modified_by : null,
      checkedAt: null,
    })),
  ];
}
