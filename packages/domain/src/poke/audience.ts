import { z } from 'zod';
import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { DomainName, LEGACY_ORIGIN } from '../schemas/common.js';
import { PokeDomainTargets } from '../schemas/poke.js';
import { isFilterGroupUnrestricted, stripEmptyFilterValues } from './filter-values.js';
import {
  LEGACY_FILTER_GROUPS,
  LEGACY_FILTER_GROUP_KEYS,
  LEGACY_FILTER_LABELS,
  LegacyPokeFilters,
} from './filters.js';
import { ORIGIN_FILTER_LABELS, OriginPokeFilters } from './origin-filters.js';
import { isLegacyOrigin, PLACEHOLDER_NAMES } from './placeholders.js';

/**
 * The audience of a poke (spec §7): the requests that count and list the customers a poke's
 * filters reach, per domain, and the funnel of how each chosen filter narrows them. Shared by the
 * server (which counts in SQL) and the console (which asks while the poker edits the filters).
 */

/** Most sites one count may ask for. */
export const AUDIENCE_MAX_SITES = 100;
/** Largest page of a customer or profile search. */
export const AUDIENCE_SEARCH_MAX_LIMIT = 100;

/**
 * A list in a query string: `sites[]=a&sites[]=b` (how axios sends an array), or one value.
 * A single value arrives as a string, several as an array.
 */
export function queryList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(item));
}

export const audienceTexts = {
  filtersNotJson: 'Expected the filters as JSON text of an object',
  sitesRequired: 'Name at least one site',
} as const;

/**
 * `filters` in a query string: JSON text of an object (the filters hold numbers, booleans and
 * nested objects, which a flat query string cannot type).
 */
export const FiltersQueryText = z.string().transform((text, ctx): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: audienceTexts.filtersNotJson });
  return z.NEVER;
});

/** The filters of an origin as a count reads them. */
export type AudienceFilters =
  | { origin: 'legacy'; filters: LegacyPokeFilters }
  | { origin: 'other'; originType: string; filters: OriginPokeFilters };

/**
 * Filters of a poke's origin, after stripping their empty values (spec §5): the legacy schema
 * for the legacy origin (or none), the other-origin schema otherwise. Throws a ZodError whose
 * paths start with `filters`.
 */
export function parseAudienceFilters(
  originType: string | null | undefined,
  raw: unknown,
): AudienceFilters {
  const stripped = stripEmptyFilterValues(raw ?? {});
  const Shape = z.object({
    filters: isLegacyOrigin(originType) ? LegacyPokeFilters : OriginPokeFilters,
  });
  const { filters } = Shape.parse({ filters: stripped });
  return isLegacyOrigin(originType)
    ? { origin: 'legacy', filters: filters as LegacyPokeFilters }
    : { origin: 'other', originType: originType ?? '', filters: filters as OriginPokeFilters };
}

const Sites = queryList(DomainName);

/**
 * GET /profile/poke/customers/count (spec §7: sites[], filters, entertainment_profile_uuid). Ours:
 * `origin` picks the filter schema (legacy when missing), `funnel=true` adds the funnel, and
 * `hasFilters[]` (the placeholders the message uses) keeps only customers who have those values.
 */
export const CustomerCountQuery = z.object({
  'sites[]': Sites.optional(),
  sites: Sites.optional(),
  filters: FiltersQueryText.optional(),
  entertainment_profile_uuid: z.string().trim().min(1).max(128),
  origin: z.string().trim().min(1).max(64).optional(),
  funnel: z.enum(['true', 'false']).optional(),
  'hasFilters[]': queryList(z.enum(PLACEHOLDER_NAMES)).optional(),
});
export type CustomerCountQuery = z.infer<typeof CustomerCountQuery>;

/** GET /pokes/countTargets of message-central (spec §7: sites, filters, profileCmsId). */
export const CountTargetsQuery = CustomerCountQuery.omit({ entertainment_profile_uuid: true })
  .omit({ 'sites[]': true, sites: true })
  .extend({
    'sites[]': Sites.optional(),
    sites: Sites.optional(),
    profileCmsId: z.string().trim().min(1).max(128),
  });
export type CountTargetsQuery = z.infer<typeof CountTargetsQuery>;

/** The sites of a query that may carry them as `sites[]` or `sites`, distinct, in order. */
export function querySites(query: { 'sites[]'?: string[]; sites?: string[] }): string[] {
  return [...new Set([...(query['sites[]'] ?? []), ...(query.sites ?? [])])];
}

const Page = z.coerce.number().int().min(1).default(1);
const Limit = z.coerce.number().int().min(1).max(AUDIENCE_SEARCH_MAX_LIMIT);

/** GET /pokes/getTargets of message-central: the customers a count would reach, a page of them. */
export const GetTargetsQuery = CountTargetsQuery.extend({
  page: Page,
  limit: Limit.default(AUDIENCE_SEARCH_MAX_LIMIT),
});
export type GetTargetsQuery = z.infer<typeof GetTargetsQuery>;

