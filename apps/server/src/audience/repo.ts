import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AudienceCount,
  AudienceFunnelSite,
  AudienceFunnelStep,
  PlayerHit,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { customers } from '../db/poke-schema.js';
import { allConditions, type AudienceConditions } from './conditions.js';

/** The audience's targets: an exact count per site, capped by the legacy `limit` in site order. */
export async function countAudience(
  db: Database,
  sites: readonly string[],
  conditions: AudienceConditions,
): Promise<Pick<AudienceCount, 'estimate' | 'targetsPerDomain'>> {
  const rows = await db
    .select({ domain: customers.domain, n: count() })
    .from(customers)
    .where(allConditions(conditions))
    .groupBy(customers.domain);
  const perSite = new Map(rows.map((row) => [row.domain, Number(row.n)]));
  let left = conditions.limit ?? Number.POSITIVE_INFINITY;
  const targetsPerDomain = sites.map((site) => {
    const estimate = Math.min(perSite.get(site) ?? 0, left);
    left -= estimate;
    return { site, estimate, reached: 0 };
  });
  const estimate = targetsPerDomain.reduce((sum, site) => sum + site.estimate, 0);
  return { estimate, targetsPerDomain };
}

/**
 * How each filter narrows the audience, over all its sites and per site: the customers of the
 * sites, then those left after each filter and the ones before it, in one grouped scan.
 */
export async function audienceFunnel(
  db: Database,
  sites: readonly string[],
  conditions: AudienceConditions,
): Promise<{ total: number; steps: AudienceFunnelStep[]; perDomain: AudienceFunnelSite[] }> {
  const columns: SQL[] = [sql`count(*)::int`];
  for (let i = 1; i <= conditions.steps.length; i++) {
    const upTo = and(...conditions.steps.slice(0, i).map((step) => step.condition));
    columns.push(sql`(count(*) filter (where ${upTo}))::int`);
  }
  const result = await db.execute<Record<string, number | string>>(
    sql`select ${customers.domain} as domain, ${sql.join(
      columns.map((column, i) => sql`${column} as ${sql.identifier(`n${i}`)}`),
      sql`, `,
    )} from ${customers} where ${conditions.base} group by ${customers.domain}`,
  );
  const rows = (result as { rows: Record<string, number | string>[] }).rows;
  const bySite = new Map(rows.map((row) => [String(row.domain), row]));
  const funnelOf = (read: (column: string) => number) => ({
    total: read('n0'),
    steps: conditions.steps.map((step, i) => ({
      filter: step.filter,
      label: step.label,
      estimate: read(`n${i + 1}`),
    })),
  });
  const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
  return {
    ...funnelOf(sum),
    perDomain: sites.map((site) => ({
      site,
      ...funnelOf((column) => Number(bySite.get(site)?.[column] ?? 0)),
    })),
  };
}

const hitColumns = {
  uuid: customers.uuid,
  name: customers.name,
  site: customers.domain,
  age: customers.age,
  gender: customers.gender,
  locality: customers.locality,
  avatar: sql<string | null>`${customers.data}->>'avatar'`,
};

/** `%` and `_` taken literally in a LIKE pattern. */
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Customers of one site whose name starts with `query` (any case), by name, a page of them. */
export async function searchCustomers(
  db: Database,
  tenantId: string,
  site: string,
  search: { query: string; page: number; limit: number; where?: SQL | undefined },
): Promise<PlayerHit[]> {
  return db
    .select(hitColumns)
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.domain, site),
        search.query ? sql`lower(${customers.name}) like ${likePrefix(search.query)}` : undefined,
        search.where,
      ),
    )
    .orderBy(sql`lower(${customers.name})`, asc(customers.uuid))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
}

/** A page of the customers an audience reaches, by site then name. */
export async function audienceTargets(
  db: Database,
  conditions: AudienceConditions,
  page: { page: number; limit: number },
): Promise<PlayerHit[]> {
  return db
    .select(hitColumns)
    .from(customers)
    .where(allConditions(conditions))
    .orderBy(asc(customers.domain), sql`lower(${customers.name})`, asc(customers.uuid))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}
