import { describe, expect, it } from 'vitest';
import {
  isInConversationFilterOn,
  lastLoginLabel,
  LEGACY_AGE_BANDS,
  LEGACY_CREDITS_OPTIONS,
  LEGACY_FILTER_GROUP_KEYS,
  LEGACY_FILTER_GROUPS,
  LEGACY_GENDERS,
  LEGACY_IN_CONVERSATION_OPTIONS,
  LEGACY_LAST_PAID_OPTIONS,
  LEGACY_PHOTO_OPTIONS,
  LEGACY_TEXT_OPTIONS,
  LegacyPokeFilters,
  pokeFilterTexts,
  TARGET_FILTER_TYPE_LABELS,
} from './filters.js';

describe('legacy filter groups', () => {
  it('have the spec options', () => {
    expect(LEGACY_AGE_BANDS).toEqual(['18-25', '26-35', '36-45', '46-54', '55-99', 'unknown']);
    expect(LEGACY_GENDERS).toEqual(['male', 'female', 'couple', 'transgender', 'unknown']);
    expect(LEGACY_PHOTO_OPTIONS).toEqual(['with', 'without']);
    expect(LEGACY_TEXT_OPTIONS).toEqual(['with', 'without']);
    expect(LEGACY_CREDITS_OPTIONS).toHaveLength(3);
    expect(LEGACY_LAST_PAID_OPTIONS).toHaveLength(4);
    expect(LEGACY_IN_CONVERSATION_OPTIONS).toEqual(['yes', 'no']);
  });

  it.each([
    ['age', LEGACY_AGE_BANDS],
    ['gender', LEGACY_GENDERS],
    ['photo', LEGACY_PHOTO_OPTIONS],
    ['text', LEGACY_TEXT_OPTIONS],
    ['credits', LEGACY_CREDITS_OPTIONS],
    ['lastPaid', LEGACY_LAST_PAID_OPTIONS],
    ['inConversation', LEGACY_IN_CONVERSATION_OPTIONS],
  ] as const)('labels every %s option, in schema order', (key, values) => {
    const group = LEGACY_FILTER_GROUPS[key];
    expect(group.options.map((option) => option.value)).toEqual(values);
    expect(group.options.every((option) => option.label.length > 0)).toBe(true);
  });

  it('labels credits and last paid as the spec reads them', () => {
    expect(LEGACY_FILTER_GROUPS.credits.options.map((o) => o.label)).toEqual([
      'Has credits',
      'Had credits',
      'Never had credits',
    ]);
    expect(LEGACY_FILTER_GROUPS.lastPaid.options.map((o) => o.label)).toEqual([
      'Within 1 week',
      'Within 2 weeks',
      'Within 1 month',
      'Older than 1 month',
    ]);
    expect(LEGACY_FILTER_GROUPS.inConversation.label).toBe('In conversation');
    expect(LEGACY_FILTER_GROUP_KEYS).toHaveLength(7);
    expect(TARGET_FILTER_TYPE_LABELS.by_name).toBe('By name');
  });
});

describe('LegacyPokeFilters', () => {
  it('defaults to nothing selected, lastLogin 7 and targeting by filters', () => {
    expect(LegacyPokeFilters.parse({})).toEqual({
      age: [],
      gender: [],
      photo: [],
      text: [],
      credits: [],
      lastPaid: [],
      inConversation: [],
      lastLogin: 7,
      targetFilterType: 'by_filters',
      namedTargets: {},
    });
  });

  it('keeps the other legacy filters and drops duplicate choices', () => {
    const filters = LegacyPokeFilters.parse({
      gender: ['female', 'female', 'couple'],
      lastLogin: 0,
      lastLoginByHours: 6,
      limit: 500,
      duplicate_ip_target_level: 2,
      geoRegion1: { region1: 'Noord-Holland', locality: 'Amsterdam' },
    });
    expect(filters.gender).toEqual(['female', 'couple']);
    expect(filters.lastLogin).toBe(0);
    expect(filters.geoRegion1).toEqual({ region1: 'Noord-Holland', locality: 'Amsterdam' });
    expect(filters.limit).toBe(500);
  });

  it.each([
    [{ gender: ['other'] }],
    [{ lastLogin: -1 }],
    [{ lastLogin: 1.5 }],
    [{ limit: 0 }],
    [{ lastLoginByHours: 0 }],
    [{ targetFilterType: 'by_magic' }],
  ])('rejects %j', (input) => {
    expect(LegacyPokeFilters.safeParse(input).success).toBe(false);
  });

  it.each([
    [{ lastLogin: 3_651 }, 'lastLogin', 'Last login must be a whole number from 0 to 3650 days.'],
    [{ lastLogin: -1 }, 'lastLogin', 'Last login must be a whole number from 0 to 3650 days.'],
    [{ lastLogin: 'week' }, 'lastLogin', 'Last login must be a whole number from 0 to 3650 days.'],
    [{ limit: 0 }, 'limit', 'Limit must be a whole number from 1 to 1000000.'],
    [
      { lastLoginByHours: 87_601 },
      'lastLoginByHours',
      'Last login (hours) must be a whole number from 1 to 87600.',
    ],
    [
      { duplicate_ip_target_level: 1_001 },
      'duplicate_ip_target_level',
      'Duplicate IP target level must be a whole number from 0 to 1000.',
    ],
    [
      { gender: ['other'] },
      'gender.0',
      'Gender: choose from male, female, couple, transgender, unknown.',
    ],
    [{ gender: 'male' }, 'gender', 'Gender must be a list of choices.'],
    [{ ages: ['18-25'] }, '', 'There is no filter called "ages".'],
    [{ ages: [], sex: [] }, '', 'There are no filters called "ages", "sex".'],
    [{ geoRegion1: { city: 'Utrecht' } }, 'geoRegion1', 'There is no filter called "city".'],
    [{ geoRegion1: { region1: 5 } }, 'geoRegion1.region1', 'Province must be text.'],
  ])('refuses %j in words, on the field', (input, field, message) => {
    const issues = LegacyPokeFilters.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('needs at least one named customer when targeting by name', () => {
    const empty = LegacyPokeFilters.safeParse({
      targetFilterType: 'by_name',
      namedTargets: { 'a.example.nl': [] },
    });
    expect(empty.error?.issues[0]).toMatchObject({
      message: pokeFilterTexts.namedTargetsRequired,
      path: ['namedTargets'],
    });
    const named = LegacyPokeFilters.parse({
      targetFilterType: 'by_name',
      namedTargets: { 'a.example.nl': [{ uuid: 'c1', name: 'Bob' }] },
    });
    expect(named.namedTargets['a.example.nl']).toEqual([{ uuid: 'c1', name: 'Bob' }]);
  });
});

describe('lastLoginLabel', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [7, 'Within the last 7 days'],
  ])('%i days reads %s', (days, label) => {
    expect(lastLoginLabel(days)).toBe(label);
  });
});

describe('isInConversationFilterOn', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ inConversation: [] }, false],
    // Off while it filters nothing: nothing chosen is everything chosen (spec §3).
    [{ inConversation: ['yes', 'no'] }, false],
    [{ inConversation: ['yes'] }, true],
    [{ inConversation: ['no'] }, true],
  ])('%j → %s', (filters, on) => {
    expect(isInConversationFilterOn(filters)).toBe(on);
  });
});
