import type { FilterGroupDefinition, LegacyPokeFilters } from './filters.js';
import { LEGACY_FILTER_GROUPS } from './filters.js';

/**
 * Values of a filter group as the target count and search understand them: a group with nothing
 * selected is treated as all options selected (spec §3).
 */
export function expandFilterGroup<V extends string>(
  selected: readonly V[] | null | undefined,
  group: FilterGroupDefinition<V>,
): V[] {
  if (!selected || selected.length === 0) return group.options.map((option) => option.value);
  return [...selected];
}

/** Whether a group restricts nothing: nothing selected, or every option selected. */
export function isFilterGroupUnrestricted<V extends string>(
  selected: readonly V[] | null | undefined,
  group: FilterGroupDefinition<V>,
): boolean {
  if (!selected || selected.length === 0) return true;
  return group.options.every((option) => selected.includes(option.value));
}

/** Legacy filters with every multi-select group expanded (see `expandFilterGroup`). */
export function expandLegacyFilterGroups(filters: LegacyPokeFilters): LegacyPokeFilters {
  const groups = LEGACY_FILTER_GROUPS;
  return {
    ...filters,
    age: expandFilterGroup(filters.age, groups.age),
    gender: expandFilterGroup(filters.gender, groups.gender),
    photo: expandFilterGroup(filters.photo, groups.photo),
    text: expandFilterGroup(filters.text, groups.text),
    credits: expandFilterGroup(filters.credits, groups.credits),
    lastPaid: expandFilterGroup(filters.lastPaid, groups.lastPaid),
    inConversation: expandFilterGroup(filters.inConversation, groups.inConversation),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** What `stripEmptyFilterValues` removes: '', null, undefined, [] and {} (after stripping). */
function isEmptyFilterValue(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function stripValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(stripValue).filter((item) => !isEmptyFilterValue(item));
  }
  if (isPlainObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const stripped = stripValue(item);
      if (!isEmptyFilterValue(stripped)) kept[key] = stripped;
    }
    return kept;
  }
  return value;
}

/**
 * Filters without their empty values, as sent with a count or search request (spec §5): empty
 * strings, null, undefined, empty arrays and empty objects go, recursively, so an object or array
 * that holds only empty values goes too. `0` and `false` are values (lastLogin 0 is today) and
 * stay. Strings are not trimmed: a space is something the user typed.
 */
export function stripEmptyFilterValues<T extends object>(filters: T): Partial<T> {
  return stripValue(filters) as Partial<T>;
}
