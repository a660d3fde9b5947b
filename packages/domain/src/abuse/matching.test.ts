import { describe, expect, it } from 'vitest';
import {
  ABUSE_PHRASE_MAX_TOKENS,
  abuseMatchTokens,
  abuseTextMatchKeys,
  abuseWordMatches,
  abuseWordMatchKey,
} from './matching.js';

describe('abuse word matching', () => {
  it('cuts text into lower-cased tokens without accents, at Unicode letter boundaries', () => {
    expect(abuseMatchTokens('Ça VA, Café-crème! 06-123')).toEqual([
      'ca',
      'va',
      'cafe',
      'creme',
      '06',
      '123',
    ]);
    expect(abuseMatchTokens('İstanbul straße ÆSIR')).toEqual(['istanbul', 'straße', 'æsir']);
    expect(abuseMatchTokens('Привет, мир')).toEqual(['привет', 'мир']);
    expect(abuseMatchTokens('  ...  ')).toEqual([]);
  });

  it('keys a phrase as its tokens joined by one space', () => {
    expect(abuseWordMatchKey('  Bel   ME! ')).toBe('bel me');
    expect(abuseWordMatchKey('WhatsApp')).toBe('whatsapp');
  });

  it('matches whole words and phrases only', () => {
    expect(abuseWordMatches('café', 'Naar het CAFE?')).toBe(true);
    expect(abuseWordMatches('cafe', 'het cafétje')).toBe(false);
    expect(abuseWordMatches('caf', 'café')).toBe(false);
    expect(abuseWordMatches('bel me', 'Bel, me maar')).toBe(true);
    expect(abuseWordMatches('bel me', 'belme maar')).toBe(false);
    expect(abuseWordMatches('!!!', '!!!')).toBe(false);
  });

  it('keys every run of up to the phrase limit, once', () => {
    const keys = abuseTextMatchKeys('a b a b');
    expect(keys).toEqual(['a', 'a b', 'a b a', 'a b a b', 'b', 'b a', 'b a b']);
    const long = Array.from({ length: ABUSE_PHRASE_MAX_TOKENS + 2 }, (_, i) => `w${i}`).join(' ');
    expect(Math.max(...abuseTextMatchKeys(long).map((k) => k.split(' ').length))).toBe(
      ABUSE_PHRASE_MAX_TOKENS,
    );
  });

  it('folds invisible characters away, so a word hidden by them still matches (#28)', () => {
    // Zero-width space, soft hyphen, zero-width joiner and non-joiner, word joiner, BOM.
    for (const hidden of ['\u200b', '\u00ad', '\u200d', '\u200c', '\u2060', '\ufeff']) {
      const text = `add me on cash${hidden}app please`;
      expect(abuseMatchTokens(text), JSON.stringify(hidden)).toEqual([
        'add',
        'me',
        'on',
        'cashapp',
        'please',
      ]);
      expect(abuseWordMatches('cashapp', text)).toBe(true);
      // The same folding on the word's side: a word typed with one is the plain word.
      expect(abuseWordMatchKey(`Cash${hidden}App`)).toBe('cashapp');
    }
    // Compatibility forms (NFKC): full-width letters are the letters.
    expect(abuseWordMatches('whatsapp', 'ｗｈａｔｓａｐｐ')).toBe(true);
    // An invisible character between two words does not join them.
    expect(abuseMatchTokens('cash \u200b app')).toEqual(['cash', 'app']);
    expect(abuseMatchTokens('\u200b\u00ad')).toEqual([]);
  });
});
