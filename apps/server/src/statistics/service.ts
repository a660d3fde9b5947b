import { sql, type SQL } from 'drizzle-orm';
import {
  operatorScore,
  QUEUE_POOLS,
  SCORE_RESPONSE_TARGET_S,
  STATISTICS_CHAT_PAGE_SIZE,
  type ActivitySegment,
  type ChatReviewRow,
  type LiveConversation,
  type MessageVolume,
  type OperatorDay,
  type OperatorFigures,
  type PokeBreakdown,
  type PokeDay,
  type PokerFigures,
  type QueueFigures,
  type QueueHour,
  type ScoreFigures,
} from '@switchboard/domain';
import { countWaiting } from '../chats/repo.js';
import { iso } from '../chats/rows.js';
import type { Database } from '../db/client.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import {
  cover,
  inEdges,
  inPeriods,
  percentileOf,
  type Bucket,
  type Cover,
  type Span,
} from './periods.js';
import { bucketOf, inList, isoOf, rowsOf, secondsIn, windowOf } from './sql.js';

/**
 * The statistics figures (FIGURES.md), each one SQL read of the rollup tables or of an index:
 * never a scan of the whole message history.
 */

/** What every figure is asked for: the tenant, the locales (within the caller's geos), a range. */
export interface Scope {
  tenantId: string;
  locales: readonly string[];
  from: string;
  to: string;
  tz: string;
  /** The server clock, ISO: where open intervals (a socket still connected) end. */
  now: string;
}

/** Claims last minutes; one that overlaps the range started at most this long before it. */
const CLAIM_LOOKBACK = sql`interval '1 day'`;

const OPERATOR_ROLE = sql`exists (select 1 from unnest(u.roles) r where r like 'CHAT_OPERATOR%')`;

function geosOverlap(locales: readonly string[]): SQL {
  return sql`u.geos && array(select jsonb_array_elements_text(${JSON.stringify(locales)}::jsonb))`;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The counting CTEs per operator over the scope (optionally one operator): chats answered
 * (`answered`) and messages sent, claims taken and run out (`counts`), from the day and month
 * rollups and the raw rows at the range's edges (periods.ts).
 */
function countCtes(scope: Scope, days: Cover, uid?: string): SQL {
  const { tenantId, locales } = scope;
  const one = (column: SQL) => (uid === undefined ? sql`` : sql`and ${column} = ${uid}`);
  const mine = (operator: SQL) =>
    sql`tenant_id = ${tenantId} and ${inList(sql`locale`, locales)} ${one(operator)}`;
  return sql`
    ${answeredCte(scope, days, mine(sql`operator_id`))},
    counts as materialized (
      select uid, sum(sent)::int as sent, sum(taken)::int as taken, sum(expired)::int as expired
      from (
        select operator_id as uid, sent, claims as taken, claims_expired as expired
        from stats_operator_periods
        where ${mine(sql`operator_id`)} and ${inPeriods(days, sql`unit`, sql`start`)}
        union all
        select sender_id, messages, 0, 0 from stats_message_hours
        where ${mine(sql`sender_id`)} and sender_type = 'agent' and ${inEdges(days, sql`hour`)}
        union all
        select operator_id, 0, 1, case when outcome = 'expired' then 1 else 0 end from stats_claims
        where ${mine(sql`operator_id`)} and ${inEdges(days, sql`claimed_at`)}) x
      group by uid)`;
}

/**
 * Distinct chats answered per operator over the scope (`answered`; `mine` filters tenant, locales
 * and operator). Without whole months: the union of the whole days' chats and the edges' chats.
 * With whole months [c, d) (one span, in the middle of the cover): a pair (locale, operator, chat)
 * counts once in them where its month row in [c, d) has no previous month row or one before c
 * (`prev_start`, kept on write by migration 0021); those rows are summed from their counts per
 * operator, month and previous month (`stats_answered_firsts`, migration 0022), not read. The
 * pairs of the edges (the days before c and from d, and the raw rows) each lie in the month just
 * before c or the month d: their own month row says whether the pair also has a month in [c, d)
 * (the next after the month before c, the previous before month d), where it counted already.
 * A range up to now (nothing answered in the tenant from its end on) reads its end edge as month d
 * whole, from the counts too: the end edge of a year would otherwise be up to a month of day rows.
 */
function answeredCte(scope: Scope, days: Cover, mine: SQL): SQL {
  const months = days.periods.find((p) => p.unit === 'month');
  const edgeDays: Cover = { periods: days.periods.filter((p) => p !== months), raw: days.raw };
  if (months === undefined) {
    return sql`
      answered as materialized (
        select uid, count(*)::int as chats from (
          select operator_id as uid, chat_id from stats_answered_chats
          where ${mine} and ${inPeriods(days, sql`unit`, sql`start`)}
          union
          select operator_id, chat_id from stats_responses
          where ${mine} and ${inEdges(days, sql`replied_at`)}) x
        group by uid)`;
  }
  const c = sql`${months.from}::timestamptz`;
  const d = sql`${months.to}::timestamptz`;
  // The edges' months: the one before c and d. Said to the join so that it reads their rows
  // only, not every month row.
  const first = new Date(months.from);
  const before = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1));
  const startsBy = (span: Span) => Date.parse(span.to) <= Date.parse(months.from);
  const side = (keep: (span: Span) => boolean): Cover => ({
    periods: edgeDays.periods.filter(keep),
    raw: edgeDays.raw.filter(keep),
  });
  const startEdge = side(startsBy);
  const endEdge = side((span) => !startsBy(span));
  const edgeRows = (edge: Cover, also: SQL) => sql`
    select operator_id as uid, locale, chat_id, date_trunc('month', start, 'UTC') as month
    from stats_answered_chats
    where ${mine} and ${inPeriods(edge, sql`unit`, sql`start`)} and ${also}
    union
    select operator_id, locale, chat_id, date_trunc('month', replied_at, 'UTC')
    from stats_responses
    where ${mine} and ${inEdges(edge, sql`replied_at`)} and ${also}`;
  // Nothing in the tenant was answered from the range's end on (a range up to now): every row of
  // month d lies in [d, to), so the end edge is month d whole, summed like the whole months, and
  // a pair of the start edge with month d next counts there instead.
  const open = sql`(select open from answered_open)`;
  return sql`
    answered_open as materialized (
      select not exists (select 1 from stats_responses
        where tenant_id = ${scope.tenantId} and replied_at >= ${scope.to}::timestamptz) as open),
    answered as materialized (
      select uid, sum(n)::int as chats from (
        select operator_id as uid, sum(n) as n from stats_answered_firsts
        where ${mine} and month >= ${c} and (month < ${d} or (month = ${d} and ${open}))
          and prev_month < ${c}
        group by operator_id
        union all
        select e.uid, count(distinct e.chat_id) from (
          ${edgeRows(startEdge, sql`true`)}
          union
          ${edgeRows(endEdge, sql`not ${open}`)}) e
          left join stats_answered_chats x on x.tenant_id = ${scope.tenantId} and x.unit = 'month'
            and x.start in (${before.toISOString()}::timestamptz, ${d})
            and x.start = e.month and x.locale = e.locale and x.operator_id = e.uid
            and x.chat_id = e.chat_id
        where not coalesce((x.start < ${c} and (x.next_start < ${d} or (x.next_start = ${d} and ${open})))
          or (x.start >= ${d} and x.prev_start >= ${c}), false)
        group by e.uid) y
      group by uid)`;
}

