/**
 * How abuse words match text (issue #13): whole words, case- and accent-insensitive, with
 * Unicode-aware word boundaries (an accented letter is a letter, so "café" is one word and "caf"
 * does not match it). Text and word are both folded and cut into tokens the same way
 * (`foldForMatching`, then `abuseMatchTokens`); a word (or phrase of several tokens) matches when
 * its tokens appear next to each other in the text. Characters nobody sees (zero-width space,
 * soft hyphen, zero-width joiner…) are folded away first, so `cash\u200bapp` is the word
 * "cashapp" the customer reads, in every locale (#28).
 *
 * The server stores each word's `abuseWordMatchKey` in an indexed column and matches a text by
 * asking for the words whose key is one of the text's `abuseTextMatchKeys` — one indexed SQL
 * lookup, however many words the list has. Every fold happens here, in JavaScript: the SQL only
 * compares keys, so the two sides cannot fold differently.
 */

/** Default-ignorable code points (Unicode's list): invisible, and ignored by the reader. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}+/gu;

/** Invisible characters and combining marks (accents): what folding removes. */
const FOLDED_AWAY = /[\p{M}\p{Default_Ignorable_Code_Point}]+/gu;

/**
 * A text without its default-ignorable code points (zero-width space and joiners, soft hyphen,
 * word joiner, BOM, variation selectors…), which render as nothing.
 */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A text folded for matching: compatibility-decomposed (NFKD: full-width and other compatibility
 * forms become their plain letters, as NFKC would, and accents come apart), lower-cased, with
 * combining marks (accents) and default-ignorable code points removed. Lower-casing comes before
 * the removal because it may itself give a mark ('İ' → 'i̇').
 */
export function foldForMatching(text: string): string {
  return text.normalize('NFKD').toLowerCase().normalize('NFKD').replace(FOLDED_AWAY, '');
}

/** A phrase of more tokens than this never matches (its key is longer than any text key). */
export const ABUSE_PHRASE_MAX_TOKENS = 8;

/** Most distinct keys taken from one text (a very long message is cut, not refused). */
export const ABUSE_TEXT_MAX_KEYS = 20_000;

/**
 * The tokens of a text: folded (`foldForMatching`), then split on everything that is not a letter
 * or a digit in any script.
 */
export function abuseMatchTokens(text: string): string[] {
  return foldForMatching(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** The key a word or phrase is stored and matched by: its tokens joined by one space. */
export function abuseWordMatchKey(value: string): string {
  return abuseMatchTokens(value).join(' ');
}

/** Every run of 1 to `ABUSE_PHRASE_MAX_TOKENS` consecutive tokens of a text, once each. */
export function abuseTextMatchKeys(text: string): string[] {
  const tokens = abuseMatchTokens(text);
  const keys = new Set<string>();
  for (let start = 0; start < tokens.length && keys.size < ABUSE_TEXT_MAX_KEYS; start += 1) {
    let key = '';
    for (let length = 1; length <= ABUSE_PHRASE_MAX_TOKENS; length += 1) {
      const token = tokens[start + length - 1];
      if (token === undefined) break;
      key = length === 1 ? token : `${key} ${token}`;
      keys.add(key);
    }
  }
  return [...keys];
}

/** Whether a word matches a text (the same rule as the server's SQL, for previews and tests). */
export function abuseWordMatches(value: string, text: string): boolean {
  const key = abuseWordMatchKey(value);
  return key !== '' && abuseTextMatchKeys(text).includes(key);
}
