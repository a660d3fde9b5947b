import { z } from 'zod';
import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { pokeFilterTexts } from './filters.js';

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

export const ORIGIN_FILTER_GENDERS = ['male', 'female'] as const;
export const OriginFilterGender = z.enum(ORIGIN_FILTER_GENDERS);
export type OriginFilterGender = z.infer<typeof OriginFilterGender>;

const age = z.number().int().min(AGE_FILTER_MIN).max(AGE_FILTER_MAX);
const choices = z
  .array(z.string().min(1))
  .transform((chosen) => [...new Set(chosen)])
  .default([]);

export const OriginPokeFilters = z
  .object({
    age_min: age.default(AGE_FILTER_MIN),
    age_max: age.default(AGE_FILTER_MAX),
    gender: OriginFilterGender.default('male'),
    build: choices,
    eye_colour: choices,
    hair_colour: choices,
    geo_type: z.string().nullish(),
    has_photo: z.boolean().nullish(),
    has_text: z.boolean().nullish(),
    is_disabled: z.boolean().nullish(),
    is_doi: z.boolean().nullish(),
    locality: z.string().nullish(),
    region1: z.string().nullish(),
    region2: z.string().nullish(),
    region3: z.string().nullish(),
    region4: z.string().nullish(),
    snowflake: z.boolean().nullish(),
    angel: z.boolean().nullish(),
    /**
     * Not in the spec's list for other origins; accepted because converting any poke to a
     * recurring one adds a lastLogin filter (spec §4), whatever its origin.
     */
    lastLogin: z.number().int().min(0).optional(),
  })
  .refine((filters) => filters.age_min <= filters.age_max, {
    message: pokeFilterTexts.ageRangeInverted,
    path: ['age_min'],
  });
export type OriginPokeFilters = z.infer<typeof OriginPokeFilters>;
export type OriginPokeFiltersInput = z.input<typeof OriginPokeFilters>;

/** Labels the poke wizard shows for the other-origin filters. */
export const ORIGIN_FILTER_LABELS: Record<keyof OriginPokeFilters, string> = {
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
};

export const ORIGIN_FILTER_GENDER_LABELS: Record<OriginFilterGender, string> = {
  male: 'Male',
  female: 'Female',
};
