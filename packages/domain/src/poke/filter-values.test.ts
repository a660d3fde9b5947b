import { describe, expect, it } from 'vitest';
import {
  expandFilterGroup,
  expandLegacyFilterGroups,
  isFilterGroupUnrestricted,
  stripEmptyFilterValues,
} from './filter-values.js';
import { LEGACY_FILTER_GROUPS, LEGACY_GENDERS, LegacyPokeFilters } from './filters.js';

describe('expandFilterGroup', () => {
  it.each([[undefined], [null], [[]]])('treats %j as every option selected', (selected) => {
    expect(expandFilterGroup(selected, LEGACY_FILTER_GROUPS.gender)).toEqual([...LEGACY_GENDERS]);
  });

  it('keeps a real selection as it is', () => {
    expect(expandFilterGroup(['couple'], LEGACY_FILTER_GROUPS.gender)).toEqual(['couple']);
  });
});

describe('isFilterGroupUnrestricted', () => {
  it.each([
    [[], true],
    [['with', 'without'], true],
    [['with'], false],
  ] as const)('photo %j restricts nothing: %s', (selected, unrestricted) => {
    expect(isFilterGroupUnrestricted(selected, LEGACY_FILTER_GROUPS.photo)).toBe(unrestricted);
  });
});

describe('expandLegacyFilterGroups', () => {
  it('expands every empty group and leaves the rest', () => {
    const expanded = expandLegacyFilterGroups(
      LegacyPokeFilters.parse({ gender: ['female'], lastLogin: 1 }),
    );
    expect(expanded.gender).toEqual(['female']);
    expect(expanded.age).toEqual(['18-25', '26-35', '36-45', '46-54', '55-99', 'unknown']);
    expect(expanded.photo).toEqual(['with', 'without']);
    expect(expanded.text).toEqual(['with', 'without']);
    expect(expanded.credits).toEqual(['has', 'had', 'never_had']);
    expect(expanded.lastPaid).toHaveLength(4);
    expect(expanded.inConversation).toEqual(['yes', 'no']);
    expect(expanded.lastLogin).toBe(1);
  });
});

describe('stripEmptyFilterValues', () => {
  it.each([
    ['an empty string', { locality: '' }, {}],
    ['null and undefined', { region1: null, region2: undefined }, {}],
    ['an empty array', { build: [] }, {}],
    ['an empty object', { geoRegion1: {} }, {}],
    ['an object holding only empty values', { geoRegion1: { region1: '', locality: null } }, {}],
    ['empty items of an array', { build: ['', 'slim', null] }, { build: ['slim'] }],
    ['an array of empty objects', { list: [{}, { a: '' }] }, {}],
    [
      'nothing meaningful: 0, false, a space',
      { lastLogin: 0, has_photo: false, q: ' ' },
      {
        lastLogin: 0,
        has_photo: false,
        q: ' ',
      },
    ],
    [
      'nested values that stay',
      { namedTargets: { 'a.nl': [{ uuid: 'c', name: '' }], 'b.nl': [] } },
      { namedTargets: { 'a.nl': [{ uuid: 'c' }] } },
    ],
  ])('removes %s', (_name, input, expected) => {
    expect(stripEmptyFilterValues(input)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = { build: ['', 'slim'], locality: '' };
    stripEmptyFilterValues(input);
    expect(input).toEqual({ build: ['', 'slim'], locality: '' });
  });

  it('leaves values that are not plain objects alone', () => {
    const at = new Date(0);
    expect(stripEmptyFilterValues({ at })).toEqual({ at });
  });
});
