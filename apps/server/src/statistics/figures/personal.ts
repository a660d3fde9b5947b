import { sql } from 'drizzle-orm';
import type { ActivitySegment, OperatorDay } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { timeCtes } from '../ctes.js';
import { num, numOrNull, type Scope } from '../scope.js';
import { bucketOf, inList, isoOf, rowsOf, windowOf } from '../sql.js';

/**
 * What personal statistics add to a user's row of the operators figure: their days in the range
 * and their activity timeline.
 */

/** A user's days in the range (the zone's calendar days): messages, chats answered, median. */
export async function operatorTrend(
  db: Database,
  scope: Scope,
  uid: string,
): Promise<OperatorDay[]> {
  const { tenantId, locales, from, to, tz } = scope;
  const rows = await rowsOf<{ day: string; sent: number; chats: number; p50: number | null }>(
    db,
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
export async function timeline(
  db: Database,
  scope: Scope,
  uid: string,
): Promise<ActivitySegment[]> {
  const window = windowOf(scope.from, scope.to);
  const rows = await rowsOf<{ state: 'claim' | 'idle'; from: string; to: string }>(
    db,
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
