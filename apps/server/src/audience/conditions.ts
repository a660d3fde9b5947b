import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  audienceFilterSteps,
  type AudienceFilters,
  type LegacyPokeFilters,
  type OriginPokeFilters,
  type PlaceholderName,
} from '@switchboard/domain';
import { customers } from '../db/poke-schema.js';

/**
 * The poke filters (spec §3) as SQL over the customers table, one condition per filter the
 * domain's `audienceFilterSteps` lists, so the count and the funnel agree on what each filter does.
 * Readings of ours where the spec names only the filter:
 * - lastLogin N: logged in since the start of the UTC day N days ago (0 today, 1 yesterday);
 * - last paid: within 7, 14 or 30 days, or longer ago than 30 days (never paid matches none);
 * - duplicate_ip_target_level L: customers whose duplicate-IP level is at most L;
 * - legacy pokes never reach a disabled customer (other origins choose with is_disabled);
 * - geo_type picks nothing by itself: region1…4 and locality do the narrowing.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const LAST_PAID_DAYS = { '1_week': 7, '2_weeks': 14, '1_month': 30 } as const;

/** One filter that narrows the audience, as SQL. */
export interface AudienceStepCondition {
  filter: string;
  label: string;
  condition: SQL;
}

export interface AudienceConditions {
  /** What every customer of the count meets: its tenant and sites (and not disabled, legacy). */
  base: SQL;
  /** The filters that narrow it, in the funnel's order. */
  steps: AudienceStepCondition[];
  /** The most customers to reach over all sites (legacy `limit`), or null. */
  limit: number | null;
}

/** The instant `days` UTC days before the start of today. */
function sinceDays(now: Date, days: number): string {
  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(startOfToday - days * DAY_MS).toISOString();
}

const c = customers;

function anyOf(conditions: SQL[]): SQL {
  return or(...conditions) ?? sql`false`;
}

function legacyCondition(
  filter: string,
  f: LegacyPokeFilters,
  sites: readonly string[],
  now: Date,
): SQL {
  switch (filter) {
    case 'namedTargets':
      return anyOf(
        sites.map((site) => {
          const uuids = (f.namedTargets[site] ?? []).map((target) => target.uuid);
          return uuids.length === 0
            ? sql`false`
            : (and(eq(c.domain, site), inArray(c.uuid, uuids)) as SQL);
        }),
      );
    case 'age':
      return anyOf(
        f.age.map((band) => {
          if (band === 'unknown') return isNull(c.age);
          const [from, to] = band.split('-').map(Number);
          return and(gte(c.age, from ?? 0), lte(c.age, to ?? 0)) as SQL;
        }),
      );
    case 'gender': {
      const known = f.gender.filter((gender) => gender !== 'unknown');
      const parts = known.length > 0 ? [inArray(c.gender, known)] : [];
      if (f.gender.includes('unknown')) parts.push(isNull(c.gender));
      return anyOf(parts);
    }
    case 'photo':
      return anyOf(f.photo.map((value) => eq(c.hasPhoto, value === 'with')));
    case 'text':
      return anyOf(f.text.map((value) => eq(c.hasText, value === 'with')));
    case 'credits':
      return anyOf(
        f.credits.map((value) => {
          if (value === 'has') return sql`${c.creditsBalance} > 0`;
          const paid = value === 'had' ? isNotNull(c.lastPaidAt) : isNull(c.lastPaidAt);
          return and(eq(c.creditsBalance, 0), paid) as SQL;
        }),
      );
    case 'lastPaid':
      return anyOf(
        f.lastPaid.map((value) =>
          value === 'older_than_1_month'
            ? lt(c.lastPaidAt, new Date(now.getTime() - 30 * DAY_MS).toISOString())
            : gte(
                c.lastPaidAt,
                new Date(now.getTime() - LAST_PAID_DAYS[value] * DAY_MS).toISOString(),
              ),
        ),
      );
    case 'inConversation':
      return anyOf(f.inConversation.map((value) => eq(c.inConversation, value === 'yes')));
    case 'lastLogin':
      return gte(c.lastLoginAt, sinceDays(now, f.lastLogin));
    case 'lastLoginByHours':
      return gte(
        c.lastLoginAt,
        new Date(now.getTime() - (f.lastLoginByHours ?? 0) * HOUR_MS).toISOString(),
      );
    case 'duplicate_ip_target_level':
      return lte(c.duplicateIpLevel, f.duplicate_ip_target_level ?? 0);
    case 'region1':
      return eq(c.region1, f.geoRegion1?.region1 ?? '');
    case 'locality':
      return eq(c.locality, f.geoRegion1?.locality ?? '');
    default:
      throw new Error(`No SQL for the legacy filter "${filter}"`);
  }
}

