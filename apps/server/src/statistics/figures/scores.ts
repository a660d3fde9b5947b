import { sql, type SQL } from 'drizzle-orm';
import { operatorScore, SCORE_RESPONSE_TARGET_S, type ScoreFigures } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { geosOverlap, OPERATOR_ROLE } from '../ctes.js';
import { cover, inEdges, inPeriods } from '../periods.js';
import { num, numOrNull, type Scope } from '../scope.js';
import { inList, rowsOf } from '../sql.js';

/** Each operator's score over the range and per day or ISO week (FIGURES.md "scores"). */
export async function scores(
  db: Database,
  scope: Scope,
  trendUnit: 'day' | 'week' = 'day',
): Promise<ScoreFigures[]> {
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
    db,
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
    db,
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