/** The raw time CTEs of one user over the scope: claims, presence (the activity timeline). */
function timeCtes(scope: Scope, uid: string): SQL {
  const { tenantId, locales, from, to, now } = scope;
  return sql`
    cl as materialized (
      select operator_id as uid,
        range_agg(tstzrange(claimed_at, greatest(claimed_at,
          coalesce(ended_at, least(expires_at, ${now}::timestamptz), ${now}::timestamptz)))) as ranges
      from stats_claims
      where tenant_id = ${tenantId} and claimed_at >= ${from}::timestamptz - ${CLAIM_LOOKBACK}
        and claimed_at < ${to}::timestamptz and ${inList(sql`locale`, locales)} and operator_id = ${uid}
      group by operator_id),
    online as materialized (
      select uid, range_agg(tstzrange(connected_at,
        greatest(connected_at, coalesce(disconnected_at, ${now}::timestamptz)))) as ranges
      from stats_presence_sessions
      where tenant_id = ${tenantId} and connected_at < ${to}::timestamptz
        and (disconnected_at is null or disconnected_at > ${from}::timestamptz) and uid = ${uid}
      group by uid)`;
}

/** A list of spans as one multirange (empty when none). */
function multirangeOf(spans: readonly { from: string; to: string }[]): SQL {
  if (spans.length === 0) return sql`'{}'::tstzmultirange`;
  return sql`tstzmultirange(${sql.join(
    spans.map((s) => sql`tstzrange(${s.from}::timestamptz, ${s.to}::timestamptz)`),
    sql`, `,
  )})`;
}

/**
 * The time CTEs per operator over the scope (optionally one operator): time online, holding a
 * claim and of it while online (`times`). Whole days and months come from stats_operator_time
 * (sessions and claims that ended); the range's edges, and within the whole periods wherever a
 * session or claim is still open (`hot`), from the raw rows: there the figure is the raw one of
 * every row less the raw one of the ended rows (which the rollup already holds).
 */
