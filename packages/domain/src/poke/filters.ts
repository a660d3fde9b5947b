import { z } from 'zod';
import {
  DEFAULT_LAST_LOGIN_DAYS,
  DUPLICATE_IP_TARGET_LEVEL_MAX,
  LAST_LOGIN_MAX_DAYS,
  LAST_LOGIN_MAX_HOURS,
  POKE_TARGET_LIMIT_MAX,
} from '../constants.js';
import {
  choiceOf,
  filterText,
  pokeInputTexts,
  strictFilterObject,
  wholeNumberIn,
} from './input-texts.js';

/**
 * Target filters of a legacy-origin poke (spec §3, legacy target filters), with the labels the
 * poke wizard shows. Each multi-select group is a list of the chosen option values; an empty list
 * means "nothing selected", which counts as every option selected (see `expandFilterGroup`).
 */

/** One choice of a filter group: the stored value and the label shown for it. */
export interface FilterOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** A multi-select filter group: its label and its options in display order. */
export interface FilterGroupDefinition<V extends string = string> {
  readonly label: string;
  readonly options: readonly FilterOption<V>[];
}

export const LEGACY_AGE_BANDS = ['18-25', '26-35', '36-45', '46-54', '55-99', 'unknown'] as const;
export const LEGACY_GENDERS = ['male', 'female', 'couple', 'transgender', 'unknown'] as const;
export const LEGACY_PHOTO_OPTIONS = ['with', 'without'] as const;
export const LEGACY_TEXT_OPTIONS = ['with', 'without'] as const;
/** Credits: the customer has credits now, had them once, or never had any. */
export const LEGACY_CREDITS_OPTIONS = ['has', 'had', 'never_had'] as const;
/** Last paid: within 1 week, 2 weeks, 1 month, or longer ago than 1 month. */
export const LEGACY_LAST_PAID_OPTIONS = [
  '1_week',
  '2_weeks',
  '1_month',
  'older_than_1_month',
] as const;
export const LEGACY_IN_CONVERSATION_OPTIONS = ['yes', 'no'] as const;

/**
 * `targetFilterType`: the spec names only 'by_name' (named customers per domain). The other
 * value, 'by_filters', is ours: the customers are found by the filter groups. It is the default.
 */
export const TARGET_FILTER_TYPES = ['by_filters', 'by_name'] as const;
export const TargetFilterType = choiceOf('Target customers', TARGET_FILTER_TYPES);
export type TargetFilterType = z.infer<typeof TargetFilterType>;

export const LEGACY_FILTER_GROUPS = {
  age: {
    label: 'Age',
    options: [
      { value: '18-25', label: '18-25' },
      { value: '26-35', label: '26-35' },
      { value: '36-45', label: '36-45' },
      { value: '46-54', label: '46-54' },
      { value: '55-99', label: '55-99' },
      { value: 'unknown', label: 'Unknown' },
    ],
  },
  gender: {
    label: 'Gender',
    options: [
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
      { value: 'couple', label: 'Couple' },
      { value: 'transgender', label: 'Transgender' },
      { value: 'unknown', label: 'Unknown' },
    ],
  },
  photo: {
    label: 'Photo',
    options: [
      { value: 'with', label: 'With photo' },
      { value: 'without', label: 'Without photo' },
    ],
  },
  text: {
    label: 'Text',
    options: [
      { value: 'with', label: 'With text' },
      { value: 'without', label: 'Without text' },
    ],
  },
  credits: {
    label: 'Credits',
    options: [
      { value: 'has', label: 'Has credits' },
      { value: 'had', label: 'Had credits' },
      { value: 'never_had', label: 'Never had credits' },
    ],
  },
  lastPaid: {
    label: 'Last paid',
    options: [
      { value: '1_week', label: 'Within 1 week' },
      { value: '2_weeks', label: 'Within 2 weeks' },
      { value: '1_month', label: 'Within 1 month' },
      { value: 'older_than_1_month', label: 'Older than 1 month' },
    ],
  },
  inConversation: {
    label: 'In conversation',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
} as const satisfies Record<string, FilterGroupDefinition>;

export type LegacyFilterGroupKey = keyof typeof LEGACY_FILTER_GROUPS;
export const LEGACY_FILTER_GROUP_KEYS = Object.keys(LEGACY_FILTER_GROUPS) as LegacyFilterGroupKey[];

/** Labels of the legacy filters that are not option groups. */
export const LEGACY_FILTER_LABELS = {
  lastLogin: 'Last login',
  lastLoginByHours: 'Last login (hours)',
  limit: 'Limit',
  duplicate_ip_target_level: 'Duplicate IP target level',
  geoRegion1: 'Region',
  region1: 'Province',
  locality: 'City',
  targetFilterType: 'Target customers',
  namedTargets: 'Customers',
} as const;

export const TARGET_FILTER_TYPE_LABELS: Record<TargetFilterType, string> = {
  by_filters: 'By filters',
  by_name: 'By name',
};

/** The label of a lastLogin value in days: 0 is today, 1 is yesterday. */
export function lastLoginLabel(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `Within the last ${days} days`;
}

/**
 * A group's selection: distinct option values, duplicates dropped, missing means none chosen.
 * A value the group does not have is refused naming the group and its options.
 */
function groupSelection<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .array(choiceOf(label, values), { error: pokeInputTexts.choices(label) })
    .transform((chosen) => [...new Set(chosen)])
    .default([]);
}

