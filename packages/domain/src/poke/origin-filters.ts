import { z } from 'zod';
import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { lastLoginDays, pokeFilterTexts } from './filters.js';
import {
  choiceOf,
  filterFlag,
  filterText,
  pokeInputTexts,
  strictFilterObject,
  wholeNumberIn,
} from './input-texts.js';

/**
 * Target filters of a poke whose origin is not legacy (spec §3, filters for other origins). The
 * option lists for build, eye_colour and hair_colour come from GET /profile/filters, so they are
 * free strings here. A tri-state flag (`has_photo`, …) left null means "either".
 */

/**
 * The origins a poker chooses from in the wizard: the legacy platform, or the other origins
 * (spec §3 names no other platform; chats from elsewhere carry `other`). A stored poke of an
 * origin not listed here keeps its own.
 */
export const POKE_ORIGIN_CHOICES = ['legacy', 'other'] as const;

/** The wizard's origin choices, with `current` added when it is one of its own. */
export function pokeOriginChoices(current: string | null | undefined): string[] {
  const choices: string[] = [...POKE_ORIGIN_CHOICES];
  if (current && !choices.includes(current)) choices.push(current);
  return choices;
}

/** Labels of the other-origin filters; the schema's words name the fields by them. */
const LABELS = {
  age_min: 'Minimum age',
  age_max: 'Maximum age',
  gender: 'Gender',
  build: 'Build',
  eye_colour: 'Eye colour',
  hair_colour: 'Hair colour',
  geo_type: 'Location type',
  has_photo: 'Has photo',
  has_text: 'Has text',
  is_disabled: 'Disabled',
  is_doi: 'Double opt-in',
  locality: 'City',
  region1: 'Region 1',
  region2: 'Region 2',
  region3: 'Region 3',
  region4: 'Region 4',
  snowflake: 'Snowflake',
  angel: 'Angel',
  lastLogin: 'Last login',
} as const;

export const ORIGIN_FILTER_GENDERS = ['male', 'female'] as const;
export const OriginFilterGender = choiceOf(LABELS.gender, ORIGIN_FILTER_GENDERS);
export type OriginFilterGender = z.infer<typeof OriginFilterGender>;

/** A list of values chosen from GET /profile/filters (free text here), duplicates dropped. */
const choices = (label: string) =>
  z
    .array(z.string().min(1, { error: pokeInputTexts.choices(label) }), {
      error: pokeInputTexts.choices(label),
    })
    .transform((chosen) => [...new Set(chosen)])
    .default([]);

const age = (label: string) => wholeNumberIn(label, AGE_FILTER_MIN, AGE_FILTER_MAX);

export const OriginPokeFilters = strictFilterObject({
  age_min: age(LABELS.age_min).default(AGE_FILTER_MIN),
  age_max: age(LABELS.age_max).default(AGE_FILTER_MAX),
  gender: OriginFilterGender.default('male'),
  build: choices(LABELS.build),
  eye_colour: choices(LABELS.eye_colour),
  hair_colour: choices(LABELS.hair_colour),
  geo_type: filterText(LABELS.geo_type),
  has_photo: filterFlag(LABELS.has_photo),
  has_text: filterFlag(LABELS.has_text),
  is_disabled: filterFlag(LABELS.is_disabled),
  is_doi: filterFlag(LABELS.is_doi),
  locality: filterText(LABELS.locality),
  region1: filterText(LABELS.region1),
  region2: filterText(LABELS.region2),
  region3: filterText(LABELS.region3),
  region4: filterText(LABELS.region4),
  snowflake: filterFlag(LABELS.snowflake),
  angel: filterFlag(LABELS.angel),
  /**
   * Not in the spec's list for other origins; accepted because converting any poke to a
   * recurring one adds a lastLogin filter (spec §4), whatever its origin.
   */
  lastLogin: lastLoginDays.optional(),
}).refine((filters) => filters.age_min <= filters.age_max, {
  message: pokeFilterTexts.ageRangeInverted,
  path: ['age_min'],
});
export type OriginPokeFilters = z.infer<typeof OriginPokeFilters>;
export type OriginPokeFiltersInput = z.input<typeof OriginPokeFilters>;

/** Labels the poke wizard shows for the other-origin filters. */
export const ORIGIN_FILTER_LABELS: Record<keyof OriginPokeFilters, string> = LABELS;

export const ORIGIN_FILTER_GENDER_LABELS: Record<OriginFilterGender, string> = {
  male: 'Male',
  female: 'Female',
};
