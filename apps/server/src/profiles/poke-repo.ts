import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  EntertainmentProfileSearchRequest,
  Profile,
  ProfileFilterOptions,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers } from '../db/poke-schema.js';
import { profiles } from '../db/schema.js';
import { profileFromRecord } from './repo.js';

/** `%` and `_` taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A page of the tenant's entertainment profiles the search matches, by name, and their total. */
export async function searchEntertainmentProfiles(
  db: Database,
  tenantId: string,
  search: EntertainmentProfileSearchRequest,
): Promise<{ data: Profile[]; total: number }> {
  const { filters } = search;
  const where = and(
    eq(profiles.tenantId, tenantId),
    eq(profiles.kind, 'entertainment'),
    inArray(profiles.locale, search.locales),
    filters.domains?.length ? inArray(profiles.domain, filters.domains) : undefined,
    filters.gender ? sql`${profiles.data}->>'gender' = ${filters.gender}` : undefined,
    filters.geo_free === undefined
      ? undefined
      : filters.geo_free
        ? sql`coalesce(${profiles.data}->>'geo_free', '0') in ('1', 'true')`
        : sql`coalesce(${profiles.data}->>'geo_free', '0') not in ('1', 'true')`,
    search.profileTypes.length > 0
      ? sql`coalesce(${profiles.data}->>'profile_type', 'entertainment') in ${search.profileTypes}`
      : undefined,
    search.query
      ? sql`lower(${profiles.name}) like ${`%${escapeLike(search.query.toLowerCase())}%`}`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(profiles).where(where);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(sql`lower(${profiles.name})`, asc(profiles.id))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  return { data: rows.map(profileFromRecord), total: Number(total?.n ?? 0) };
}

/** The distinct build, eye and hair colour values among the tenant's customers in some locales. */
export async function filterOptions(
  db: Database,
  tenantId: string,
  locales: readonly string[],
): Promise<ProfileFilterOptions> {
  if (locales.length === 0) return { build: [], eye_colour: [], hair_colour: [] };
  const sorted = (column: AnyPgColumn) =>
    sql<
      string[] | null
    >`array_agg(distinct ${column} order by ${column}) filter (where ${column} is not null)`;
  const [row] = await db
    .select({
      build: sorted(customers.build),
      eye_colour: sorted(customers.eyeColour),
      hair_colour: sorted(customers.hairColour),
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.locale, [...locales])));
  return {
    build: row?.build ?? [],
    eye_colour: row?.eye_colour ?? [],
    hair_colour: row?.hair_colour ?? [],
  };
}

/** A customer's credits by uuid (on one site when given), with its locale for the geo check. */
export async function customerCredits(
  db: Database,
  tenantId: string,
  uuid: string,
  domain: string | undefined,
): Promise<{ uuid: string; domain: string; locale: string; creditsBalance: number } | null> {
  const [row] = await db
    .select({
      uuid: customers.uuid,
      domain: customers.domain,
      locale: customers.locale,
      creditsBalance: customers.creditsBalance,
    })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        eq(customers.uuid, uuid),
        domain ? eq(customers.domain, domain.toLowerCase()) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How many entertainment profiles and customers a site has. */
export async function countDomainProfiles(
  db: Database,
  tenantId: string,
  domain: string,
): Promise<{ entertainment: number; customers: number }> {
  const [entertainment] = await db
    .select({ n: count() })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.domain, domain),
        eq(profiles.kind, 'entertainment'),
      ),
    );
  const [customerCount] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.domain, domain)));
  return { entertainment: Number(entertainment?.n ?? 0), customers: Number(customerCount?.n ?? 0) };
}
