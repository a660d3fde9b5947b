import { describe, expect, it } from 'vitest';
import {
  abuseWordsToCsv as wordsToCsv,
  abuseWordsToLines as wordsToLines,
  parseAbuseWordFile as parseWordFile,
  parseCsvRow,
} from './word-file.js';

describe('parseWordFile', () => {
  it('reads one word a line in the given locale, skipping blank lines', () => {
    expect(parseWordFile('\uFEFFscam\r\n\n  call me  \n', 'nl')).toEqual({
      format: 'lines',
      words: [
        { line: 1, value: 'scam', locale: 'nl' },
        { line: 3, value: 'call me', locale: 'nl' },
      ],
      rejected: [],
    });
  });

  it('reads CSV with the value,locale header, an empty locale being global', () => {
    const file = ['', 'Value , Locale', 'scam,', '"call, me",NL', 'plain', '"say ""hi""",de'].join(
      '\n',
    );
    expect(parseWordFile(file, 'gb')).toEqual({
      format: 'csv',
      words: [
        { line: 3, value: 'scam', locale: '' },
        { line: 4, value: 'call, me', locale: 'nl' },
        { line: 5, value: 'plain', locale: '' },
        { line: 6, value: 'say "hi"', locale: 'de' },
      ],
      rejected: [],
    });
  });

  it.each([
    ['"open,nl', 'A quoted field is not closed'],
    ['a,nl,extra', 'Expected 2 columns (value,locale), found 3'],
    ['ab"c,nl', 'A quote inside an unquoted field (column 1)'],
    ['"a"b,nl', 'Text after a closing quote (column 1)'],
    [',nl', /^value: /],
    ['word,dutch', /^locale: /],
    [`${'x'.repeat(101)},nl`, /^value: /],
  ])('rejects the CSV line %j with its reason', (line, reason) => {
    const { words, rejected } = parseWordFile(`value,locale\nfine,\n${line}\n`, '');
    expect(words).toEqual([{ line: 2, value: 'fine', locale: '' }]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.line).toBe(3);
    expect(rejected[0]?.reason).toMatch(reason);
  });

  it.each([
    ['an empty file', ''],
    ['a file of blank lines', '\uFEFF\n  \r\n\t\n'],
  ])('reads no words from %s', (_what, file) => {
    expect(parseWordFile(file, 'nl')).toEqual({ format: 'lines', words: [], rejected: [] });
  });

  it('reads a file of only the CSV header as CSV without words', () => {
    expect(parseWordFile('value,locale\n', 'nl')).toEqual({
      format: 'csv',
      words: [],
      rejected: [],
    });
  });

  it('rejects a too long word in a one-word-a-line file', () => {
    const { rejected } = parseWordFile(`ok\n${'y'.repeat(101)}\n`, '');
    expect(rejected.map((entry) => entry.line)).toEqual([2]);
  });
});

describe('parseCsvRow', () => {
  it('keeps empty fields and spaces inside quotes', () => {
    expect(parseCsvRow('a,,"  b  "')).toEqual(['a', '', '  b  ']);
  });
});

describe('export', () => {
  const words = [
    { value: 'scam', locale: '' },
    { value: 'call, me', locale: 'nl' },
    { value: 'say "hi"', locale: 'de' },
  ];

  it('writes CSV that reads back to the same words', () => {
    const csv = wordsToCsv(words);
    expect(csv).toBe('value,locale\nscam,\n"call, me",nl\n"say ""hi""",de\n');
    expect(parseWordFile(csv, 'gb').words.map(({ value, locale }) => ({ value, locale }))).toEqual(
      words,
    );
  });

  it('writes one word a line', () => {
    expect(wordsToLines(words)).toBe('scam\ncall, me\nsay "hi"\n');
  });
});
