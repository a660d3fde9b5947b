import { describe, expect, it } from 'vitest';
import { DEFAULT_GEO_LABEL } from './constants.js';
import {
  firstProfileGeo,
  formatProfileLength,
  isGeoFree,
  profileCountry,
  profileGeoLabel,
  usesImperialLength,
} from './profile.js';
import { Profile } from './schemas/profile.js';

const profile = (overrides: Record<string, unknown> = {}) =>
  Profile.parse({ uuid: 'u-1', ...overrides });

describe('formatProfileLength', () => {
  it.each([
    [180, 'nl', '180 cm'],
    [180, 'de', '180 cm'],
    [179.6, 'be', '180 cm'],
    [180, null, '180 cm'],
    [180, 'gb', `5'11"`],
    [180, 'GB', `5'11"`],
    [180, 'us', `5'11"`],
    [152.4, 'us', `5'0"`],
    [182.5, 'gb', `6'0"`],
    [165, 'US', `5'5"`],
  ])('%d cm in %s reads %s', (length, country, expected) => {
    expect(formatProfileLength(length, country)).toBe(expected);
  });

  it.each([null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'has nothing to show for %s',
    (length) => {
      expect(formatProfileLength(length, 'gb')).toBeNull();
    },
  );

  it('uses feet and inches for GB and US only', () => {
    expect(['gb', 'us', ' US ', 'nl', 'uk', '', null].map(usesImperialLength)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('profile location', () => {
  it('labels a profile without a country Global', () => {
    expect(DEFAULT_GEO_LABEL).toBe('Global');
    expect(profileGeoLabel(profile())).toBe('Global');
    expect(profileGeoLabel(profile({ geo: [{ iso: '  ', locality: 'Leeds' }] }))).toBe('Global');
  });

  it('labels a located profile by locality, region and country', () => {
    const p = profile({
      geo: [{ iso: 'gb', locality: 'Leeds', region1: 'England' }, { iso: 'nl' }],
    });
    expect(profileGeoLabel(p)).toBe('Leeds, England, GB');
    expect(profileGeoLabel(profile({ geo: { iso: 'nl', region1: 'Utrecht' } }))).toBe(
      'Utrecht, NL',
    );
  });

  it('labels a geo-free profile by its country only', () => {
    const p = profile({ geo_free: 1, geo: [{ iso: 'de', locality: 'Berlin' }] });
    expect(profileGeoLabel(p)).toBe('DE');
  });

  it.each([
    [1, true],
    [true, true],
    [0, false],
    [false, false],
    [null, false],
  ])('geo_free %j means no fixed location: %s', (geoFree, expected) => {
    expect(isGeoFree(profile({ geo_free: geoFree }))).toBe(expected);
  });

  it('reads the first geo entry and its country', () => {
    expect(firstProfileGeo(profile())).toBeNull();
    const p = profile({ geo: [{ iso: 'us', locality: 'Austin' }, { iso: 'gb' }] });
    expect(firstProfileGeo(p)?.locality).toBe('Austin');
    expect(profileCountry(p)).toBe('US');
    expect(profileCountry(profile())).toBeNull();
  });
});
