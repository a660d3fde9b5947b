import { messages } from '../messages.js';
import type { AbuseWord, AbuseWordLocale, AddAbuseWordRequest } from '../schemas/abuse.js';
import { abuseWordMatchKey, withoutInvisibles } from './matching.js';

/**
 * The abuse word list, spec §5: a word is global (empty locale) or belongs to one locale, and a
 * new word is rejected if the same value already exists globally or in the same locale. "The
 * same value" is the same word as matching sees it (`abuseWordComparisonKey`).
 */

/**
 * How a value is stored: trimmed, with runs of white space inside a phrase made one space, in
 * Unicode NFC so the same letters typed two ways are one word, and without the invisible
 * characters (zero-width space, soft hyphen…) that matching ignores anyway. Case and accents are
 * kept as typed.
 */
export function normaliseAbuseWordValue(value: string): string {
  return withoutInvisibles(value.normalize('NFC')).trim().replace(/\s+/g, ' ');
}

/**
 * The form two values are compared in: the key they match texts by (`abuseWordMatchKey`: case,
 * accents, punctuation and invisible characters folded away), so 'Scam', 'SCAM', 'whatsápp' and
 * 'whatsapp', 'cafe' and 'café' are each the same word (#28): they match the same texts. A value
 * with nothing to match (no letter or digit; refused when added) falls back to its lower case.
 */
export function abuseWordComparisonKey(value: string): string {
  return abuseWordMatchKey(value) || normaliseAbuseWordValue(value).toLowerCase();
}

export function isGlobalAbuseWord(word: Pick<AbuseWord, 'locale'>): boolean {
  return word.locale === '';
}

/**
 * The existing word a new one clashes with, or undefined. A word for a locale clashes with the
 * same value in that locale or globally (the global one is returned first, as it is the one that
 * already covers the locale). A global word clashes only with another global word: adding it
 * while some locales have the value is allowed, and promotes the word; `abuseWordsShadowedBy`
 * lists the locale entries that become redundant so they can be removed.
 */
export function findAbuseWordConflict(
  request: AddAbuseWordRequest,
  existing: readonly AbuseWord[],
): AbuseWord | undefined {
  const key = abuseWordComparisonKey(request.value);
  const same = existing.filter((word) => abuseWordComparisonKey(word.value) === key);
  return same.find(isGlobalAbuseWord) ?? same.find((word) => word.locale === request.locale);
}

export type AbuseWordErrorCode = 'ABUSE_WORD_EXISTS';

/** A rejected new word; the message is the spec's text, naming where the word already is. */
export class AbuseWordExistsError extends Error {
  readonly code: AbuseWordErrorCode = 'ABUSE_WORD_EXISTS';
  constructor(
    readonly value: string,
    readonly existingLocale: AbuseWordLocale,
  ) {
    super(messages.abuseWordExists(value, existingLocale));
    this.name = 'AbuseWordExistsError';
  }
}

/**
 * The text that rejects a new word ('Word "{value}" already exists in "{locale or global}" abuse
 * list.'), or null when it may be added. The value is shown as the user typed it (normalised);
 * the list named is where the clashing word is.
 */
export function abuseWordConflictMessage(
  request: AddAbuseWordRequest,
  existing: readonly AbuseWord[],
): string | null {
  const conflict = findAbuseWordConflict(request, existing);
  return conflict === undefined
    ? null
    : messages.abuseWordExists(normaliseAbuseWordValue(request.value), conflict.locale);
}

/**
 * The word to store for a request: the normalised value and the locale ('' for global).
 * @throws AbuseWordExistsError when the word already exists globally or in the same locale.
 */
export function prepareNewAbuseWord(
  request: AddAbuseWordRequest,
  existing: readonly AbuseWord[],
): Omit<AbuseWord, 'id'> {
  const value = normaliseAbuseWordValue(request.value);
  const conflict = findAbuseWordConflict(request, existing);
  if (conflict !== undefined) throw new AbuseWordExistsError(value, conflict.locale);
  return { value, locale: request.locale };
}

/** Locale entries made redundant by a global word of the same value. */
export function abuseWordsShadowedBy(
  globalValue: string,
  existing: readonly AbuseWord[],
): AbuseWord[] {
  const key = abuseWordComparisonKey(globalValue);
  return existing.filter(
    (word) => !isGlobalAbuseWord(word) && abuseWordComparisonKey(word.value) === key,
  );
}

/** The words that apply in a locale: the global ones and the locale's own. */
export function abuseWordsForLocale(words: readonly AbuseWord[], locale: string): AbuseWord[] {
  return words.filter((word) => isGlobalAbuseWord(word) || word.locale === locale);
}
