import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customers } from '../db/poke-schema.js';
import { domains } from '../db/schema.js';
import { VOCABULARY, type DemoLocale } from './vocabulary.js';

/**
 * A large tenant for benchmarks: `count` more customers spread over the tenant's domains, made
 * by the database itself (`insert … select … from generate_series`), so a million rows take
 * seconds rather than a round trip each. Values come from a hash of the row number: the same
 * count gives the same customers every time. Rows made here have ids starting with BULK_PREFIX
 * and are replaced by the next call.
 */

export const BULK_PREFIX = 'bulk-';

const HAIR = ['blond', 'brown', 'black', 'red', 'grey'];
const EYES = ['blue', 'green', 'brown', 'grey'];
const BUILD = ['slim', 'athletic', 'average', 'curvy', 'muscular'];
const GENDERS = ['male', 'male', 'male', 'male', 'male', 'male', 'female', 'couple', 'transgender'];

/** An array of parameters for SQL: `(array[$1, $2, …]::text[])`. */
const textArray = (items: readonly (string | null)[]) =>
  sql`(array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[])`;
const numberArray = (items: readonly number[]) =>
  sql`(array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::float8[])`;

export async function seedBulkCustomers(
  db: Database,
  tenantId: string,
  count: number,
  now: Date = new Date(),
): Promise<number> {
  const sites = await db
    .select({ domain: domains.domain, locale: domains.locale })
    .from(domains)
    .where(eq(domains.tenantId, tenantId))
    .orderBy(domains.domain);
  if (sites.length === 0) throw new Error(`The tenant ${tenantId} has no domains`);
  await db
    .delete(customers)
    .where(and(eq(customers.tenantId, tenantId), like(customers.id, `${BULK_PREFIX}%`)));
  const perSite = Math.ceil(count / sites.length);
  let made = 0;
  for (const [index, site] of sites.entries()) {
    const rows = Math.min(perSite, count - made);
    if (rows <= 0) break;
    const words = VOCABULARY[(site.locale in VOCABULARY ? site.locale : 'gb') as DemoLocale];
    const cities = words.cities;
    // h(k): a stable pseudo-random non-negative integer for row g and salt k.
    const h = (k: number) => sql.raw(`abs(hashint4(g * 97 + ${index * 1000 + k})::bigint)`);
    const pick = (items: readonly string[], k: number) =>
      sql`${textArray(items)}[(1 + ${h(k)} % ${items.length})::int]`;
    const city = sql`((${h(20)} % ${cities.length}) + 1)::int`;
    await db.execute(sql`
      insert into ${customers} (
        id, tenant_id, domain, locale, uuid, name, age, gender, has_photo, has_text,
        credits_balance, last_paid_at, in_conversation, last_login_at, region1, region2,
        locality, latitude, longitude, build, eye_colour, hair_colour, is_doi, is_disabled,
        snowflake, angel, duplicate_ip_level, data, created_at
      )
      select
        id, ${tenantId}::text, ${site.domain}::text, ${site.locale}::text, uuid, name, age, gender, has_photo,
        has_text, credits, last_paid_at, in_conversation, last_login_at, region1, region2,
        locality, latitude, longitude, build, eye, hair, is_doi, is_disabled, snowflake, angel,
        dup, jsonb_build_object(
          'uuid', uuid, 'name', name, 'age', age, 'gender',
          case when gender in ('male', 'female') then gender end,
          'hair_colour', hair, 'eye_colour', eye, 'build', build, 'domain', ${site.domain}::text,
          'creditsBalance', credits, 'last_activity', last_login_at, 'profile_type', 'customer',
          'geo', jsonb_build_array(jsonb_build_object(
            'iso', ${words.iso}::text, 'timezone', ${words.timezone}::text, 'region1', region1,
            'region2', region2, 'locality', locality, 'latitude', latitude, 'longitude', longitude
          ))
        ),
        ${now.toISOString()}::timestamptz
      from (
        select
          ${BULK_PREFIX}::text || ${site.domain}::text || '-' || g as id,
          md5(${site.domain}::text || g)::uuid::text as uuid,
          lower(${pick(words.maleNames, 1)}) || g as name,
          case when ${h(2)} % 20 = 0 then null else 18 + ${h(3)} % 62 end as age,
          case when ${h(4)} % 25 = 0 then null else ${pick(GENDERS, 5)} end as gender,
          ${h(6)} % 10 < 4 as has_photo,
          ${h(7)} % 10 < 7 as has_text,
          case when ${h(8)} % 10 < 4 then ${h(9)} % 500 else 0 end as credits,
          case when ${h(10)} % 10 < 6
            then ${now.toISOString()}::timestamptz - (${h(11)} % 400) * interval '1 day'
          end as last_paid_at,
          ${h(12)} % 20 = 0 as in_conversation,
          ${now.toISOString()}::timestamptz - (${h(13)} % 90000) * interval '10 minutes'
            as last_login_at,
          ${textArray(cities.map((c) => c.region1))}[${city}] as region1,
          ${textArray(cities.map((c) => c.region2))}[${city}] as region2,
          ${textArray(cities.map((c) => c.locality))}[${city}] as locality,
          ${numberArray(cities.map((c) => c.latitude))}[${city}] as latitude,
          ${numberArray(cities.map((c) => c.longitude))}[${city}] as longitude,
          ${pick(BUILD, 14)} as build,
          ${pick(EYES, 15)} as eye,
          ${pick(HAIR, 16)} as hair,
          ${h(17)} % 4 <> 0 as is_doi,
          ${h(18)} % 33 = 0 as is_disabled,
          ${h(19)} % 10 = 0 as snowflake,
          ${h(21)} % 20 = 0 as angel,
          case when ${h(22)} % 10 = 0 then 1 + ${h(23)} % 3 else 0 end as dup
        from generate_series(1, ${rows}::int) as g
      ) as made
    `);
    made += rows;
  }
  // Fresh statistics, so the planner sees the new rows before the first count.
  await db.execute(sql`analyze ${customers}`);
  return made;
}