/** GET /pokes/filterPlayer of message-central (spec §7: site, query, limit, page, filters). */
export const FilterPlayerQuery = z.object({
  site: DomainName,
  query: z.string().trim().max(100).default(''),
  limit: Limit.default(10),
  page: Page,
  filters: FiltersQueryText.optional(),
  origin: z.string().trim().min(1).max(64).optional(),
});
export type FilterPlayerQuery = z.infer<typeof FilterPlayerQuery>;

/** A customer found by name (GET /pokes/filterPlayer, /pokes/getTargets): uuid and name first. */
export const PlayerHit = z.object({
  uuid: z.string(),
  name: z.string(),
  site: z.string(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  locality: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type PlayerHit = z.infer<typeof PlayerHit>;

/** One step of the funnel: the customers left once this filter (and those before it) applies. */
export const AudienceFunnelStep = z.object({
  filter: z.string(),
  label: z.string(),
  estimate: z.number().int().min(0),
});
export type AudienceFunnelStep = z.infer<typeof AudienceFunnelStep>;

/** The funnel of one site: its customers, and what each filter leaves of them. */
export const AudienceFunnelSite = z.object({
  site: z.string(),
  total: z.number().int().min(0),
  steps: z.array(AudienceFunnelStep),
});
export type AudienceFunnelSite = z.infer<typeof AudienceFunnelSite>;

/**
 * A count's answer: the poke's targets, and with `funnel=true` the funnel over all sites and
 * (`perDomain`, in the order of the sites asked) per site.
 */
export const AudienceCount = z.object({
  estimate: z.number().int().min(0),
  targetsPerDomain: z.array(PokeDomainTargets),
  funnel: z
    .object({
      total: z.number().int().min(0),
      steps: z.array(AudienceFunnelStep),
      perDomain: z.array(AudienceFunnelSite).optional(),
    })
    .optional(),
});
export type AudienceCount = z.infer<typeof AudienceCount>;

/** A filter that narrows the audience, in the order the funnel shows it. */
export interface AudienceFilterStep {
  /** The filter's field name (`age`, `lastLogin`, `hair_colour`, …). */
  readonly filter: string;
  readonly label: string;
}

const LEGACY_GROUP_LABELS: Record<string, string> = Object.fromEntries(
  LEGACY_FILTER_GROUP_KEYS.map((key) => [key, LEGACY_FILTER_GROUPS[key].label]),
);

/**
 * The filters that narrow the audience, in the wizard's order. A group with nothing (or every
 * option) selected narrows nothing and is left out; so are unset optional filters. With
 * 'by_name', the named customers are the whole audience and the groups do not apply.
 */
export function audienceFilterSteps(audience: AudienceFilters): AudienceFilterStep[] {
  const steps: AudienceFilterStep[] = [];
  const add = (filter: string, label: string) => steps.push({ filter, label });
  if (audience.origin === 'legacy') {
    const f = audience.filters;
    if (f.targetFilterType === 'by_name') {
      add('namedTargets', LEGACY_FILTER_LABELS.namedTargets);
      return steps;
    }
    for (const key of LEGACY_FILTER_GROUP_KEYS) {
      const group = LEGACY_FILTER_GROUPS[key];
      if (!isFilterGroupUnrestricted(f[key] as readonly string[], group)) {
        add(key, LEGACY_GROUP_LABELS[key] ?? key);
      }
    }
    add('lastLogin', LEGACY_FILTER_LABELS.lastLogin);
    if (f.lastLoginByHours) add('lastLoginByHours', LEGACY_FILTER_LABELS.lastLoginByHours);
    if (f.duplicate_ip_target_level !== null && f.duplicate_ip_target_level !== undefined) {
      add('duplicate_ip_target_level', LEGACY_FILTER_LABELS.duplicate_ip_target_level);
    }
    if (f.geoRegion1?.region1) add('region1', LEGACY_FILTER_LABELS.region1);
    if (f.geoRegion1?.locality) add('locality', LEGACY_FILTER_LABELS.locality);
    return steps;
  }
  const f = audience.filters;
  if (f.age_min !== AGE_FILTER_MIN || f.age_max !== AGE_FILTER_MAX) add('age', 'Age');
  add('gender', ORIGIN_FILTER_LABELS.gender);
  for (const key of ['build', 'eye_colour', 'hair_colour'] as const) {
    if (f[key].length > 0) add(key, ORIGIN_FILTER_LABELS[key]);
  }
  const flags = ['has_photo', 'has_text', 'is_disabled', 'is_doi', 'snowflake', 'angel'] as const;
  for (const key of flags) {
    if (f[key] !== null && f[key] !== undefined) add(key, ORIGIN_FILTER_LABELS[key]);
  }
  const places = ['region1', 'region2', 'region3', 'region4', 'locality'] as const;
  for (const key of places) {
    if (f[key]) add(key, ORIGIN_FILTER_LABELS[key]);
  }
  if (f.lastLogin !== undefined) add('lastLogin', ORIGIN_FILTER_LABELS.lastLogin);
  return steps;
}

/** The origin type a request names, legacy when it names none. */
export function audienceOrigin(origin: string | null | undefined): string {
  return origin ?? LEGACY_ORIGIN;
}
