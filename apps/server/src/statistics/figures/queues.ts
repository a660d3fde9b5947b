import { sql } from 'drizzle-orm';
import { QUEUE_POOLS, type QueueFigures, type QueueHour } from '@switchboard/domain';
import { countWaiting } from '../../chats/repo/queue.js';
import { iso } from '../../chats/rows.js';
import type { Database } from '../../db/client.js';
import { cover, inEdges, inPeriods, percentileOf } from '../periods.js';
import { num, numOrNull, type Scope } from '../scope.js';
import { bucketOf, inList, rowsOf } from '../sql.js';

/** Per locale and pool: waiting now (live), claims in the range and the wait before them. */
export async function queues(
  db: Database,
  scope: Scope,
  unit: 'hour' | 'day' = 'hour',
): Promise<{ rows: QueueFigures[]; hours: QueueHour[] }> {
  const { tenantId, locales, from, to, tz } = scope;
  const days = cover(from, to, ['month', 'day']);
  const hourly = cover(from, to, ['hour']);
  const mine = sql`tenant_id = ${tenantId} and ${inList(sql`locale`, locales)}`;
  const waitMs = sql`floor(extract(epoch from claimed_at - waiting_since) * 1000)::bigint`;
  const [waiting, buckets, hours] = await Promise.all([
    countWaiting(db, tenantId, locales, scope.now),
    rowsOf<{ locale: string; pool: string; bucket: number; n: number; total: number }>(
      db,
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
      db,
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
