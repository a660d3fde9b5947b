import { describe, expect, it } from 'vitest';
import {
  audienceFilterSteps,
  audienceOrigin,
  CustomerCountQuery,
  parseAudienceFilters,
  querySites,
} from './audience.js';
import {
  GeoOptionsQuery,
  GeoWizardQuery,
  geoLevels,
  pokeProfileFromProfile,
} from './profile-search.js';
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

  it('reads the sites from either key, and none from neither', () => {
    expect(querySites({ sites: ['b.test', 'a.test', 'b.test'] })).toEqual(['b.test', 'a.test']);
    expect(querySites({ 'sites[]': ['a.test'] })).toEqual(['a.test']);
    expect(querySites({})).toEqual([]);
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

  it('reads missing filters as the legacy defaults', () => {
    for (const raw of [null, undefined]) {
      const audience = parseAudienceFilters(null, raw);
      expect(audience.origin).toBe('legacy');
      expect(audience.filters).toMatchObject({ lastLogin: 7, targetFilterType: 'by_filters' });
    }
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

  it('lists a duplicate IP level, even level 0, and a city without a province', () => {
    const audience = parseAudienceFilters('legacy', {
      duplicate_ip_target_level: 0,
      geoRegion1: { locality: 'Utrecht' },
    });
    expect(audienceFilterSteps(audience).map((step) => step.filter)).toEqual([
      'lastLogin',
      'duplicate_ip_target_level',
      'locality',
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

describe('other-origin audience steps', () => {
  it('has only the gender when nothing else narrows', () => {
    expect(audienceFilterSteps(parseAudienceFilters('api', {}))).toEqual([
      { filter: 'gender', label: 'Gender' },
    ]);
  });

  it('lists the age when only its maximum is set, and a last login when one is', () => {
    const audience = parseAudienceFilters('api', { age_max: 40, lastLogin: 3 });
    expect(audienceFilterSteps(audience).map((step) => step.filter)).toEqual([
      'age',
      'gender',
      'lastLogin',
    ]);
  });
});

describe('audienceOrigin', () => {
  it.each([
    [undefined, 'legacy'],
    [null, 'legacy'],
    ['api', 'api'],
    ['legacy', 'legacy'],
  ])('reads %j as %j', (origin, expected) => {
    expect(audienceOrigin(origin)).toBe(expected);
  });
});

describe('profile search helpers', () => {
  it('knows the levels of a strategy, region by default', () => {
    expect(geoLevels('municipality')).toBe(2);
    expect(geoLevels('region')).toBe(1);
    expect(geoLevels('unknown')).toBe(1);
    expect(geoLevels(null)).toBe(1);
    expect(geoLevels(undefined)).toBe(1);
  });

  it('reads the country of a geo query in upper case, and refuses one not of two letters', () => {
    expect(GeoOptionsQuery.parse({ country: 'nl', level: '2', parent: ' Utrecht ' })).toEqual({
      country: 'NL',
      level: 2,
      parent: 'Utrecht',
    });
    expect(
      GeoWizardQuery.parse({ countryCode: 'de', customerLat: '52.5', customerLng: '13.4' }),
    ).toEqual({ countryCode: 'DE', customerLat: 52.5, customerLng: 13.4 });
    for (const result of [
      GeoOptionsQuery.safeParse({ country: 'NLD', level: 1 }),
      GeoWizardQuery.safeParse({ countryCode: 'N1', customerLat: 0, customerLng: 0 }),
    ]) {
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Expected a two-letter country code',
      ]);
    }
  });

  it('builds the poke profile from the uuid and real name when the CMS id and name are missing', () => {
    const onlyUuid = Profile.parse({ uuid: 'u-2', real_name: 'Anna' });
    expect(pokeProfileFromProfile(onlyUuid)).toEqual({
      id: 'u-2',
      name: 'Anna',
      timezone: null,
      uuid: 'u-2',
      profileType: null,
    });
    const onlyCmsId = Profile.parse({ profileCmsId: 17 });
    expect(pokeProfileFromProfile(onlyCmsId)).toEqual({
      id: '17',
      name: '',
      timezone: null,
      uuid: '17',
      profileType: null,
    });
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
