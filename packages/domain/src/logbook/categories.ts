import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { LOG_CATEGORIES, LOG_GROUP_OTHER, type LogCategory } from '../schemas/log.js';

/**
 * The logbook catalogue, spec §3: categories, the groups inside each, and the predefined values a
 * group offers. The spec names the groups (personal: Name and Age; hobbies: sport and hobby; sex:
 * actions and toys) but not their values; the lists below are ours. Codes are stable (they are
 * stored in `content.groupValue`); labels are for display only and may be reworded freely.
 */

/** A predefined value of a group: the stored code and its display label. */
export interface LogGroupOption {
  readonly code: string;
  readonly label: string;
}

/**
 * How a group's value is entered: picked from `options`, or typed (`text`, e.g. a name). The
 * group 'other' has no value at all.
 */
export type LogGroupInput = 'select' | 'text' | 'none';

export interface LogGroupDefinition {
  readonly code: string;
  readonly label: string;
  readonly input: LogGroupInput;
  /** The choices of a `select` group; empty otherwise. */
  readonly options: readonly LogGroupOption[];
}

export interface LogCategoryDefinition {
  readonly code: LogCategory;
  readonly label: string;
  /** The category's groups, 'other' (the default) last. */
  readonly groups: readonly LogGroupDefinition[];
}

/** Turns labels into options whose code is the label in snake case ('Horse riding' → horse_riding). */
function optionsOf(labels: readonly string[]): LogGroupOption[] {
  return labels.map((label) => ({
    code: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    label,
  }));
}

/** Sports a customer or profile may practise or follow. */
export const LOG_SPORT_OPTIONS: readonly LogGroupOption[] = optionsOf([
  'American football',
  'Athletics',
  'Badminton',
  'Baseball',
  'Basketball',
  'Bowling',
  'Boxing',
  'Climbing',
  'Cricket',
  'Cycling',
  'Darts',
  'Diving',
  'Fishing',
  'Fitness',
  'Football',
  'Golf',
  'Handball',
  'Hiking',
  'Hockey',
  'Horse riding',
  'Ice hockey',
  'Martial arts',
  'Motorsport',
  'Mountain biking',
  'Padel',
  'Pilates',
  'Rowing',
  'Rugby',
  'Running',
  'Sailing',
  'Skating',
  'Skiing',
  'Snowboarding',
  'Squash',
  'Surfing',
  'Swimming',
  'Table tennis',
  'Tennis',
  'Volleyball',
  'Walking',
  'Yoga',
]);

/** Pastimes other than sport. */
export const LOG_HOBBY_OPTIONS: readonly LogGroupOption[] = optionsOf([
  'Baking',
  'Board games',
  'Camping',
  'Cars',
  'Collecting',
  'Concerts',
  'Cooking',
  'Crafts',
  'Dancing',
  'DIY',
  'Drawing',
  'Fashion',
  'Films',
  'Gaming',
  'Gardening',
  'Going out',
  'Languages',
  'Meditation',
  'Motorcycles',
  'Museums',
  'Music',
  'Painting',
  'Pets',
  'Photography',
  'Playing an instrument',
  'Puzzles',
  'Reading',
  'Series',
  'Shopping',
  'Singing',
  'Technology',
  'Theatre',
  'Travelling',
  'Volunteering',
  'Wine tasting',
  'Writing',
]);

/** Sexual activities and preferences, worded neutrally for a professional back office. */
export const LOG_SEX_ACTION_OPTIONS: readonly LogGroupOption[] = optionsOf([
  'Anal sex',
  'BDSM',
  'Bondage',
  'Cuddling',
  'Dirty talk',
  'Dominance',
  'Exhibitionism',
  'Foot fetish',
  'Intercourse',
  'Kissing',
  'Massage',
  'Masturbation',
  'Oral sex',
  'Outdoor sex',
  'Phone sex',
  'Role play',
  'Sexting',
  'Spanking',
  'Striptease',
  'Submission',
  'Threesome',
  'Voyeurism',
  'Webcam sex',
]);