function operatorTimeCtes(scope: Scope, days: Cover, uid?: string): SQL {
  const { tenantId, locales, now } = scope;
  const one = (column: SQL) => (uid === undefined ? sql`` : sql`and ${column} = ${uid}`);
  const edges = multirangeOf(days.raw);
  const periods = multirangeOf(days.periods);
  const inLocales = inList(sql`locale`, locales);
  const overlapsEdges = (span: SQL) =>
    days.raw.length === 0
      ? sql`false`
      : sql`(${sql.join(
          days.raw.map(
            (r) => sql`${span} && tstzrange(${r.from}::timestamptz, ${r.to}::timestamptz)`,
          ),
          sql` or `,
        )})`;
  const sessionSpan = sql`stats_span(s.connected_at, s.disconnected_at)`;
  const claimSpan = sql`stats_span(c.claimed_at, c.ended_at)`;
  const sessionNow = sql`tstzrange(s.connected_at, greatest(s.connected_at, coalesce(s.disconnected_at, ${now}::timestamptz)))`;
  const claimNow = sql`tstzrange(c.claimed_at, greatest(c.claimed_at,
    coalesce(c.ended_at, least(c.expires_at, ${now}::timestamptz), ${now}::timestamptz)))`;
  return sql`
    rolled as materialized (
      select uid, sum(online_s) as online, sum(claimed_s) as claimed,
        sum(claimed_online_s) as claimed_online
      from stats_operator_time
      where tenant_id = ${tenantId} and (locale = '' or ${inLocales}) ${one(sql`uid`)}
        and ${inPeriods(days, sql`unit`, sql`start`)}
      group by uid),
    hot as materialized (
      select uid, range_agg(r) * ${periods} as h from (
        select s.uid, ${sessionNow} as r from stats_presence_sessions s
        where s.tenant_id = ${tenantId} and s.disconnected_at is null ${one(sql`s.uid`)}
        union all
        select c.operator_id, ${claimNow} from stats_claims c
        where c.tenant_id = ${tenantId} and c.ended_at is null and ${inList(sql`c.locale`, locales)}
          ${one(sql`c.operator_id`)}) x
      group by uid),
    online as materialized (
      select uid, range_agg(r) as ranges, range_agg(r) filter (where closed) as closed from (
        select s.socket_id, s.uid, ${sessionNow} as r, s.disconnected_at is not null as closed
        from stats_presence_sessions s
        where s.tenant_id = ${tenantId} and ${overlapsEdges(sessionSpan)} ${one(sql`s.uid`)}
        union
        select s.socket_id, s.uid, ${sessionNow}, s.disconnected_at is not null
        from hot join stats_presence_sessions s on s.tenant_id = ${tenantId} and s.uid = hot.uid
          and ${sessionSpan} && range_merge(hot.h)
        where not isempty(hot.h)) x
      group by uid),
    cl as materialized (
      select uid, range_agg(r) as ranges, range_agg(r) filter (where closed) as closed from (
        select c.id, c.operator_id as uid, ${claimNow} as r, c.ended_at is not null as closed
        from stats_claims c
        where c.tenant_id = ${tenantId} and ${inList(sql`c.locale`, locales)}
          and ${overlapsEdges(claimSpan)} ${one(sql`c.operator_id`)}
        union
        select c.id, c.operator_id, ${claimNow}, c.ended_at is not null
        from hot join stats_claims c on c.tenant_id = ${tenantId} and c.operator_id = hot.uid
          and ${claimSpan} && range_merge(hot.h) and ${inList(sql`c.locale`, locales)}
        where not isempty(hot.h)) x
      group by uid),
    times as materialized (
      select coalesce(rolled.uid, cl.uid, online.uid) as uid,
        coalesce(rolled.online, 0)
          + ${secondsIn(sql`online.ranges * (${edges} + coalesce(hot.h, '{}'))`)}
          - ${secondsIn(sql`online.closed * hot.h`)} as online_s,
        coalesce(rolled.claimed, 0)
          + ${secondsIn(sql`cl.ranges * (${edges} + coalesce(hot.h, '{}'))`)}
          - ${secondsIn(sql`cl.closed * hot.h`)} as claimed_s,
        coalesce(rolled.claimed_online, 0)
          + ${secondsIn(sql`cl.ranges * online.ranges * (${edges} + coalesce(hot.h, '{}'))`)}
          - ${secondsIn(sql`cl.closed * online.closed * hot.h`)} as claimed_online_s
      from rolled
        full join cl on cl.uid = rolled.uid
        full join online on online.uid = coalesce(rolled.uid, cl.uid)
        left join hot on hot.uid = coalesce(rolled.uid, cl.uid, online.uid))`;
}

interface OperatorRow {
  uid: string;
  name: string;
  chats: number | null;
  sent: number | null;
  p50: number | null;
  p90: number | null;
  taken: number | null;
  expired: number | null;
  online_s: number;
  claimed_s: number;
  claimed_online_s: number;
  score: number | null;
}

function operatorFigures(row: OperatorRow): OperatorFigures {
  const online = num(row.online_s);
  return {
    uid: row.uid,
    name: row.name,
    chatsAnswered: num(row.chats),
    messagesSent: num(row.sent),
    responseMedianS: numOrNull(row.p50),
    responseP90S: numOrNull(row.p90),
    claimsTaken: num(row.taken),
    claimsExpired: num(row.expired),
    onlineS: Math.round(online),
    claimedS: Math.round(num(row.claimed_s)),
    occupancy: online > 0 ? Math.min(1, num(row.claimed_online_s) / online) : null,
    score: numOrNull(row.score),
  };
}

export class StatisticsService {
  constructor(private readonly db: Database) {}

  /**
   * Per operator: the operators of the locales (an operator role and a geo among them) and anyone
   * with activity there in the range; with `uid`, that one user.
   */
  async operators(scope: Scope, uid?: string): Promise<OperatorFigures[]> {
    const days = cover(scope.from, scope.to, ['month', 'day']);
    const [rows, buckets] = await Promise.all([
      rowsOf<OperatorRow>(
        this.db,
        sql`with ${countCtes(scope, days, uid)}, ${operatorTimeCtes(scope, days, uid)}
        select u.uid, coalesce(u.display_name, u.email) as name, answered.chats, counts.sent,
          counts.taken, counts.expired, u.score, coalesce(times.online_s, 0) as online_s,
          coalesce(times.claimed_s, 0) as claimed_s,
          coalesce(times.claimed_online_s, 0) as claimed_online_s
        from users u
          left join answered on answered.uid = u.uid
          left join counts on counts.uid = u.uid
          left join times on times.uid = u.uid
        where u.tenant_id = ${scope.tenantId}
          ${uid === undefined ? sql`` : sql`and u.uid = ${uid}`}
          and (answered.uid is not null or counts.uid is not null or times.claimed_s > 0
            ${uid === undefined ? sql`or (${OPERATOR_ROLE} and ${geosOverlap(scope.locales)})` : sql`or true`})
        order by name, u.uid`,
      ),
      this.responseBuckets(scope, days, uid),
    ]);
    return rows.map((row) => {
      const mine = buckets.get(row.uid) ?? [];
      return operatorFigures({
        ...row,
        p50: percentileOf(mine, 0.5),
        p90: percentileOf(mine, 0.9),
      });
    });
  }

