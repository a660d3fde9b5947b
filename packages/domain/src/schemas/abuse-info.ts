import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * The four abuse review statuses of spec §4. The spec hides the stored names; these are ours.
 * `pending` is an item nobody has reviewed; `claimed` is under (or was under) review.
 */
export const ABUSE_STATUSES = ['pending', 'claimed', 'safe', 'abuse'] as const;
export const AbuseStatus = z.enum(ABUSE_STATUSES);
export type AbuseStatus = z.infer<typeof AbuseStatus>;

/** Review state carried by a flagged message or a poke: abuse{status, checkedAt, checkedBy, claimedBy, claimedAt}. */
export const AbuseInfo = z.object({
  status: AbuseStatus,
  checkedAt: Timestamp.nullable().default(null),
  checkedBy: z.string().nullable().default(null),
  claimedBy: z.string().nullable().default(null),
  claimedAt: Timestamp.nullable().default(null),
  /**
   * The names of `claimedBy` and `checkedBy` as colleagues know them (issue #28): the user's name,
   * else their e-mail, else (a deleted user) the uid itself. Sent by the server beside a uid it
   * names; absent when the uid is null, or where nobody resolved them (a poke's own abuse state).
   */
  claimedByName: z.string().nullable().optional(),
  checkedByName: z.string().nullable().optional(),
  /** A held poke's: the abuse words its text matched, so the poke can say what holds it. */
  words: z.array(z.string()).optional(),
  /** A held poke's: when its text was flagged (held since). */
  flaggedAt: Timestamp.nullable().optional(),
});
export type AbuseInfo = z.infer<typeof AbuseInfo>;