/** Adult toys and accessories. */
export const LOG_SEX_TOY_OPTIONS: readonly LogGroupOption[] = optionsOf([
  'Blindfold',
  'Butt plug',
  'Cock ring',
  'Costumes',
  'Dildo',
  'Feather tickler',
  'Handcuffs',
  'Lingerie',
  'Love balls',
  'Lubricant',
  'Massage oil',
  'Masturbator',
  'Nipple clamps',
  'Paddle',
  'Rope',
  'Strap-on',
  'Vibrator',
  'Whip',
]);

/**
 * Ages offered by the personal/Age group: the adult range the product already uses for customer
 * filters (18 to 99), as a list to pick from so the value is always valid.
 */
export const LOG_AGE_OPTIONS: readonly LogGroupOption[] = Array.from(
  { length: AGE_FILTER_MAX - AGE_FILTER_MIN + 1 },
  (_, index) => {
    const age = String(AGE_FILTER_MIN + index);
    return { code: age, label: age };
  },
);

const OTHER_GROUP: LogGroupDefinition = {
  code: LOG_GROUP_OTHER,
  label: 'Other',
  input: 'none',
  options: [],
};

const select = (
  code: string,
  label: string,
  options: readonly LogGroupOption[],
): LogGroupDefinition => ({ code, label, input: 'select', options });

/** A category: its specific groups, then 'other' (the default group every category has). */
const defineCategory = (
  code: LogCategory,
  label: string,
  groups: readonly LogGroupDefinition[] = [],
): LogCategoryDefinition => ({ code, label, groups: [...groups, OTHER_GROUP] });

/** A name is typed; every other group value is picked from a list. */
const LOG_CATEGORY_BY_CODE: Record<LogCategory, LogCategoryDefinition> = {
  personal: defineCategory('personal', 'Personal', [
    { code: 'name', label: 'Name', input: 'text', options: [] },
    select('age', 'Age', LOG_AGE_OPTIONS),
  ]),
  family: defineCategory('family', 'Family'),
  hobbies: defineCategory('hobbies', 'Hobbies', [
    select('sport', 'Sport', LOG_SPORT_OPTIONS),
    select('hobby', 'Hobby', LOG_HOBBY_OPTIONS),
  ]),
  work: defineCategory('work', 'Work'),
  sex: defineCategory('sex', 'Sex', [
    select('action', 'Actions', LOG_SEX_ACTION_OPTIONS),
    select('toy', 'Toys', LOG_SEX_TOY_OPTIONS),
  ]),
  health: defineCategory('health', 'Health'),
  updates: defineCategory('updates', 'Updates'),
  other: defineCategory('other', 'Other'),
};

/** Every category with its label and groups, in form order. */
export const LOG_CATEGORY_DEFINITIONS: readonly LogCategoryDefinition[] = LOG_CATEGORIES.map(
  (code) => LOG_CATEGORY_BY_CODE[code],
);

/** The definition of a category. */
export function logCategoryDefinition(category: LogCategory): LogCategoryDefinition {
  return LOG_CATEGORY_BY_CODE[category];
}

/** The display label of a category. */
export function logCategoryLabel(category: LogCategory): string {
  return LOG_CATEGORY_BY_CODE[category].label;
}

/** A group of a category, or undefined if the category has no such group. */
export function logGroupDefinition(
  category: LogCategory,
  group: string,
): LogGroupDefinition | undefined {
  return logCategoryDefinition(category).groups.find((definition) => definition.code === group);
}

/**
 * The label to show for a log's group value: the option's label for a picked value, the value
 * itself for a typed one (or an unknown code from older data), null when there is none.
 */
export function logGroupValueLabel(
  category: LogCategory,
  group: string,
  groupValue: string | null,
): string | null {
  if (groupValue === null) return null;
  const option = logGroupDefinition(category, group)?.options.find((o) => o.code === groupValue);
  return option?.label ?? groupValue;
}
