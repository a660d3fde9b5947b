import { POKE_SCREENS_MESSAGES as text } from '../poke-screens-messages.js';
import type { PokeStrategy } from '../schemas/poke.js';
import { colonCodesToEmoji } from './emoji.js';
import { effectivePokeStrategy } from './recurring.js';

/**
 * A poke named in a list (issue #27): the schedule and the calendar show whose it is, a start of
 * its message and its kind, so a poker can tell one poke from another at a glance.
 */

/** How many characters (graphemes: an emoji is one) of a message a list shows. */
export const POKE_EXCERPT_LENGTH = 60;

const ELLIPSIS = '…';
const WHITESPACE = /\s+/g;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A poke's message as shown: emoji codes as emoji, each run of white space as one space. */
export function pokeMessageText(content: string): string {
  return colonCodesToEmoji(content).replace(WHITESPACE, ' ').trim();
}

/**
 * The start of a poke's message for a list: the text as shown (see `pokeMessageText`), cut to
 * `max` graphemes (an emoji is never split) and ended with an ellipsis when cut.
 */
export function pokeExcerpt(content: string, max: number = POKE_EXCERPT_LENGTH): string {
  const shown = pokeMessageText(content);
  const graphemes = Array.from(segmenter.segment(shown), ({ segment }) => segment);
  if (graphemes.length <= max) return shown;
  return `${graphemes.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
}

/** How a poke is run, with what tells it apart: a recurring one's days, a follow-up's place. */
export type PokeKindSummary =
  | { strategy: 'default' }
  | { strategy: 'recurring'; everyDays: number }
  /** `position` counts from 1; null when the poke carries no link to its parent. */
  | { strategy: 'follow-up'; position: number | null };

/** What the kind of a poke is read from. */
export interface PokeKindLike {
  strategy?: PokeStrategy | null;
  frequency?: { day?: number | null } | null;
  followUp?: { index: number } | null;
}

/**
 * The kind of a poke: a follow-up (by its strategy or its link to a parent), recurring (with a
 * frequency day; without one it runs as a default poke, spec §4), or default.
 */
export function pokeKindOf(poke: PokeKindLike): PokeKindSummary {
  if (poke.followUp) return { strategy: 'follow-up', position: poke.followUp.index + 1 };
  const strategy = effectivePokeStrategy(poke);
  if (strategy === 'follow-up') return { strategy, position: null };
  if (strategy === 'recurring') return { strategy, everyDays: poke.frequency?.day ?? 0 };
  return { strategy: 'default' };
}

/** A poke's kind in words: 'Default', 'Recurring — every 3 days', 'Follow-up 2'. */
export function pokeKindLabel(kind: PokeKindSummary): string {
  switch (kind.strategy) {
    case 'recurring':
      return text.kindRecurring(kind.everyDays);
    case 'follow-up':
      return text.kindFollowUp(kind.position);
    default:
      return text.kindDefault;
  }
}

/** The short marker of a poke that is not a default one ('Recurring', 'Follow-up 2'), or null. */
export function pokeKindMarker(kind: PokeKindSummary): string | null {
  switch (kind.strategy) {
    case 'recurring':
      return text.markerRecurring;
    case 'follow-up':
      return text.markerFollowUp(kind.position);
    default:
      return null;
  }
}
