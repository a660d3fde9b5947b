import { describe, expect, it } from 'vitest';
import { lengthOf, wordedText } from './worded-text.js';

const refusals = {
  required: 'Type the text.',
  tooLong: (max: number, length: number) => `At most ${max}; this one has ${length}.`,
};

describe('lengthOf', () => {
  it('is the length of a text, and 0 of anything else', () => {
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('')).toBe(0);
    expect(lengthOf(42)).toBe(0);
    expect(lengthOf(undefined)).toBe(0);
  });
});

describe('wordedText', () => {
  const Text = wordedText(refusals, 5);
  const refused = (input: unknown) =>
    Text.safeParse(input).error?.issues.map((issue) => issue.message);

  it('trims the text and takes one of the longest length', () => {
    expect(Text.parse('  hello  ')).toBe('hello');
  });

  it.each([
    ['nothing', undefined, 'Type the text.'],
    ['a number', 42, 'Type the text.'],
    ['blanks', '   ', 'Type the text.'],
    ['an over-long text', ' too long ', 'At most 5; this one has 8.'],
  ])('refuses %s once, in the words given', (_what, input, message) => {
    expect(refused(input)).toEqual([message]);
  });
});
