/**
 * Where the abuse words that flagged an item occur in its text, so the review screen can mark
 * them. Matching is as the flagging does it (issue #13): whole words with Unicode-aware
 * boundaries (accented letters are letters), ignoring case and accents.
 */

/** A piece of a text: either plain or one occurrence of a matched word. */
export interface TextSegment {
  text: string;
  match: boolean;
}

const COMBINING_MARKS = /\p{M}/gu;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** A text folded for comparison: lower case, accents removed. */
export function foldForMatching(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The folded text and, for every folded character, the index of the original it came from. */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldForMatching(char);
    for (let i = 0; i < piece.length; i += 1) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHARACTER.test(char);

/** The whole character (code point) ending just before `index`. */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const code = text.charCodeAt(index - 1);
  const low = code >= 0xdc00 && code <= 0xdfff;
  return low && index >= 2 ? text.slice(index - 2, index) : text[index - 1];
}

/** The whole character (code point) starting at `index`. */
function charAt(text: string, index: number): string | undefined {
  const code = text.codePointAt(index);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/** [start, end) ranges of the original text where any of `words` occurs as a whole word. */
export function matchedRanges(text: string, words: readonly string[]): [number, number][] {
  const { folded, origin } = foldWithMap(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const needle = foldForMatching(word.trim());
    if (needle === '') continue;
    let from = folded.indexOf(needle);
    while (from !== -1) {
      const to = from + needle.length;
      if (!isWordChar(charBefore(folded, from)) && !isWordChar(charAt(folded, to))) {
        ranges.push([origin[from]!, origin[to]!]);
      }
      from = folded.indexOf(needle, from + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The text cut into plain and matched segments, in order; joined they give the text back. */
export function highlightAbuseWords(text: string, words: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of matchedRanges(text, words)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) {
    segments.push({ text: text.slice(at), match: false });
  }
  return segments;
}
