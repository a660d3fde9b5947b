import { z } from 'zod';

/**
 * The words of a refused poke input (issue #27): every field a poker fills is refused with a
 * sentence that names it, never with zod's own text ("Too small: expected number to be >=0").
 * The schemas of the poke, its filters and its preflight carry these as their messages, so the
 * server's 400, the console and the CLI read the same sentence.
 */
export const pokeInputTexts = {
  wholeNumber: (label: string, min: number, max: number, unit?: string) =>
    `${label} must be a whole number from ${min} to ${max}${unit ? ` ${unit}` : ''}.`,
  choice: (label: string, options: readonly string[]) =>
    `${label}: choose from ${options.join(', ')}.`,
  choices: (label: string) => `${label} must be a list of choices.`,
  text: (label: string) => `${label} must be text.`,
  flag: (label: string) => `${label} must be true, false or not set.`,
  unknownFilters: (keys: readonly string[]) =>
    keys.length === 1
      ? `There is no filter called "${keys[0] ?? ''}".`
      : `There are no filters called ${keys.map((key) => `"${key}"`).join(', ')}.`,
  filtersObject: 'The filters must be an object of filter names and their values.',
  messageEmpty: 'The message is empty.',
  messageTooLong: (max: number) => `The message may have at most ${max} characters.`,
  messageText: 'The message must be text.',
  domainsRequired: 'Choose at least one domain.',
  scheduledTime:
    'The scheduled time must be a date and time with its offset, such as 2026-05-01T09:00:00Z.',
} as const;

/** A whole number from `min` to `max`; any other value is refused with one sentence naming it. */
export function wholeNumberIn(label: string, min: number, max: number, unit?: string) {
  const error = pokeInputTexts.wholeNumber(label, min, max, unit);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** One of `values`, refused in words naming the field and its choices. */
export function choiceOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: pokeInputTexts.choice(label, values) });
}

/** Optional text of a filter, refused in words when it is not text. */
export function filterText(label: string) {
  return z.string({ error: pokeInputTexts.text(label) }).nullish();
}

/** An optional yes/no filter (null: either). */
export function filterFlag(label: string) {
  return z.boolean({ error: pokeInputTexts.flag(label) }).nullish();
}

/**
 * An object of filters that refuses a key it does not know, naming it: a misspelt group
 * (`ages` for `age`) would otherwise be dropped, and the audience widen to everyone it no longer
 * filters.
 */
export function strictFilterObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? pokeInputTexts.unknownFilters(issue.keys)
        : pokeInputTexts.filtersObject,
  });
}
