import { sql } from 'drizzle-orm';
import type { PokeBreakdown, PokeDay } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { num, type Scope } from '../scope.js';
import { bucketOf, rowsOf } from '../sql.js';
import { answerRate, sends } from './sends.js';

/**
 * Sends of the range (each run of a poke, and each poke scheduled without a run yet): per day
 * of the zone, and per profile and domain.
 */
export async function pokes(
  db: Database,
  scope: Scope,
): Promise<{ days: PokeDay[]; rows: PokeBreakdown[] }> {
  const ofRange = sends(scope);
  const [days, rows] = await Promise.all([
    rowsOf<PokeDay>(
      db,
      sql`with sends as (${ofRange})
        select ${bucketOf(sql`at`, 'day', scope.tz)} as day, count(distinct send)::int as pokes,
          count(distinct send) filter (where sent)::int as sent,
          coalesce(sum(estimate), 0)::int as audience, coalesce(sum(reached), 0)::int as reached
        from sends group by 1 order by 1`,
    ),
    rowsOf<PokeBreakdown>(
      db,
      sql`with sends as (${ofRange})
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
