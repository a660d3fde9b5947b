import { describe, expect, it } from 'vitest';
import { highlightAbuseWords, matchedRanges } from './highlight.js';
import { foldForMatching } from './matching.js';

const marked = (text: string, words: string[]) =>
  highlightAbuseWords(text, words)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlightAbuseWords', () => {
  it('marks whole words, ignoring case', () => {
    expect(highlightAbuseWords('Send me CASH now', ['cash'])).toEqual([
      { text: 'Send me ', match: false },
      { text: 'CASH', match: true },
      { text: ' now', match: false },
    ]);
  });

  it('does not mark a word inside a longer word', () => {
    expect(marked('cashback and scash', ['cash'])).toEqual([]);
  });

  it('treats accented letters as letters (no match inside "cashé") and ignores accents', () => {
    expect(marked('cashé', ['cash'])).toEqual([]);
    expect(marked('Café crème', ['cafe'])).toEqual(['Café']);
    expect(marked('a cafe here', ['café'])).toEqual(['cafe']);
  });

  it('marks phrases and every occurrence, merging overlaps', () => {
    expect(marked('call me, call me now', ['call me', 'me now'])).toEqual([
      'call me',
      'call me now',
    ]);
    // As the flagging matches: a phrase's words in a row, whatever stands between them.
    expect(marked('call, me', ['call me'])).toEqual(['call, me']);
  });

  it('keeps the text whole when joined, and gives one plain segment without matches', () => {
    const text = 'Ça va? Bisous 😘 bisous';
    expect(
      highlightAbuseWords(text, ['bisous'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(highlightAbuseWords('hello', [])).toEqual([{ text: 'hello', match: false }]);
    expect(highlightAbuseWords('', ['x'])).toEqual([{ text: '', match: false }]);
  });

  it('ignores empty words and keeps positions right after decomposed accents', () => {
    expect(matchedRanges('e\u0301te\u0301 cash', ['  ', 'cash'])).toEqual([[6, 10]]);
    expect(foldForMatching('ÉTÉ')).toBe('ete');
  });

  it('marks a word hidden by invisible characters where it stands in the original text (#28)', () => {
    const text = 'pay me on cash\u200bapp or what\u00adsapp';
    expect(marked(text, ['cashapp', 'whatsapp'])).toEqual(['cash\u200bapp', 'what\u00adsapp']);
    expect(matchedRanges(text, ['Cash\u200dApp'])).toEqual([[10, 18]]);
    expect(
      highlightAbuseWords(text, ['cashapp'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