  /** Each operator's histogram of first response times over the scope (FIGURES.md). */
  private async responseBuckets(
    scope: Scope,
    days: Cover,
    uid?: string,
  ): Promise<Map<string, Bucket[]>> {
    const { tenantId, locales } = scope;
    const one = uid === undefined ? sql`` : sql`and operator_id = ${uid}`;
    const where = sql`tenant_id = ${tenantId} and ${inList(sql`locale`, locales)} ${one}`;
    const rows = await rowsOf<{ uid: string; bucket: number; n: number; total: number }>(
      this.db,
      sql`select uid, bucket, sum(n)::int as n, sum(total)::float8 as total from (
          select operator_id as uid, bucket, responses as n, total_ms as total
          from stats_response_buckets where ${where} and ${inPeriods(days, sql`unit`, sql`start`)}
          union all
          select operator_id, stats_bucket(response_ms), 1, response_ms from stats_responses
          where ${where} and ${inEdges(days, sql`replied_at`)}) x
        group by 1, 2`,
    );
    const byUid = new Map<string, Bucket[]>();
    for (const row of rows) {
      const list = byUid.get(row.uid) ?? [];
      list.push({ bucket: num(row.bucket), count: num(row.n), totalMs: num(row.total) });
      byUid.set(row.uid, list);
    }
    return byUid;
  }

  /** One user's figures (personal statistics); zeros when there is no activity. */
  async operator(scope: Scope, uid: string): Promise<OperatorFigures | null> {
    const [row] = await this.operators(scope, uid);
    return row ?? null;
  }

  /** A user's days in the range (the zone's calendar days): messages, chats answered, median. */
  async operatorTrend(scope: Scope, uid: string): Promise<OperatorDay[]> {
    const { tenantId, locales, from, to, tz } = scope;
    const rows = await rowsOf<{ day: string; sent: number; chats: number; p50: number | null }>(
      this.db,
      sql`with days as (
          select to_char(d, 'YYYY-MM-DD') as day
          from generate_series(date_trunc('day', ${from}::timestamptz at time zone ${tz}),
            (${to}::timestamptz - interval '1 microsecond') at time zone ${tz}, interval '1 day') d),
        sent as (
          select ${bucketOf(sql`start`, 'day', tz)} as day, sum(sent)::int as n
          from stats_operator_periods
          where tenant_id = ${tenantId} and operator_id = ${uid} and unit = 'hour'
            and start >= ${from}::timestamptz and start < ${to}::timestamptz
            and ${inList(sql`locale`, locales)}
          group by 1),
        resp as (
          select ${bucketOf(sql`replied_at`, 'day', tz)} as day, count(distinct chat_id)::int as chats,
            percentile_cont(0.5) within group (order by response_ms) / 1000.0 as p50
          from stats_responses
          where tenant_id = ${tenantId} and operator_id = ${uid}
            and replied_at >= ${from}::timestamptz and replied_at < ${to}::timestamptz
            and ${inList(sql`locale`, locales)}
          group by 1)
      select days.day, coalesce(sent.n, 0) as sent, coalesce(resp.chats, 0) as chats, resp.p50
      from days left join sent using (day) left join resp using (day)
      order by days.day`,
    );
    return rows.map((row) => ({
      day: row.day,
      messagesSent: num(row.sent),
      chatsAnswered: num(row.chats),
      responseMedianS: numOrNull(row.p50),
    }));
  }

  /** A user's time online in the range cut into holding a claim and idle, oldest first. */
  async timeline(scope: Scope, uid: string): Promise<ActivitySegment[]> {
    const window = windowOf(scope.from, scope.to);
    const rows = await rowsOf<{ state: 'claim' | 'idle'; from: string; to: string }>(
      this.db,
      sql`with ${timeCtes(scope, uid)},
        claims as (select coalesce((select ranges from cl), '{}'::tstzmultirange) as r),
        presence as (select coalesce((select ranges from online), '{}'::tstzmultirange) as r)
      select state, ${isoOf(sql`lower(seg)`)} as "from", ${isoOf(sql`upper(seg)`)} as "to"
      from (
        select 'claim' as state, unnest(claims.r * ${window}) as seg from claims
        union all
        select 'idle', unnest((presence.r - claims.r) * ${window}) from presence, claims
      ) s
      order by lower(seg)`,
    );
    return rows.map((row) => ({ state: row.state, from: row.from, to: row.to }));
  }