const ORIGIN_FLAG_COLUMNS = {
  has_photo: c.hasPhoto,
  has_text: c.hasText,
  is_disabled: c.isDisabled,
  is_doi: c.isDoi,
  snowflake: c.snowflake,
  angel: c.angel,
} as const;

const ORIGIN_TEXT_COLUMNS = {
  build: c.build,
  eye_colour: c.eyeColour,
  hair_colour: c.hairColour,
  region1: c.region1,
  region2: c.region2,
  region3: c.region3,
  region4: c.region4,
  locality: c.locality,
} as const;

function originCondition(filter: string, f: OriginPokeFilters, now: Date): SQL {
  if (filter === 'age') return and(gte(c.age, f.age_min), lte(c.age, f.age_max)) as SQL;
  if (filter === 'gender') return eq(c.gender, f.gender);
  if (filter === 'lastLogin') return gte(c.lastLoginAt, sinceDays(now, f.lastLogin ?? 0));
  if (filter in ORIGIN_FLAG_COLUMNS) {
    const key = filter as keyof typeof ORIGIN_FLAG_COLUMNS;
    return eq(ORIGIN_FLAG_COLUMNS[key], f[key] ?? false);
  }
  if (filter === 'build' || filter === 'eye_colour' || filter === 'hair_colour') {
    return inArray(ORIGIN_TEXT_COLUMNS[filter], f[filter]);
  }
  if (filter in ORIGIN_TEXT_COLUMNS) {
    const key = filter as keyof typeof ORIGIN_TEXT_COLUMNS;
    return eq(ORIGIN_TEXT_COLUMNS[key], (f[key as keyof OriginPokeFilters] as string) ?? '');
  }
  throw new Error(`No SQL for the filter "${filter}"`);
}

/**
 * The customer value a placeholder is filled from: a customer without it cannot get the message
 * as meant. Placeholders filled from the profile or the clock need nothing of the customer.
 */
export const PLACEHOLDER_CUSTOMER_COLUMNS: Partial<Record<PlaceholderName, SQL>> = {
  name: sql`nullif(${c.name}, '')`,
  age: sql`${c.age}`,
  hairColor: sql`${c.hairColour}`,
  eyeColor: sql`${c.eyeColour}`,
  build: sql`${c.build}`,
  city: sql`${c.locality}`,
  province: sql`${c.region1}`,
  distance: sql`${c.latitude}`,
};

export const HAS_FILTERS_STEP = 'hasFilters';
export const HAS_FILTERS_LABEL = 'Has the values the message uses';

/**
 * The SQL of an audience on some sites of a tenant. `hasFilters` (other origins: the
 * placeholders the message uses) adds one more step: customers who have those values.
 */
export function audienceConditions(
  tenantId: string,
  sites: readonly string[],
  audience: AudienceFilters,
  now: Date,
  hasFilters: readonly PlaceholderName[] = [],
): AudienceConditions {
  const onSites = and(eq(c.tenantId, tenantId), inArray(c.domain, [...sites])) as SQL;
  const steps: AudienceStepCondition[] = audienceFilterSteps(audience).map((step) => ({
    ...step,
    condition:
      audience.origin === 'legacy'
        ? legacyCondition(step.filter, audience.filters, sites, now)
        : originCondition(step.filter, audience.filters, now),
  }));
  const needed = hasFilters.flatMap((name) => {
    const column = PLACEHOLDER_CUSTOMER_COLUMNS[name];
    return column ? [sql`${column} is not null`] : [];
  });
  if (audience.origin === 'other' && needed.length > 0) {
    steps.push({
      filter: HAS_FILTERS_STEP,
      label: HAS_FILTERS_LABEL,
      condition: and(...needed) as SQL,
    });
  }
  const legacy = audience.origin === 'legacy';
  return {
    base: legacy ? (and(onSites, eq(c.isDisabled, false)) as SQL) : onSites,
    steps,
    limit: legacy ? (audience.filters.limit ?? null) : null,
  };
}

/** Every condition of an audience together. */
export function allConditions(conditions: AudienceConditions): SQL {
  return and(conditions.base, ...conditions.steps.map((step) => step.condition)) as SQL;
}
