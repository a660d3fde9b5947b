import { z } from 'zod';

/** The texts a length-checked field is refused with. */
export interface WordedTextRefusals {
  /** Missing, empty (after trimming) or not text. */
  required: string;
  tooLong: (max: number, length: number) => string;
}

/** The length a check saw: zod hands the (trimmed) value to the error as the issue's input. */
export function lengthOf(input: unknown): number {
  return typeof input === 'string' ? input.length : 0;
}

/**
 * A required text, trimmed, of at most `max` characters, refused in the words given (#28): the
 * caller reads 'The text can have at most 1000 characters; this one has 1500.', never zod's own
 * 'Too big: expected string to have <=1000 characters'. Too long is refused, never cut. Either
 * refusal is the field's only one: checks the caller adds run on a text of a fitting length.
 */
export function wordedText(refusals: WordedTextRefusals, max: number) {
  return z
    .string({ error: refusals.required })
    .trim()
    .min(1, { error: refusals.required, abort: true })
    .max(max, { error: (issue) => refusals.tooLong(max, lengthOf(issue.input)), abort: true });
}
