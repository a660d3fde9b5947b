import { describe, expect, it } from 'vitest';
import {
  isLogCommentOptional,
  isLogFormValid,
  logCommentLength,
  logFormErrors,
  saveLogPayloadErrors,
  type LogFormValues,
} from './validation.js';

const CATEGORY_REQUIRED = 'You have to select a category';
const VALUE_REQUIRED = 'You have to select a value';
const COMMENT_REQUIRED = 'Comment should contain some information';
const COMMENT_TOO_LONG = 'Comment should contain less than 120 characters';

const values = (overrides: Partial<LogFormValues>): LogFormValues => ({
  category: 'work',
  group: 'other',
  groupValue: null,
  comment: 'Works as a nurse',
  ...overrides,
});

describe('logbook form rules (spec §5)', () => {
  it('accepts a complete entry', () => {
    expect(logFormErrors(values({}))).toEqual({});
    expect(isLogFormValid(values({}))).toBe(true);
  });

  it('requires a category', () => {
    expect(logFormErrors(values({ category: null }))).toEqual({ category: CATEGORY_REQUIRED });
    expect(isLogFormValid(values({ category: null }))).toBe(false);
  });

  it('reports every field in error at once', () => {
    expect(logFormErrors(values({ category: null, comment: ' ' }))).toEqual({
      category: CATEGORY_REQUIRED,
      comment: COMMENT_REQUIRED,
    });
  });

  it.each([
    ['hobbies', 'sport', null, VALUE_REQUIRED],
    ['hobbies', 'sport', '', VALUE_REQUIRED],
    ['hobbies', 'sport', 'quidditch', VALUE_REQUIRED],
    ['hobbies', 'sport', 'tennis', undefined],
    ['hobbies', 'hobby', 'cooking', undefined],
    ['sex', 'action', null, VALUE_REQUIRED],
    ['sex', 'toy', 'vibrator', undefined],
    ['personal', 'age', '17', VALUE_REQUIRED],
    ['personal', 'age', '34', undefined],
    ['personal', 'name', '   ', VALUE_REQUIRED],
    ['personal', 'name', 'Sam', undefined],
    ['personal', 'other', null, undefined],
    ['hobbies', 'other', 'ignored', undefined],
  ] as const)('%s/%s with value %j: %s', (category, group, groupValue, error) => {
    const errors = logFormErrors(values({ category, group, groupValue }));
    expect(errors.groupValue).toBe(error);
  });

  it('asks to choose again a group the category does not have', () => {
    expect(
      logFormErrors(values({ category: 'family', group: 'sport', groupValue: 'tennis' })),
    ).toEqual({
      group: VALUE_REQUIRED,
    });
  });

  it.each([
    ['hobbies', 'sport', 'tennis', true],
    ['hobbies', 'hobby', 'reading', true],
    ['sex', 'action', 'kissing', true],
    ['sex', 'toy', 'rope', true],
    ['hobbies', 'other', null, false],
    ['sex', 'other', null, false],
    ['personal', 'name', 'Sam', false],
    ['personal', 'age', '30', false],
    ['family', 'other', null, false],
    ['work', 'other', null, false],
    ['health', 'other', null, false],
    ['updates', 'other', null, false],
    ['other', 'other', null, false],
  ] as const)(
    'an empty comment for %s/%s (value %j) is allowed: %s',
    (category, group, groupValue, allowed) => {
      const errors = logFormErrors(values({ category, group, groupValue, comment: '  ' }));
      expect(errors.comment).toBe(allowed ? undefined : COMMENT_REQUIRED);
      expect(isLogCommentOptional(category, group)).toBe(allowed);
    },
  );

  it('requires a comment when no category is chosen', () => {
    expect(isLogCommentOptional(null, 'sport')).toBe(false);
  });

  it.each([
    ['119 characters', 'a'.repeat(119), undefined],
    ['120 characters', 'a'.repeat(120), undefined],
    ['121 characters', 'a'.repeat(121), COMMENT_TOO_LONG],
    ['120 characters plus surrounding spaces', `  ${'a'.repeat(120)}\n `, undefined],
    ['120 emoji', '😀'.repeat(120), undefined],
    ['121 emoji', '😀'.repeat(121), COMMENT_TOO_LONG],
  ])('a comment of %s: %s', (_name, comment, error) => {
    expect(logFormErrors(values({ comment })).comment).toBe(error);
  });

  it('checks length for optional comments too', () => {
    const errors = logFormErrors(
      values({ category: 'hobbies', group: 'sport', groupValue: 'golf', comment: 'x'.repeat(121) }),
    );
    expect(errors).toEqual({ comment: COMMENT_TOO_LONG });
  });

  it('measures the trimmed comment in code points', () => {
    expect(logCommentLength('  ab  ')).toBe(2);
    expect(logCommentLength('😀x')).toBe(2);
  });

  it('applies the rules to a save payload', () => {
    expect(
      saveLogPayloadErrors({
        chatId: 'c1',
        log: {
          concerning: 'customer',
          category: 'sex',
          content: { group: 'toy', groupValue: null, value: '' },
        },
      }),
    ).toEqual({ groupValue: VALUE_REQUIRED });
    expect(
      saveLogPayloadErrors({
        chatId: 'c1',
        log: {
          id: 'l1',
          concerning: 'customer',
          category: 'sex',
          content: { group: 'toy', groupValue: 'rope', value: '' },
        },
      }),
    ).toEqual({});
  });
});