  /** Per locale and pool: waiting now (live), claims in the range and the wait before them. */
  async queues(
    scope: Scope,
    unit: 'hour' | 'day' = 'hour',
  ): Promise<{ rows: QueueFigures[]; hours: QueueHour[] }> {
    const { tenantId, locales, from, to, tz } = scope;
    const days = cover(from, to, ['month', 'day']);
    const hourly = cover(from, to, ['hour']);
    const mine = sql`tenant_id = ${tenantId} and ${inList(sql`locale`, locales)}`;
    const waitMs = sql`floor(extract(epoch from claimed_at - waiting_since) * 1000)::bigint`;
    const [waiting, buckets, hours] = await Promise.all([
      countWaiting(this.db, tenantId, locales, scope.now),
      rowsOf<{ locale: string; pool: string; bucket: number; n: number; total: number }>(
        this.db,
        sql`select locale, pool, bucket, sum(n)::int as n, sum(total)::float8 as total from (
            select locale, pool, bucket, claims as n, total_ms as total from stats_claim_buckets
            where ${mine} and ${inPeriods(days, sql`unit`, sql`start`)}
            union all
            select locale, pool,
              case when waiting_since is null then -1 else stats_bucket(${waitMs}) end, 1,
              coalesce(${waitMs}, 0)
            from stats_claims where ${mine} and ${inEdges(days, sql`claimed_at`)}) x
          group by 1, 2, 3`,
      ),
      rowsOf<QueueHour>(
        this.db,
        sql`select ${bucketOf(sql`hour`, unit, tz)} as hour, locale, pool, sum(claims)::int as claims
          from (
            select hour, locale, pool, claims from stats_claim_hours
            where ${mine} and ${inPeriods(hourly, sql`'hour'`, sql`hour`)}
            union all
            select claimed_at, locale, pool, 1 from stats_claims
            where ${mine} and ${inEdges(hourly, sql`claimed_at`)}) x
          group by 1, 2, 3 having sum(claims) <> 0 order by 1, 2, 3`,
      ),
    ]);
    const claims = [...locales].flatMap((locale) =>
      QUEUE_POOLS.map((pool) => {
        const mine = buckets
          .filter((row) => row.locale === locale && row.pool === pool)
          .map((row) => ({ bucket: num(row.bucket), count: num(row.n), totalMs: num(row.total) }));
        const waited = mine.filter((b) => b.bucket >= 0);
        return {
          locale,
          pool,
          claims: mine.reduce((sum, b) => sum + b.count, 0),
          p50: percentileOf(waited, 0.5),
          p90: percentileOf(waited, 0.9),
        };
      }),
    );
    const rows = [...locales].sort().flatMap((locale) =>
      QUEUE_POOLS.map((pool): QueueFigures => {
        const now = waiting.find((row) => row.locale === locale && row.pool === pool);
        const taken = claims.find((row) => row.locale === locale && row.pool === pool);
        return {
          locale,
          pool,
          waitingNow: num(now?.count),
          oldestWaitingSince: iso(now?.oldest),
          claims: num(taken?.claims),
          waitMedianS: numOrNull(taken?.p50),
          waitP90S: numOrNull(taken?.p90),
        };
      }),
    );
    return { rows, hours: hours.map((row) => ({ ...row, claims: num(row.claims) })) };
  }