/** A customer picked by name for a 'by_name' poke (GET /pokes/getTargets gives uuid and name). */
export const NamedPokeTarget = z.object({ uuid: z.string().min(1), name: z.string() });
export type NamedPokeTarget = z.infer<typeof NamedPokeTarget>;

/**
 * The lastLogin filter in days (0 is today, 1 is yesterday), of every origin: bounded, so the
 * start of its window is always a date.
 */
export const lastLoginDays = wholeNumberIn('Last login', 0, LAST_LOGIN_MAX_DAYS, 'days');

export const pokeFilterTexts = {
  namedTargetsRequired: 'Choose at least one customer to target by name.',
  ageRangeInverted: 'The minimum age cannot be higher than the maximum age.',
} as const;

/**
 * Legacy-origin target filters. Field names of the groups are ours (the spec names only the
 * groups); lastLogin, lastLoginByHours, limit, duplicate_ip_target_level, geoRegion1 and
 * targetFilterType are the spec's. With 'by_name', `namedTargets` maps each domain to its
 * customers and at least one customer must be named.
 */
export const LegacyPokeFilters = strictFilterObject({
  age: groupSelection(LEGACY_FILTER_GROUPS.age.label, LEGACY_AGE_BANDS),
  gender: groupSelection(LEGACY_FILTER_GROUPS.gender.label, LEGACY_GENDERS),
  photo: groupSelection(LEGACY_FILTER_GROUPS.photo.label, LEGACY_PHOTO_OPTIONS),
  text: groupSelection(LEGACY_FILTER_GROUPS.text.label, LEGACY_TEXT_OPTIONS),
  credits: groupSelection(LEGACY_FILTER_GROUPS.credits.label, LEGACY_CREDITS_OPTIONS),
  lastPaid: groupSelection(LEGACY_FILTER_GROUPS.lastPaid.label, LEGACY_LAST_PAID_OPTIONS),
  inConversation: groupSelection(
    LEGACY_FILTER_GROUPS.inConversation.label,
    LEGACY_IN_CONVERSATION_OPTIONS,
  ),
  /** Logged in within this many days: 0 is today, 1 is yesterday. */
  lastLogin: lastLoginDays.default(DEFAULT_LAST_LOGIN_DAYS),
  /** A finer last-login window in hours, when set. */
  lastLoginByHours: wholeNumberIn(
    LEGACY_FILTER_LABELS.lastLoginByHours,
    1,
    LAST_LOGIN_MAX_HOURS,
  ).nullish(),
  /** The most customers to reach. */
  limit: wholeNumberIn(LEGACY_FILTER_LABELS.limit, 1, POKE_TARGET_LIMIT_MAX).nullish(),
  duplicate_ip_target_level: wholeNumberIn(
    LEGACY_FILTER_LABELS.duplicate_ip_target_level,
    0,
    DUPLICATE_IP_TARGET_LEVEL_MAX,
  ).nullish(),
  geoRegion1: strictFilterObject({
    region1: filterText(LEGACY_FILTER_LABELS.region1),
    locality: filterText(LEGACY_FILTER_LABELS.locality),
  }).nullish(),
  targetFilterType: TargetFilterType.default('by_filters'),
  namedTargets: z.record(z.string(), z.array(NamedPokeTarget)).default({}),
}).superRefine((filters, ctx) => {
  if (filters.targetFilterType !== 'by_name') return;
  const named = Object.values(filters.namedTargets).reduce((n, list) => n + list.length, 0);
  if (named === 0) {
    ctx.addIssue({
      code: 'custom',
      message: pokeFilterTexts.namedTargetsRequired,
      path: ['namedTargets'],
    });
  }
});
export type LegacyPokeFilters = z.infer<typeof LegacyPokeFilters>;
export type LegacyPokeFiltersInput = z.input<typeof LegacyPokeFilters>;

/**
 * Whether the 'in conversation' filter is on (spec §5: a poke can be sent only while it is off).
 * The filter is off when it filters nothing: nothing chosen, which counts as every option chosen
 * (spec §3), or both options chosen. Choosing yes or no turns it on; the spec's "is enabled"
 * reads as "filters at all", and the dispatcher already passes over customers who are in a
 * conversation whatever the filter says.
 */
export function isInConversationFilterOn(
  filters: { inConversation?: readonly string[] | null } | null | undefined,
): boolean {
  const chosen = filters?.inConversation ?? [];
  const { options } = LEGACY_FILTER_GROUPS.inConversation;
  return chosen.length > 0 && !options.every((option) => chosen.includes(option.value));
}
