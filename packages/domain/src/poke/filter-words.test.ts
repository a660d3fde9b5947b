import { describe, expect, it } from 'vitest';
import { AGE_FILTER_MAX, AGE_FILTER_MIN } from '../constants.js';
import { describePokeFilters } from './filter-words.js';
import { LegacyPokeFilters } from './filters.js';
import { OriginPokeFilters } from './origin-filters.js';

const legacy = (filters: unknown) => ({
  origin: { type: 'legacy' },
  filters: LegacyPokeFilters.parse(filters),
});
const other = (filters: unknown) => ({
  origin: { type: 'other' },
  filters: OriginPokeFilters.parse(filters),
});

describe('describePokeFilters', () => {
  it('says each legacy filter that narrows the audience, in the wizard’s order', () => {
    expect(
      describePokeFilters(
        legacy({
          age: ['36-45', '46-54'],
          gender: ['male'],
          photo: ['with'],
          credits: ['has', 'had'],
          lastPaid: ['1_week'],
          inConversation: ['no'],
          lastLogin: 7,
          geoRegion1: { region1: 'Noord-Holland', locality: 'Amsterdam' },
          limit: 500,
        }),
      ),
    ).toEqual([
      'Age 36–45 or 46–54',
      'Gender: Male',
      'With photo',
      'Has credits or Had credits',
      'Last paid within 1 week',
      'Not in conversation',
      'Logged in within the last 7 days',
      'Province: Noord-Holland',
      'City: Amsterdam',
      'At most 500 customers',
    ]);
  });

  it('leaves out groups with none or every option chosen', () => {
    expect(
      describePokeFilters(
        legacy({
          gender: [],
          text: ['with', 'without'],
          inConversation: ['yes', 'no'],
          lastLogin: 0,
        }),
      ),
    ).toEqual(['Logged in today']);
    expect(describePokeFilters(legacy({ inConversation: ['yes'], lastLogin: 1 }))).toEqual([
      'In conversation',
      'Logged in today or yesterday',
    ]);
  });

  it('prefers the finer last login in hours', () => {
    expect(describePokeFilters(legacy({ lastLogin: 7, lastLoginByHours: 12 }))).toEqual([
      'Logged in within the last 12 hours',
    ]);
  });

  it('lists customers targeted by name per domain', () => {
    const named = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ uuid: `c${i}`, name: `Customer ${i}` }));
    expect(
      describePokeFilters(
        legacy({
          targetFilterType: 'by_name',
          namedTargets: { 'a.test': named(5), 'b.test': named(1), 'c.test': [] },
        }),
      ),
    ).toEqual([
      'By name on a.test: Customer 0, Customer 1, Customer 2 and 2 more',
      'By name on b.test: Customer 0',
    ]);
  });

  it('says everyone when nothing narrows the audience', () => {
    expect(describePokeFilters({ origin: null, filters: {} })).toEqual([
      'Everyone on the chosen domains',
    ]);
    expect(describePokeFilters({ filters: null })).toEqual(['Everyone on the chosen domains']);
  });

  it('says the other-origin filters', () => {
    expect(
      describePokeFilters(
        other({
          age_min: 25,
          age_max: 40,
          gender: 'female',
          build: ['slim', 'athletic'],
          locality: 'Utrecht',
          has_photo: true,
          is_disabled: false,
          lastLogin: 30,
        }),
      ),
    ).toEqual([
      'Age 25–40',
      'Gender: Female',
      'Build: slim or athletic',
      'City: Utrecht',
      'Has photo',
      'Not disabled',
      'Logged in within the last 30 days',
    ]);
    // The full age range narrows nothing; the gender is always chosen.
    expect(describePokeFilters(other({}))).toEqual(['Gender: Male']);
  });

  it('says when no customer is named, and names one without a name by uuid', () => {
    expect(
      describePokeFilters({ origin: { type: 'legacy' }, filters: { targetFilterType: 'by_name' } }),
    ).toEqual(['By name: no customers chosen']);
    expect(
      describePokeFilters({
        filters: { targetFilterType: 'by_name', namedTargets: { 'a.test': [] } },
      }),
    ).toEqual(['By name: no customers chosen']);
    expect(
      describePokeFilters(
        legacy({
          targetFilterType: 'by_name',
          namedTargets: { 'a.test': [{ uuid: 'c-9', name: '' }] },
        }),
      ),
    ).toEqual(['By name on a.test: c-9']);
  });

  it('says the duplicate IP level, level 0 too, and a limit of one customer', () => {
    expect(
      describePokeFilters(legacy({ lastLogin: 3, duplicate_ip_target_level: 0, limit: 1 })),
    ).toEqual([
      'Logged in within the last 3 days',
      'Duplicate IP target level 0',
      'At most 1 customer',
    ]);
  });

  it('reads stored other-origin filters with parts missing, and a gender without a label as stored', () => {
    expect(describePokeFilters({ origin: { type: 'api' }, filters: { age_max: 30 } })).toEqual([
      `Age ${AGE_FILTER_MIN}–30`,
    ]);
    expect(describePokeFilters({ origin: { type: 'api' }, filters: { age_min: 30 } })).toEqual([
      `Age 30–${AGE_FILTER_MAX}`,
    ]);
    expect(
      describePokeFilters({
        origin: { type: 'api' },
        filters: { gender: 'other' as 'male', hair_colour: ['red'] },
      }),
    ).toEqual(['Gender: other', 'Hair colour: red']);
  });
});
