import { sql } from 'drizzle-orm';
import type { PokeQueueStatistics } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { pokeDeliveries, pokeRunSites } from '../db/dispatch-schema.js';
import { pokes } from '../db/poke-schema.js';
import { domains, messages } from '../db/schema.js';
import { rowsOf } from './runs.js';

/**
 * Poke queue statistics (spec §2, §7 GET /poke/queue/statistics/…), from the dispatcher's own
 * tables. Our reading of the spec's region and location: the region is the locale, the location
 * a site (domain) of it. Per location:
 * - `region`: its locale;
 * - `scheduledPokes`: pokes waiting to go out on it; `waiting`: their targets there;
 * - `sending`: recipients of runs in progress there not reached yet;
 * - `sent`, `skipped`, `failed`, `answered`: deliveries of the last STATS_WINDOW_DAYS days there
 *   (sent, skipped, failed for a reason of their own), and how many of the customers sent to have
 *   answered since. The spec leaves the figures' names open (a record of named numbers), so
 *   `failed` fits the §7 shape as one more figure.
 */

export const STATS_WINDOW_DAYS = 7;

export async function pokeQueueStatistics(
  db: Database,
  tenantId: string,
  locales: readonly string[],
  now: Date,
  site?: string,
): Promise<PokeQueueStatistics> {
  if (locales.length === 0) return {};
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 86_400_000).toISOString();
  const localeList = sql.join(
    locales.map((locale) => sql`${locale}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select d.domain as location, d.locale as region,
      coalesce(w.pokes, 0)::int as "scheduledPokes", coalesce(w.targets, 0)::int as waiting,
      coalesce(r.left_, 0)::int as sending, coalesce(x.sent, 0)::int as sent,
      coalesce(x.skipped, 0)::int as skipped, coalesce(x.failed, 0)::int as failed,
      coalesce(x.answered, 0)::int as answered
    from ${domains} d
    left join lateral (
      select count(*) as pokes, sum((e->>'estimate')::int) as targets
      from ${pokes} p, jsonb_array_elements(p.targets->'targetsPerDomain') e
      where p.tenant_id = d.tenant_id and p.status = 'scheduled' and e->>'site' = d.domain
    ) w on true
    left join lateral (
      select sum(greatest(s.estimate - s.processed, 0)) as left_ from ${pokeRunSites} s
      where s.tenant_id = d.tenant_id and s.site = d.domain and s.state = 'running'
    ) r on true
    left join lateral (
      select count(*) filter (where pd.outcome = 'sent') as sent,
        count(*) filter (where pd.outcome = 'skipped') as skipped,
        count(*) filter (where pd.outcome = 'failed') as failed,
        count(*) filter (where pd.outcome = 'sent' and exists (
          select 1 from ${messages} m where m.chat_id = pd.chat_id
            and m.sender_type = 'customer' and m.created_at > pd.created_at)) as answered
      from ${pokeDeliveries} pd
      where pd.tenant_id = d.tenant_id and pd.site = d.domain and pd.created_at >= ${since}::timestamptz
    ) x on true
    where d.tenant_id = ${tenantId} and d.locale in (${localeList})
      ${site === undefined ? sql`` : sql`and d.domain = ${site}`}
    order by d.domain
  `);
  const statistics: PokeQueueStatistics = {};
  for (const row of rowsOf<Record<string, string | number>>(result)) {
    const { location, ...figures } = row;
    statistics[String(location)] = Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [
        key,
        key === 'region' ? String(value) : Number(value),
      ]),
    );
  }
  return statistics;
}
