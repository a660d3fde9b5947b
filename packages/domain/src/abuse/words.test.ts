import { describe, expect, it } from 'vitest';
import type { AbuseWord } from '../schemas/abuse.js';
import {
  abuseWordComparisonKey,
  abuseWordConflictMessage,
  AbuseWordExistsError,
  abuseWordsForLocale,
  abuseWordsShadowedBy,
  findAbuseWordConflict,
  normaliseAbuseWordValue,
  prepareNewAbuseWord,
} from './words.js';

const words: AbuseWord[] = [
  { id: 'w1', value: 'scam', locale: '' },
  { id: 'w2', value: 'Oplichter', locale: 'nl' },
  { id: 'w3', value: 'betrüger', locale: 'de' },
  { id: 'w4', value: 'whatsapp me', locale: 'gb' },
];

describe('abuse word normalisation', () => {
  it.each([
    ['  scam ', 'scam'],
    ['whatsapp \t  me', 'whatsapp me'],
    ['Scam', 'Scam'],
    ['be\u0074ru\u0308ger', 'betrüger'],
    ['cash\u200bapp\u00ad', 'cashapp'],
  ])('stores %j as %j', (value, stored) => {
    expect(normaliseAbuseWordValue(value)).toBe(stored);
  });

  it('compares without case', () => {
    expect(abuseWordComparisonKey(' SCAM ')).toBe(abuseWordComparisonKey('scam'));
  });
});

describe('adding an abuse word (spec §5)', () => {
  it.each([
    ['scam', 'nl', 'Word "scam" already exists in "global" abuse list.'],
    [' SCAM ', 'de', 'Word "SCAM" already exists in "global" abuse list.'],
    ['scam', '', 'Word "scam" already exists in "global" abuse list.'],
    ['oplichter', 'nl', 'Word "oplichter" already exists in "nl" abuse list.'],
    ['WhatsApp  me', 'gb', 'Word "WhatsApp me" already exists in "gb" abuse list.'],
    ['Betru\u0308ger', 'de', 'Word "Betrüger" already exists in "de" abuse list.'],
  ])('rejects %j for locale %j: %s', (value, locale, message) => {
    const request = { value, locale };
    expect(abuseWordConflictMessage(request, words)).toBe(message);
    expect(() => prepareNewAbuseWord(request, words)).toThrow(message);
  });

  it.each([
    ['oplichter', 'de', 'the same word in another locale'],
    ['oplichter', '', 'a global word that only some locales have'],
    ['fraud', 'nl', 'a new word'],
  ])('accepts %j for locale %j (%s)', (value, locale) => {
    expect(findAbuseWordConflict({ value, locale }, words)).toBeUndefined();
    expect(abuseWordConflictMessage({ value, locale }, words)).toBeNull();
    expect(prepareNewAbuseWord({ value: ` ${value} `, locale }, words)).toEqual({ value, locale });
  });

  it.each([
    ['whatsápp', 'gb', 'whatsapp', 'Word "whatsápp" already exists in "gb" abuse list.'],
    ['cafe', 'nl', 'café', 'Word "cafe" already exists in "nl" abuse list.'],
    ['café', '', 'cafe', 'Word "café" already exists in "global" abuse list.'],
    ['cash\u200bapp', 'nl', 'cashapp', 'Word "cashapp" already exists in "nl" abuse list.'],
    ['Bel-me', 'nl', 'bel me', 'Word "Bel-me" already exists in "nl" abuse list.'],
  ])(
    'rejects %j in %j beside %j: the two fold to the same word and match the same texts (#28)',
    (value, locale, existing, message) => {
      const list: AbuseWord[] = [{ id: 'x', value: existing, locale }];
      expect(abuseWordComparisonKey(value)).toBe(abuseWordComparisonKey(existing));
      expect(abuseWordConflictMessage({ value, locale }, list)).toBe(message);
      expect(() => prepareNewAbuseWord({ value, locale }, list)).toThrow(message);
      expect(
        abuseWordsShadowedBy(value, [{ id: 'y', value: existing, locale: 'de' }]),
      ).toHaveLength(1);
    },
  );

  it('names the global list when the word exists both globally and in the locale', () => {
    const both: AbuseWord[] = [
      { id: 'a', value: 'spam', locale: 'nl' },
      { id: 'b', value: 'spam', locale: '' },
    ];
    expect(findAbuseWordConflict({ value: 'spam', locale: 'nl' }, both)?.id).toBe('b');
  });

  it('throws a typed error', () => {
    let caught: unknown;
    try {
      prepareNewAbuseWord({ value: 'scam', locale: 'nl' }, words);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AbuseWordExistsError);
    expect(caught).toMatchObject({
      code: 'ABUSE_WORD_EXISTS',
      value: 'scam',
      existingLocale: '',
      name: 'AbuseWordExistsError',
    });
  });
});

describe('abuse word lists', () => {
  it('lists the locale words a new global word makes redundant', () => {
    const list: AbuseWord[] = [
      ...words,
      { id: 'w5', value: 'OPLICHTER', locale: 'be' },
      { id: 'w6', value: 'oplichter', locale: '' },
    ];
    expect(abuseWordsShadowedBy(' oplichter', list).map((w) => w.id)).toEqual(['w2', 'w5']);
  });

  it('gives the words in force in a locale: global ones and its own', () => {
    expect(abuseWordsForLocale(words, 'nl').map((w) => w.id)).toEqual(['w1', 'w2']);
    expect(abuseWordsForLocale(words, 'fr').map((w) => w.id)).toEqual(['w1']);
  });
});
