import { describe, expect, it } from 'vitest';
import { LOG_CATEGORIES } from '../schemas/log.js';
import {
  LOG_AGE_OPTIONS,
  LOG_CATEGORY_DEFINITIONS,
  LOG_HOBBY_OPTIONS,
  LOG_SEX_ACTION_OPTIONS,
  LOG_SEX_TOY_OPTIONS,
  LOG_SPORT_OPTIONS,
  logCategoryDefinition,
  logCategoryLabel,
  logGroupDefinition,
  logGroupValueLabel,
} from './categories.js';

describe('logbook categories', () => {
  it('defines every category of spec §3, in order, with a label', () => {
    expect(LOG_CATEGORY_DEFINITIONS.map((c) => [c.code, c.label])).toEqual([
      ['personal', 'Personal'],
      ['family', 'Family'],
      ['hobbies', 'Hobbies'],
      ['work', 'Work'],
      ['sex', 'Sex'],
      ['health', 'Health'],
      ['updates', 'Updates'],
      ['other', 'Other'],
    ]);
  });

  it.each([
    ['personal', ['name', 'age', 'other']],
    ['family', ['other']],
    ['hobbies', ['sport', 'hobby', 'other']],
    ['work', ['other']],
    ['sex', ['action', 'toy', 'other']],
    ['health', ['other']],
    ['updates', ['other']],
    ['other', ['other']],
  ] as const)('%s has the groups %j, other last', (category, groups) => {
    expect(logCategoryDefinition(category).groups.map((g) => g.code)).toEqual(groups);
  });

  it.each([
    ['personal', 'name', 'Name', 'text'],
    ['personal', 'age', 'Age', 'select'],
    ['hobbies', 'sport', 'Sport', 'select'],
    ['hobbies', 'hobby', 'Hobby', 'select'],
    ['sex', 'action', 'Actions', 'select'],
    ['sex', 'toy', 'Toys', 'select'],
    ['work', 'other', 'Other', 'none'],
  ] as const)('%s/%s is labelled %s and entered by %s', (category, group, label, input) => {
    expect(logGroupDefinition(category, group)).toMatchObject({ label, input });
  });

  it('has no group a category does not define', () => {
    expect(logGroupDefinition('family', 'sport')).toBeUndefined();
  });

  it.each([
    ['sport', LOG_SPORT_OPTIONS, 30],
    ['hobby', LOG_HOBBY_OPTIONS, 30],
    ['sex action', LOG_SEX_ACTION_OPTIONS, 15],
    ['sex toy', LOG_SEX_TOY_OPTIONS, 15],
  ])('the %s list is predefined, sizeable and has unique snake-case codes', (_n, options, min) => {
    expect(options.length).toBeGreaterThanOrEqual(min);
    const codes = options.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('derives codes from labels', () => {
    expect(LOG_SPORT_OPTIONS).toContainEqual({ code: 'horse_riding', label: 'Horse riding' });
    expect(LOG_SEX_TOY_OPTIONS).toContainEqual({ code: 'strap_on', label: 'Strap-on' });
  });

  it('offers ages 18 to 99', () => {
    expect(LOG_AGE_OPTIONS).toHaveLength(82);
    expect(LOG_AGE_OPTIONS[0]).toEqual({ code: '18', label: '18' });
    expect(LOG_AGE_OPTIONS.at(-1)).toEqual({ code: '99', label: '99' });
  });

  it.each(LOG_CATEGORIES)('gives %s a label', (category) => {
    expect(logCategoryLabel(category)).toBe(logCategoryDefinition(category).label);
  });

  it.each([
    ['hobbies', 'sport', 'table_tennis', 'Table tennis'],
    ['personal', 'name', 'Sam', 'Sam'],
    ['sex', 'toy', 'retired_code', 'retired_code'],
    ['family', 'unknown', 'x', 'x'],
    ['hobbies', 'other', null, null],
  ] as const)('shows %s/%s value %j as %j', (category, group, value, label) => {
    expect(logGroupValueLabel(category, group, value)).toBe(label);
  });
});
