import { describe, expect, it } from 'vitest';
import {
  audienceFilterSteps,
  CustomerCountQuery,
  parseAudienceFilters,
  querySites,
} from './audience.js';
import { geoLevels, pokeProfileFromProfile } from './profile-search.js';
import { Profile } from '../schemas/profile.js';

describe('CustomerCountQuery', () => {
  it('reads sites[] as one value or many, and the filters as JSON text', () => {
    const one = CustomerCountQuery.parse({
      'sites[]': 'a.test',
      filters: '{"gender":["male"]}',
      entertainment_profile_uuid: 'p-1',
    });
    expect(querySites(one)).toEqual(['a.test']);
    expect(one.filters).toEqual({ gender: ['male'] });
    const many = CustomerCountQuery.parse({
      'sites[]': ['a.test', 'b.test'],
      sites: 'a.test',
      entertainment_profile_uuid: 'p-1',
    });
    expect(querySites(many)).toEqual(['a.test', 'b.test']);
  });

  it('refuses filters that are not JSON of an object, naming the field', () => {
    for (const filters of ['{', '[1]', '3']) {
      const result = CustomerCountQuery.safeParse({ filters, entertainment_profile_uuid: 'p' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['filters']);
    }
  });
});

describe('parseAudienceFilters', () => {
  it('strips empty values and reads legacy filters for the legacy origin or none', () => {
    const audience = parseAudienceFilters(undefined, { gender: [], geoRegion1: { region1: '' } });
    expect(audience.origin).toBe('legacy');
    expect(audience.filters).toMatchObject({ gender: [], lastLogin: 7 });
    expect(audience.filters).not.toHaveProperty('geoRegion1');
  });

  it('reads other-origin filters and names the field of a bad one', () => {
    expect(parseAudienceFilters('api', {}).origin).toBe('other');
    expect(() => parseAudienceFilters('api', { age_min: 17 })).toThrow();
    try {
      parseAudienceFilters('api', { age_min: 17 });
    } catch (error) {
      expect((error as { issues: { path: unknown[] }[] }).issues[0]?.path).toEqual([
        'filters',
        'age_min',
      ]);
    }
  });
});

describe('audienceFilterSteps', () => {
  it('lists only the legacy groups that narrow, then last login and the optional filters', () => {
    const audience = parseAudienceFilters('legacy', {
      gender: ['male', 'female', 'couple', 'transgender', 'unknown'],
      age: ['18-25'],
      lastLoginByHours: 3,
      geoRegion1: { region1: 'Utrecht' },
    });
    expect(audienceFilterSteps(audience).map((step) => step.filter)).toEqual([
      'age',
      'lastLogin',
      'lastLoginByHours',
      'region1',
    ]);
  });

  it('has only the named customers for by_name', () => {
    const audience = parseAudienceFilters('legacy', {
      targetFilterType: 'by_name',
      age: ['18-25'],
      namedTargets: { 'a.test': [{ uuid: 'u', name: 'n' }] },
    });
    expect(audienceFilterSteps(audience).map((step) => step.filter)).toEqual(['namedTargets']);
  });

  it('lists the other-origin filters that are set', () => {
    const audience = parseAudienceFilters('api', {
      age_min: 30,
      hair_colour: ['red'],
      snowflake: false,
      region2: 'X',
    });
    expect(audienceFilterSteps(audience).map((step) => step.filter)).toEqual([
      'age',
      'gender',
      'hair_colour',
      'snowflake',
      'region2',
    ]);
  });
});

describe('profile search helpers', () => {
  it('knows the levels of a strategy, region by default', () => {
    expect(geoLevels('municipality')).toBe(2);
    expect(geoLevels('region')).toBe(1);
    expect(geoLevels('unknown')).toBe(1);
  });

  it('builds the poke profile from a found profile', () => {
    const profile = Profile.parse({
      profileCmsId: 'ep-1',
      uuid: 'u-1',
      name: 'Lisa',
      profile_type: 'entertainment',
      geo: [{ timezone: 'Europe/Amsterdam' }],
    });
    expect(pokeProfileFromProfile(profile)).toEqual({
      id: 'ep-1',
      name: 'Lisa',
      timezone: 'Europe/Amsterdam',
      uuid: 'u-1',
      profileType: 'entertainment',
    });
  });
});
