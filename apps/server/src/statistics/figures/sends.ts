import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../scope.js';
import { inList } from '../sql.js';

/**
 * The sends the pokes and pokers figures both count, so that the pokers' sent, reached and
 * answers add up to the pokes screen's own.
 */

/**
 * The sends of the range, per site (FIGURES.md "pokes"): each run of a poke due in it, and
 * each poke scheduled in it that has no run for that time (yet).
 */
export function sends(scope: Scope, onlyUid?: string): SQL {
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
