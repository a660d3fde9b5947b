import { describe, expect, it } from 'vitest';
import { pokeFilterTexts } from './filters.js';
import {
  pokeOriginChoices,
  ORIGIN_FILTER_GENDER_LABELS,
  ORIGIN_FILTER_LABELS,
  OriginPokeFilters,
} from './origin-filters.js';

describe('OriginPokeFilters', () => {
  it('defaults to ages 18 to 99, gender male and no choices', () => {
    expect(OriginPokeFilters.parse({})).toEqual({
      age_min: 18,
      age_max: 99,
      gender: 'male',
      build: [],
      eye_colour: [],
      hair_colour: [],
    });
  });

  it.each([
    ['age_min', 17, false],
    ['age_min', 18, true],
    ['age_max', 99, true],
    ['age_max', 100, false],
    ['age_min', 20.5, false],
  ])('%s = %d is accepted: %s', (field, value, ok) => {
    expect(OriginPokeFilters.safeParse({ [field]: value }).success).toBe(ok);
  });

  it('needs the minimum age not above the maximum', () => {
    expect(OriginPokeFilters.safeParse({ age_min: 40, age_max: 40 }).success).toBe(true);
    const inverted = OriginPokeFilters.safeParse({ age_min: 41, age_max: 40 });
    expect(inverted.error?.issues[0]).toMatchObject({
      message: pokeFilterTexts.ageRangeInverted,
      path: ['age_min'],
    });
  });

  it.each([
    [{ age_min: 17 }, 'age_min', 'Minimum age must be a whole number from 18 to 99.'],
    [{ age_max: 100 }, 'age_max', 'Maximum age must be a whole number from 18 to 99.'],
    [{ lastLogin: 1e9 }, 'lastLogin', 'Last login must be a whole number from 0 to 3650 days.'],
    [{ gender: 'couple' }, 'gender', 'Gender: choose from male, female.'],
    [{ has_photo: 'yes' }, 'has_photo', 'Has photo must be true, false or not set.'],
    [{ build: 'slim' }, 'build', 'Build must be a list of choices.'],
    [{ agemin: 20 }, '', 'There is no filter called "agemin".'],
  ])('refuses %j in words, on the field', (input, field, message) => {
    const issues = OriginPokeFilters.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('keeps every other-origin filter', () => {
    const input = {
      gender: 'female',
      build: ['slim', 'slim', 'athletic'],
      eye_colour: ['blue'],
      hair_colour: ['red'],
      geo_type: 'city',
      has_photo: true,
      has_text: false,
      is_disabled: false,
      is_doi: true,
      locality: 'Utrecht',
      region1: 'NL',
      region2: 'Utrecht',
      region3: null,
      region4: 'x',
      snowflake: true,
      angel: false,
      lastLogin: 3,
    } as const;
    const filters = OriginPokeFilters.parse(input);
    expect(filters).toMatchObject({ ...input, build: ['slim', 'athletic'] });
    expect(OriginPokeFilters.safeParse({ gender: 'couple' }).success).toBe(false);
  });

  it('labels every field', () => {
    expect(Object.keys(ORIGIN_FILTER_LABELS).sort()).toEqual(
      Object.keys(OriginPokeFilters.shape).sort(),
    );
    expect(ORIGIN_FILTER_LABELS.eye_colour).toBe('Eye colour');
    expect(ORIGIN_FILTER_GENDER_LABELS).toEqual({ male: 'Male', female: 'Female' });
  });
});

describe('pokeOriginChoices', () => {
  it("offers legacy and the other origins, and keeps a stored poke's own origin", () => {
    expect(pokeOriginChoices('legacy')).toEqual(['legacy', 'other']);
    expect(pokeOriginChoices(null)).toEqual(['legacy', 'other']);
    expect(pokeOriginChoices('cms')).toEqual(['legacy', 'other', 'cms']);
  });
});
