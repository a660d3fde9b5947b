import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { POKE_FILTER_WORDS as words } from '../poke-messages.js';
import { LEGACY_ORIGIN } from '../schemas/common.js';
import { isFilterGroupUnrestricted } from './filter-values.js';
import {
  LEGACY_FILTER_GROUPS,
  LEGACY_FILTER_LABELS,
  type FilterGroupDefinition,
  type LegacyPokeFilters,
} from './filters.js';
import {
  ORIGIN_FILTER_GENDER_LABELS,
  ORIGIN_FILTER_LABELS,
  type OriginPokeFilters,
} from './origin-filters.js';

/**
 * A poke's target filters in words (issue #27): one short English line per filter that narrows
 * the audience, for the poke page and the abuse checker's view. Pure: it reads the stored filters
 * (legacy or other origin) and nothing else.
 */

/** How many named customers a line names before "and N more". */
export const NAMED_TARGETS_SHOWN = 3;

type Filters = Partial<LegacyPokeFilters> | Partial<OriginPokeFilters>;

/** What `describePokeFilters` reads of a poke: its origin and its filters. */
export interface PokeFiltersOf {
  origin?: { type?: string | null } | null;
  filters: Filters | null | undefined;
}

const labelsOf = <V extends string>(
  chosen: readonly V[] | null | undefined,
  group: FilterGroupDefinition<V>,
): string[] | null => {
  if (isFilterGroupUnrestricted(chosen, group)) return null;
  return group.options
    .filter((option) => chosen?.includes(option.value))
    .map((option) => option.label);
};

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

function lastLoginLines(filters: {
  lastLogin?: number | null;
  lastLoginByHours?: number | null;
}): string[] {
  const lines: string[] = [];
  if (typeof filters.lastLoginByHours === 'number') {
    lines.push(words.lastLoginHours(filters.lastLoginByHours));
  } else if (typeof filters.lastLogin === 'number') {
    lines.push(words.lastLogin(filters.lastLogin));
  }
  return lines;
}

function legacyLines(filters: Partial<LegacyPokeFilters>): string[] {
  const groups = LEGACY_FILTER_GROUPS;
  const lines: string[] = [];
  if (filters.targetFilterType === 'by_name') {
    const named = Object.entries(filters.namedTargets ?? {}).filter(([, list]) => list.length > 0);
    if (named.length === 0) return [words.namedNone];
    for (const [domain, list] of named) {
      const names = list.slice(0, NAMED_TARGETS_SHOWN).map((target) => target.name || target.uuid);
      lines.push(words.named(domain, names, list.length - names.length));
    }
    return lines;
  }
  const age = labelsOf(filters.age, groups.age);
  if (age) lines.push(words.age(age.map((band) => band.replace('-', '–'))));
  const gender = labelsOf(filters.gender, groups.gender);
  if (gender) lines.push(words.gender(gender));
  for (const key of ['photo', 'text', 'credits'] as const) {
    const chosen = labelsOf(filters[key], groups[key]);
    if (chosen) lines.push(words.either(chosen));
  }
  const lastPaid = labelsOf(filters.lastPaid, groups.lastPaid);
  if (lastPaid) lines.push(words.lastPaid(lastPaid));
  const inConversation = labelsOf(filters.inConversation, groups.inConversation);
  if (inConversation) {
    lines.push(
      filters.inConversation?.includes('yes') ? words.inConversation : words.notInConversation,
    );
  }
  lines.push(...lastLoginLines(filters));
  const region = filters.geoRegion1;
  if (present(region?.region1))
    lines.push(words.place(LEGACY_FILTER_LABELS.region1, region.region1));
  if (present(region?.locality)) {
    lines.push(words.place(LEGACY_FILTER_LABELS.locality, region.locality));
  }
  if (typeof filters.duplicate_ip_target_level === 'number') {
    lines.push(words.duplicateIp(filters.duplicate_ip_target_level));
  }
  if (typeof filters.limit === 'number') lines.push(words.limit(filters.limit));
  return lines;
}

const ORIGIN_FLAGS = [
  'has_photo',
  'has_text',
  'is_disabled',
  'is_doi',
  'snowflake',
  'angel',
] as const;
const ORIGIN_CHOICES = ['build', 'eye_colour', 'hair_colour'] as const;
const ORIGIN_PLACES = ['geo_type', 'locality', 'region1', 'region2', 'region3', 'region4'] as const;

function originLines(filters: Partial<OriginPokeFilters>): string[] {
  const lines: string[] = [];
  const min = filters.age_min ?? AGE_FILTER_MIN;
  const max = filters.age_max ?? AGE_FILTER_MAX;
  if (min !== AGE_FILTER_MIN || max !== AGE_FILTER_MAX) lines.push(words.ageRange(min, max));
  if (filters.gender) {
    lines.push(words.gender([ORIGIN_FILTER_GENDER_LABELS[filters.gender] ?? filters.gender]));
  }
  for (const key of ORIGIN_CHOICES) {
    const chosen = filters[key] ?? [];
    if (chosen.length > 0) lines.push(words.choices(ORIGIN_FILTER_LABELS[key], chosen));
  }
  for (const key of ORIGIN_PLACES) {
    const value = filters[key];
    if (present(value)) lines.push(words.place(ORIGIN_FILTER_LABELS[key], value));
  }
  for (const key of ORIGIN_FLAGS) {
    const value = filters[key];
    if (typeof value === 'boolean') lines.push(words.flag(ORIGIN_FILTER_LABELS[key], value));
  }
  lines.push(...lastLoginLines(filters));
  return lines;
}

/**
 * The poke's target filters as short lines ("Age 25–40", "Logged in within the last 7 days",
 * "Not in conversation", "At most 500 customers"), in the wizard's order; a group that restricts
 * nothing (none or all of its options chosen) says nothing. A poke targeted by name lists its
 * customers per domain instead. With no line at all: "Everyone on the chosen domains".
 */
export function describePokeFilters(poke: PokeFiltersOf): string[] {
  const filters = poke.filters ?? {};
  const legacy = (poke.origin?.type ?? LEGACY_ORIGIN) === LEGACY_ORIGIN;
  const lines = legacy
    ? legacyLines(filters as Partial<LegacyPokeFilters>)
    : originLines(filters as Partial<OriginPokeFilters>);
  return lines.length > 0 ? lines : [words.everyone];
}
