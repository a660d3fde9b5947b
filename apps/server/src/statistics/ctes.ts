import { sql, type SQL } from 'drizzle-orm';
import { inEdges, inPeriods, type Cover, type Span } from './periods.js';
import type { Scope } from './scope.js';
import { inList, secondsIn } from './sql.js';

/**
 * The CTEs more than one figure builds on: who counts as an operator of the locales, and the
 * counting and time CTEs per operator (operators, personal statistics). Each reads the rollup
 * tables for whole periods and the raw rows only at the range's edges (periods.ts).
 */

/** Claims last minutes; one that overlaps the range started at most this long before it. */
const CLAIM_LOOKBACK = sql`interval '1 day'`;

/** `u` has an operator role (of any pool): listed among the operators even with no activity. */
export const OPERATOR_ROLE = sql`exists (select 1 from unnest(u.roles) r where r like 'CHAT_OPERATOR%')`;

/** `u` works in one of the locales at least. */
export function geosOverlap(locales: readonly string[]): SQL {
  return sql`u.geos && array(select jsonb_array_elements_text(${JSON.stringify(locales)}::jsonb))`;
}

/**
 * The counting CTEs per operator over the scope (optionally one operator): chats answered
 * (`answered`) and messages sent, claims taken and run out (`counts`), from the day and month
 * rollups and the raw rows at the range's edges (periods.ts).
 */
export function countCtes(scope: Scope, days: Cover, uid?: string): SQL {
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
export function timeCtes(scope: Scope, uid: string): SQL {
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
export function operatorTimeCtes(scope: Scope, days: Cover, uid?: string): SQL {
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
