import type { AbuseInfo } from '../schemas/abuse-info.js';

/** The abuse review statuses that hold a poke from going out (flagged, not yet decided). */
const HOLDING: readonly string[] = ['pending', 'claimed'];

/** Why a poke waits for the abuse review: the words its text matched and since when. */
export interface PokeHold {
  words: string[];
  /** When its text was flagged, ISO; null when not known (flagged before it was kept). */
  since: string | null;
  /** A checker is looking at it now. */
  inReview: boolean;
}

/**
 * Whether a poke is held by the abuse review (issue #28) and why: flagged and neither marked safe
 * nor abuse. Null when it is not held. The dispatcher's rule (`heldByAbuse`) read from the poke.
 */
export function pokeHold(poke: { abuse?: AbuseInfo | null | undefined }): PokeHold | null {
  const abuse = poke.abuse;
  if (!abuse || !HOLDING.includes(abuse.status)) return null;
  return {
    words: [...(abuse.words ?? [])],
    since: abuse.flaggedAt ?? null,
    inReview: abuse.status === 'claimed',
  };
}
