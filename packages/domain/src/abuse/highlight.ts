import { abuseMatchTokens } from './matching.js';

/**
 * Where the abuse words that flagged an item occur in its text, so the review screen can mark
 * them. Matching is the flagging's own (`matching.ts`): whole words with Unicode-aware
 * boundaries, ignoring case, accents and invisible characters; a phrase matches its words in a
 * row. The ranges are in the original text, invisible characters inside a word included.
 */

/** A piece of a text: either plain or one occurrence of a matched word. */
export interface TextSegment {
  text: string;
  match: boolean;
}

interface Token {
  key: string;
  start: number;
  end: number;
}

/** A run of letters and digits, with the accents and invisible characters inside it. */
const WORD_RUN = /[\p{L}\p{N}\p{M}\p{Default_Ignorable_Code_Point}]+/gu;

/** The tokens of a text with where each stands in the original (runs of letters and digits). */
function tokensWithPositions(text: string): Token[] {
  const tokens: Token[] = [];
  for (const run of text.matchAll(WORD_RUN)) {
    // A run may fold to several tokens (e.g. '½' is '1⁄2'): each stands where the run does.
    const start = run.index;
    const end = start + run[0].length;
    for (const key of abuseMatchTokens(run[0])) tokens.push({ key, start, end });
  }
  return tokens;
}

/** [start, end) ranges of the original text where any of `words` occurs as whole words. */
export function matchedRanges(text: string, words: readonly string[]): [number, number][] {
  const tokens = tokensWithPositions(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    const wanted = abuseMatchTokens(word);
    if (wanted.length === 0) continue;
    for (let first = 0; first + wanted.length <= tokens.length; first += 1) {
      const run = tokens.slice(first, first + wanted.length);
      if (run.every((token, index) => token.key === wanted[index])) {
        ranges.push([run[0]!.start, run[run.length - 1]!.end]);
      }
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