  /** Each operator's score over the range and per day or ISO week (FIGURES.md "scores"). */
  async scores(scope: Scope, trendUnit: 'day' | 'week' = 'day'): Promise<ScoreFigures[]> {
    const { tenantId, locales, from, to, tz } = scope;
    const target = SCORE_RESPONSE_TARGET_S * 1000;
    // The trend's periods are the zone's days or ISO weeks. Whole UTC weeks (for a weekly trend)
    // and days from the rollup, each in the period of its UTC start, then moved to the zone's
    // periods by the hours whose period differs there (near each period's start, an hour per
    // hour of offset; none in UTC); the edges from the raw rows.
    const rolled = cover(from, to, trendUnit === 'week' ? ['week', 'day'] : ['day']);
    const span = {
      from: rolled.periods[0]?.from ?? from,
      to: rolled.periods[rolled.periods.length - 1]?.to ?? from,
    };
    const unit = sql.raw(`'${trendUnit}'`);
    // In hours: a day or week added to a timestamptz is one of the session's zone.
    const step = sql.raw(`interval '${trendUnit === 'week' ? 168 : 24} hours'`);
    // The period (its first day, a date) of `expr` in the zone `zone`.
    const periodIn = (expr: SQL, zone: SQL | string) =>
      sql`date_trunc(${unit}, (${expr}) at time zone ${zone})::date`;
    const utc = sql.raw(`'UTC'`);
    const mine = sql`p.tenant_id = ${tenantId} and ${inList(sql`p.locale`, locales)}`;
    const rows = await rowsOf<{
      uid: string;
      day: string;
      shown: boolean;
      replies: number;
      within: number;
      answered: number;
      expired: number;
      abuse: number;
      judged: number;
      sent: number;
    }>(
      this.db,
      sql`with shifted as materialized (
          select h from generate_series(date_trunc(${unit}, ${span.from}::timestamptz, 'UTC'),
              ${span.to}::timestamptz, ${step}) b,
            generate_series(b - interval '14 hours', b + interval '13 hours', interval '1 hour') h
          where h >= ${span.from}::timestamptz and h < ${span.to}::timestamptz
            and ${periodIn(sql`h`, tz)} <> ${periodIn(sql`h`, utc)}),
        o as (
          select uid, period, sum(replies)::int as replies, sum(within)::int as within,
            sum(answered)::int as answered, sum(expired)::int as expired, sum(sent)::int as sent
          from (
            select p.operator_id as uid, ${periodIn(sql`p.start`, utc)} as period, p.replies,
              p.within_target as within, p.claims_answered as answered,
              p.claims_expired as expired, p.sent
            from stats_operator_periods p
            where ${mine} and ${inPeriods(rolled, sql`p.unit`, sql`p.start`)}
            union all
            select p.operator_id, ${periodIn(sql`p.start`, tz)}, p.replies, p.within_target,
              p.claims_answered, p.claims_expired, p.sent
            from stats_operator_periods p
            where ${mine} and p.unit = 'hour' and p.start = any(array(select h from shifted))
            union all
            select p.operator_id, ${periodIn(sql`p.start`, utc)}, -p.replies, -p.within_target,
              -p.claims_answered, -p.claims_expired, -p.sent
            from stats_operator_periods p
            where ${mine} and p.unit = 'hour' and p.start = any(array(select h from shifted))
            union all
            select operator_id, ${periodIn(sql`replied_at`, tz)}, 1,
              case when response_ms <= ${target} then 1 else 0 end, 0, 0, 0
            from stats_responses p where ${mine} and ${inEdges(rolled, sql`replied_at`)}
            union all
            select operator_id, ${periodIn(sql`claimed_at`, tz)}, 0, 0,
              case when outcome = 'answered' then 1 else 0 end,
              case when outcome = 'expired' then 1 else 0 end, 0
            from stats_claims p where ${mine} and ${inEdges(rolled, sql`claimed_at`)}
            union all
            select sender_id, ${periodIn(sql`hour`, tz)}, 0, 0, 0, 0, messages
            from stats_message_hours p
            where ${mine} and sender_type = 'agent' and ${inEdges(rolled, sql`hour`)}) x
          group by 1, 2),
        a as (
          select sender_id as uid, ${periodIn(sql`item_created_at`, tz)} as period,
            count(*) filter (where status = 'abuse')::int as abuse,
            count(*) filter (where status in ('safe', 'abuse'))::int as judged
          from flagged_items
          where tenant_id = ${tenantId} and kind = 'message'
            and item_created_at >= ${from}::timestamptz and item_created_at < ${to}::timestamptz
            and ${inList(sql`locale`, locales)}
          group by 1, 2)
      select coalesce(o.uid, a.uid) as uid, to_char(coalesce(o.period, a.period), 'YYYY-MM-DD') as day,
        (o.uid is null or o.replies > 0 or o.answered > 0 or o.expired > 0 or a.uid is not null)
          as shown,
        coalesce(o.replies, 0) as replies, coalesce(o.within, 0) as within,
        coalesce(o.answered, 0) as answered, coalesce(o.expired, 0) as expired,
        coalesce(a.abuse, 0) as abuse, coalesce(a.judged, 0) as judged, coalesce(o.sent, 0) as sent
      from o full join a on a.uid = o.uid and a.period = o.period`,
    );
    // Each operator's periods, oldest first (sorted here rather than in SQL). The range's figures
    // sum every period; the trend shows those with data for a part (a first response, a claim
    // answered or run out, a message flagged).
    const byUser = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byUser.get(row.uid) ?? [];
      list.push(row);
      byUser.set(row.uid, list);
    }
    for (const list of byUser.values()) list.sort((a, b) => (a.day < b.day ? -1 : 1));
    const active = [...byUser].filter(([, list]) => list.some((row) => row.shown));
    const users = await rowsOf<{ uid: string; name: string; score: number | null }>(
      this.db,
      sql`select u.uid, coalesce(u.display_name, u.email) as name, u.score from users u
        where u.tenant_id = ${tenantId}
          and (${OPERATOR_ROLE} and ${geosOverlap(locales)}
            or ${inList(
              sql`u.uid`,
              active.map(([uid]) => uid),
            )})
        order by name, u.uid`,
    );
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    return users.map((user) => {
      const mine = byUser.get(user.uid) ?? [];
      const sum = (
        key: 'replies' | 'within' | 'answered' | 'expired' | 'abuse' | 'judged' | 'sent',
      ) => mine.reduce((total, period) => total + num(period[key]), 0);
      const withinTargetShare = share(sum('within'), sum('replies'));
      const answerRate = share(sum('answered'), sum('answered') + sum('expired'));
      // Only once the abuse review has judged something of theirs does the abuse part count.
      const abuseShare =
        sum('judged') > 0 ? Math.min(1, sum('abuse') / Math.max(1, sum('sent'))) : null;
      return {
        uid: user.uid,
        name: user.name,
        storedScore: numOrNull(user.score),
        score: operatorScore({ withinTargetShare, answerRate, abuseShare }),
        withinTargetShare,
        answerRate,
        abuseShare,
        trend: mine
          .filter((period) => period.shown)
          .map((period) => ({
            day: period.day,
            score: operatorScore({
              withinTargetShare: share(num(period.within), num(period.replies)),
              answerRate: share(num(period.answered), num(period.answered) + num(period.expired)),
              abuseShare:
                num(period.judged) > 0
                  ? Math.min(1, num(period.abuse) / Math.max(1, num(period.sent)))
                  : null,
            }),
          })),
      };
    });
  }

  /** Messages per hour or day of the zone, locale, domain and sender type. */
  async messages(scope: Scope, bucket: 'hour' | 'day'): Promise<MessageVolume[]> {
    const { tenantId, locales, from, to, tz } = scope;
    const rows = await rowsOf<MessageVolume>(
      this.db,
      sql`select ${bucketOf(sql`hour`, bucket, tz)} as bucket, locale, domain,
          sender_type as "senderType", sum(messages)::int as messages
        from stats_message_volume
        where tenant_id = ${tenantId} and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
          and ${inList(sql`locale`, locales)}
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    return rows.map((row) => ({ ...row, messages: num(row.messages) }));
  }

  /**
   * Chats whose last message falls in the range, newest first, a page at a time (keyset: the
   * cursor is the last row's time and id). With `chatId`, that one chat whatever its time.
   */
  async chats(
    scope: Scope,
    page: { cursor?: string | undefined; limit?: number; chatId?: string },
  ): Promise<{ rows: ChatReviewRow[]; nextCursor: string | null }> {
    const limit = page.limit ?? STATISTICS_CHAT_PAGE_SIZE;
    const after = page.cursor ? decodeCursor(page.cursor) : null;
    const { tenantId, locales, from, to, now } = scope;
    const rows = await rowsOf<{
      id: string;
      locale: string;
      domain: string | null;
      customer_name: string | null;
      profile_name: string | null;
      created_at: string;
      last_message_at: string | null;
      last_sender_type: string | null;
      claimed_by: string | null;
      operators: string[] | null;
      cursor_at: string;
    }>(
      this.db,
      // Newest first per locale along chats_recent_idx, then merged: a page reads a page per
      // locale, not every chat of the range.
      sql`select c.id, c.locale, c.domain, c.customer->>'name' as customer_name,
          c.profile->>'name' as profile_name, ${isoOf(sql`c.created_at`)} as created_at,
          ${isoOf(sql`c.last_message_at`)} as last_message_at, c.last_sender_type,
          case when c.claim_expires_at > ${now}::timestamptz then c.claimed_by end as claimed_by,
          array(select distinct coalesce(m.sender_name, m.sender_id) from messages m
            where m.chat_id = c.id and m.sender_type = 'agent') as operators,
          to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
        from unnest(array(select jsonb_array_elements_text(${JSON.stringify(locales)}::jsonb))) l(locale)
          cross join lateral (
            select * from chats c
            where c.tenant_id = ${tenantId} and c.locale = l.locale
              ${
                page.chatId === undefined
                  ? sql`and c.last_message_at >= ${from}::timestamptz and c.last_message_at < ${to}::timestamptz`
                  : sql`and c.id = ${page.chatId}`
              }
              ${
                after
                  ? sql`and (c.last_message_at, c.id) < (${after.at}::timestamptz, ${after.id})`
                  : sql``
              }
            order by c.last_message_at desc, c.id desc
            limit ${limit + 1}) c
        order by c.last_message_at desc, c.id desc
        limit ${limit + 1}`,
    );
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      rows: shown.map((row) => ({
        id: row.id,
        locale: row.locale,
        domain: row.domain,
        customerName: row.customer_name,
        profileName: row.profile_name,
        createdAt: row.created_at,
        lastMessageAt: row.last_message_at,
        lastSenderType: row.last_sender_type,
        status:
          row.claimed_by !== null ||
          row.last_sender_type === 'customer' ||
          row.last_sender_type === 'trigger'
            ? 'ongoing'
            : 'finished',
        claimedBy: row.claimed_by,
        operators: (row.operators ?? []).filter((name): name is string => name !== null),
      })),
      nextCursor:
        rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
    };
  }

  /** The chats claimed now in the locales (live-conversations), soonest to run out first. */
  async liveConversations(
    scope: Pick<Scope, 'tenantId' | 'locales' | 'now'>,
  ): Promise<LiveConversation[]> {
    const rows = await rowsOf<LiveConversation>(
      this.db,
      sql`select c.id, c.locale, c.domain, c.customer->>'name' as "customerName",
          c.profile->>'name' as "profileName", c.claimed_by as "claimedBy",
          coalesce(u.display_name, u.email, c.claimed_by) as "operatorName",
          ${isoOf(sql`c.claim_expires_at`)} as "claimExpiresAt",
          ${isoOf(sql`c.last_message_at`)} as "lastMessageAt"
        from chats c left join users u on u.uid = c.claimed_by
        where c.tenant_id = ${scope.tenantId} and c.claimed_by is not null
          and c.claim_expires_at > ${scope.now}::timestamptz and ${inList(sql`c.locale`, scope.locales)}
        order by c.claim_expires_at, c.id`,
    );
    return rows;
  }

  /**
   * The sends of the range, per site (FIGURES.md "pokes"): each run of a poke due in it, and
   * each poke scheduled in it that has no run for that time (yet).
   */
  private sends(scope: Scope, onlyUid?: string): SQL {
    const { tenantId, locales, from, to } = scope;
    const inRange = (at: SQL) => sql`${at} >= ${from}::timestamptz and ${at} < ${to}::timestamptz`;
    const byPoker = onlyUid === undefined ? sql`` : sql`and p.agent->>'id' = ${onlyUid}`;
    const who = sql`p.id as poke, p.agent->>'id' as uid,
      coalesce(p.agent->>'name', p.agent->>'id') as name,
      coalesce(p.profile->>'name', p.profile->>'id', '') as profile`;
    const site = sql`coalesce(t->>'site', p.domain)`;
    const siteEstimate = sql`case when t is null then ${estimateOf(sql`p.targets`)}
      when jsonb_typeof(t->'estimate') = 'number' then (t->>'estimate')::numeric else 0 end`;
    const siteReached = sql`case when jsonb_typeof(t->'reached') = 'number'
      then (t->>'reached')::numeric else 0 end`;
    const hasRuns = sql`exists (select 1 from poke_runs q where q.poke_id = p.id)`;
    return sql`
      select r.id as send, ${who}, r.due_at as at, r.state in ('done', 'mixed') as sent,
        s.site, s.estimate::numeric as estimate, s.sent::numeric as reached,
        (select count(*) from stats_poke_answers a join poke_deliveries d
          on d.poke_id = a.poke_id and d.customer_id = a.customer_id
          where a.poke_id = p.id and d.run_id = r.id and d.site = s.site) as answers
      from poke_runs r join pokes p on p.id = r.poke_id
        join poke_run_sites s on s.run_id = r.id
      where r.tenant_id = ${tenantId} and ${inRange(sql`r.due_at`)}
        and ${inList(sql`r.locale`, locales)} ${byPoker}
      union all
      select r.id, ${who}, r.due_at, false, ${site}, ${siteEstimate}, 0, 0
      from poke_runs r join pokes p on p.id = r.poke_id
        left join lateral jsonb_array_elements(${perDomainOf(sql`p.targets`)}) t on true
      where r.tenant_id = ${tenantId} and ${inRange(sql`r.due_at`)}
        and ${inList(sql`r.locale`, locales)} ${byPoker}
        and not exists (select 1 from poke_run_sites s where s.run_id = r.id)
      union all
      select p.id || '@' || p.scheduled, ${who}, p.scheduled,
        not ${hasRuns} and p.status in ('done', 'mixed'), ${site}, ${siteEstimate},
        case when ${hasRuns} then 0 else ${siteReached} end,
        case when ${hasRuns} then 0 else (select count(*) from stats_poke_answers a
          where a.poke_id = p.id and a.site = ${site}) end
      from pokes p
        left join lateral jsonb_array_elements(${perDomainOf(sql`p.targets`)}) t on true
      where p.tenant_id = ${tenantId} and ${inRange(sql`p.scheduled`)}
        and ${inList(sql`p.locale`, locales)} ${byPoker}
        and not exists (select 1 from poke_runs r where r.poke_id = p.id and r.due_at = p.scheduled)`;
  }

  /**
   * Sends of the range (each run of a poke, and each poke scheduled without a run yet): per day
   * of the zone, and per profile and domain.
   */
  async pokes(scope: Scope): Promise<{ days: PokeDay[]; rows: PokeBreakdown[] }> {
    const sends = this.sends(scope);
    const [days, rows] = await Promise.all([
      rowsOf<PokeDay>(
        this.db,
        sql`with sends as (${sends})
          select ${bucketOf(sql`at`, 'day', scope.tz)} as day, count(distinct send)::int as pokes,
            count(distinct send) filter (where sent)::int as sent,
            coalesce(sum(estimate), 0)::int as audience, coalesce(sum(reached), 0)::int as reached
          from sends group by 1 order by 1`,
      ),
      rowsOf<PokeBreakdown>(
        this.db,
        sql`with sends as (${sends})
          select profile, site as domain, count(distinct send)::int as pokes,
            count(distinct send) filter (where sent)::int as sent,
            coalesce(sum(estimate), 0)::int as audience, coalesce(sum(reached), 0)::int as reached,
            coalesce(sum(answers), 0)::int as answers
          from sends group by 1, 2 order by 1, 2`,
      ),
    ]);
    return {
      days: days.map((d) => ({
        day: d.day,
        pokes: num(d.pokes),
        sent: num(d.sent),
        audience: num(d.audience),
        reached: num(d.reached),
      })),
      rows: rows.map((row) => ({
        profile: row.profile,
        domain: row.domain,
        pokes: num(row.pokes),
        sent: num(row.sent),
        audience: num(row.audience),
        reached: num(row.reached),
        answers: num(row.answers),
        answerRate: answerRate(num(row.answers), num(row.reached)),
      })),
    };
  }

  /**
   * Per poker (the poke's agent): pokes created in the range; sent, audience, reached and answers
   * of the sends of the range, as in `pokes` (FIGURES.md "pokers").
   */
  async pokers(scope: Scope, onlyUid?: string): Promise<PokerFigures[]> {
    const { tenantId, locales, from, to } = scope;
    // Created counts the pokes created in the range; the rest are the range's sends, as on the
    // pokes screen, so that the pokers' sent, reached and answers add up to its own.
    const rows = await rowsOf<{
      uid: string;
      name: string;
      created: number;
      sent: number;
      audience: number;
      reached: number;
      answers: number;
    }>(
      this.db,
      sql`with sends as (${this.sends(scope, onlyUid)}),
        per as (
          select uid, max(name) as name, count(distinct send) filter (where sent) as sent,
            sum(estimate) as audience, sum(reached) as reached, sum(answers) as answers
          from sends group by 1),
        made as (
          select p.agent->>'id' as uid, max(coalesce(p.agent->>'name', p.agent->>'id')) as name,
            count(*) as created
          from pokes p
          where p.tenant_id = ${tenantId} and p.created_at >= ${from}::timestamptz
            and p.created_at < ${to}::timestamptz and ${inList(sql`p.locale`, locales)}
            ${onlyUid === undefined ? sql`` : sql`and p.agent->>'id' = ${onlyUid}`}
          group by 1)
        select coalesce(per.uid, made.uid) as uid, coalesce(per.name, made.name) as name,
          coalesce(made.created, 0)::int as created, coalesce(per.sent, 0)::int as sent,
          coalesce(per.audience, 0)::int as audience, coalesce(per.reached, 0)::int as reached,
          coalesce(per.answers, 0)::int as answers
        from per full outer join made on made.uid = per.uid
        order by 2, 1`,
    );
    return rows.map((row) => ({
      uid: row.uid,
      name: row.name,
      created: num(row.created),
      sent: num(row.sent),
      audience: num(row.audience),
      reached: num(row.reached),
      answers: num(row.answers),
      answerRate: answerRate(num(row.answers), num(row.reached)),
    }));
  }
}

/** Answers ÷ reached (0–1), null when nobody was reached. */
export function answerRate(answers: number, reached: number): number | null {
  return reached > 0 ? answers / reached : null;
}

/** A poke's total audience estimate (`targets.estimate`), 0 when absent or not a number. */
function estimateOf(targets: SQL): SQL {
  return sql`case when jsonb_typeof(${targets}->'estimate') = 'number' then (${targets}->>'estimate')::numeric else 0 end`;
}

/** `targets.targetsPerDomain` when it is a list, else an empty one. */
function perDomainOf(targets: SQL): SQL {
  return sql`case when jsonb_typeof(${targets}->'targetsPerDomain') = 'array'
    then ${targets}->'targetsPerDomain' else '[]'::jsonb end`;
}
