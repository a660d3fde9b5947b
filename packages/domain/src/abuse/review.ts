import { ABUSE_CLAIM_EXPIRY_MS } from '../constants.js';
import type { AbuseInfo, AbuseStatus } from '../schemas/abuse-info.js';
import { toMillis } from '../schemas/common.js';

/**
 * The abuse review of one flagged message or poke, spec §4: claim, unclaim, mark as safe or
 * abuse, claim expiry, and the state the UI shows. Every transition returns new AbuseInfo and
 * refuses what would overwrite another reviewer's work.
 */

/** The two final statuses, set by marking. */
export type AbuseVerdict = Extract<AbuseStatus, 'safe' | 'abuse'>;
export const ABUSE_VERDICTS = ['safe', 'abuse'] as const satisfies readonly AbuseVerdict[];

export function isAbuseVerdict(status: AbuseStatus): status is AbuseVerdict {
  return status === 'safe' || status === 'abuse';
}

/** The review state of an item nobody has looked at yet (also used for pokes with no abuse info). */
export function pendingAbuseInfo(held?: {
  words: readonly string[];
  flaggedAt: string;
}): AbuseInfo {
  const info: AbuseInfo = {
    status: 'pending',
    checkedAt: null,
    checkedBy: null,
    claimedBy: null,
    claimedAt: null,
  };
  return held ? { ...info, words: [...held.words], flaggedAt: held.flaggedAt } : info;
}

/**
 * When the current claim stops being live: claimedAt plus `claimTtlMs` (the spec's fixed expiry,
 * `ABUSE_CLAIM_EXPIRY_MS`, unless a server is configured otherwise: `ABUSE_CLAIM_TTL_S`). Null
 * when nobody holds a claim or the claim has no (valid) time, which counts as expired: a claim
 * whose age cannot be told must not lock the item for ever.
 */
export function abuseClaimExpiresAt(
  info: AbuseInfo,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): Date | null {
  if (!info.claimedBy) return null;
  const claimedAt = toMillis(info.claimedAt);
  return Number.isNaN(claimedAt) ? null : new Date(claimedAt + claimTtlMs);
}

/**
 * The reviewer holding a live claim, or null. A claim is live while the item is not final and
 * `now` is before its expiry; at the expiry instant another reviewer may take the item.
 */
export function liveAbuseClaimHolder(
  info: AbuseInfo,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): string | null {
  if (isAbuseVerdict(info.status)) return null;
  const expiresAt = abuseClaimExpiresAt(info, claimTtlMs);
  return expiresAt !== null && now.getTime() < expiresAt.getTime() ? info.claimedBy : null;
}

export type AbuseReviewAction = 'claim' | 'unclaim' | 'mark';

/**
 * Why a transition is refused:
 * - `ALREADY_CHECKED`: the item is safe or abuse; a verdict is final, nothing changes it here;
 * - `CLAIMED_BY_ANOTHER`: claiming while another reviewer holds a live claim;
 * - `NOT_CLAIM_HOLDER`: unclaiming or marking an item whose claimedBy is not the reviewer.
 *   A reviewer whose own claim has expired may still unclaim or mark it as long as nobody else
 *   has claimed it since (claimedBy is still theirs), so a slow review is not lost; marking an
 *   unclaimed item requires claiming it first, so two reviewers never judge the same item.
 */
export const ABUSE_REVIEW_ERROR_CODES = [
  'ALREADY_CHECKED',
  'CLAIMED_BY_ANOTHER',
  'NOT_CLAIM_HOLDER',
] as const;
export type AbuseReviewErrorCode = (typeof ABUSE_REVIEW_ERROR_CODES)[number];

const ABUSE_REVIEW_ERROR_TEXTS: Record<AbuseReviewErrorCode, string> = {
  ALREADY_CHECKED: 'This item has already been reviewed.',
  CLAIMED_BY_ANOTHER: 'This item is being reviewed by another reviewer.',
  NOT_CLAIM_HOLDER: 'You have not claimed this item.',
};

/** A refused review transition; callers switch on `code` (a conflict in HTTP terms). */
export class AbuseReviewError extends Error {
  constructor(readonly code: AbuseReviewErrorCode) {
    super(ABUSE_REVIEW_ERROR_TEXTS[code]);
    this.name = 'AbuseReviewError';
  }
}

/** Why the reviewer may not do the action now, or null if they may (to enable buttons). */
export function abuseReviewRefusal(
  info: AbuseInfo,
  action: AbuseReviewAction,
  reviewer: string,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): AbuseReviewErrorCode | null {
  if (isAbuseVerdict(info.status)) return 'ALREADY_CHECKED';
  if (action === 'claim') {
    const holder = liveAbuseClaimHolder(info, now, claimTtlMs);
    return holder !== null && holder !== reviewer ? 'CLAIMED_BY_ANOTHER' : null;
  }
  return info.claimedBy === reviewer ? null : 'NOT_CLAIM_HOLDER';
}

function assertAllowed(
  info: AbuseInfo,
  action: AbuseReviewAction,
  reviewer: string,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): void {
  const refusal = abuseReviewRefusal(info, action, reviewer, now, claimTtlMs);
  if (refusal !== null) throw new AbuseReviewError(refusal);
}

/**
 * Claim: the status becomes claimed with claimedBy and claimedAt set. Claiming again one's own
 * item renews the claim.
 * @throws AbuseReviewError ALREADY_CHECKED or CLAIMED_BY_ANOTHER.
 */
export function claimAbuseReview(
  info: AbuseInfo,
  reviewer: string,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): AbuseInfo {
  assertAllowed(info, 'claim', reviewer, now, claimTtlMs);
  return { ...info, status: 'claimed', claimedBy: reviewer, claimedAt: now.toISOString() };
}

/**
 * Unclaim: the status stays claimed (exactly as spec §4 says) and claimedBy and claimedAt are
 * cleared, which puts the item back in the queue as released (see `abuseDisplayState`).
 * @throws AbuseReviewError ALREADY_CHECKED or NOT_CLAIM_HOLDER.
 */
export function unclaimAbuseReview(info: AbuseInfo, reviewer: string, now: Date): AbuseInfo {
  assertAllowed(info, 'unclaim', reviewer, now);
  return { ...info, status: 'claimed', claimedBy: null, claimedAt: null };
}

/**
 * Mark as safe or abuse: sets the final status, checkedAt and checkedBy, and clears claimedBy.
 * claimedAt is kept, as the spec clears only claimedBy; it records when the review began.
 * @throws AbuseReviewError ALREADY_CHECKED or NOT_CLAIM_HOLDER.
 */
export function markAbuseReview(
  info: AbuseInfo,
  verdict: AbuseVerdict,
  reviewer: string,
  now: Date,
): AbuseInfo {
  assertAllowed(info, 'mark', reviewer, now);
  return {
    ...info,
    status: verdict,
    checkedAt: now.toISOString(),
    checkedBy: reviewer,
    claimedBy: null,
  };
}

/**
 * What the UI shows for an item. Besides the four statuses there is the spec's grey state,
 * `released`: status claimed but nobody holds a live claim (unclaimed, or the claim expired), so
 * any reviewer may take it. A claimed item shows `claimed` only while its claim is live.
 */
export const ABUSE_DISPLAY_STATES = ['pending', 'claimed', 'released', 'safe', 'abuse'] as const;
export type AbuseDisplayState = (typeof ABUSE_DISPLAY_STATES)[number];

export function abuseDisplayState(
  info: AbuseInfo,
  now: Date,
  claimTtlMs: number = ABUSE_CLAIM_EXPIRY_MS,
): AbuseDisplayState {
  if (isAbuseVerdict(info.status) || info.status === 'pending') return info.status;
  return liveAbuseClaimHolder(info, now, claimTtlMs) === null ? 'released' : 'claimed';
}

/** Display labels; the spec does not show the names, these are ours. */
export const ABUSE_DISPLAY_STATE_LABELS: Record<AbuseDisplayState, string> = {
  pending: 'Pending',
  claimed: 'Claimed',
  released: 'Released',
  safe: 'Safe',
  abuse: 'Abuse',
};

/** Colour role of each state for the theme; `neutral` is the grey state. */
export type AbuseDisplayTone = 'info' | 'warning' | 'neutral' | 'success' | 'error';
export const ABUSE_DISPLAY_STATE_TONES: Record<AbuseDisplayState, AbuseDisplayTone> = {
  pending: 'info',
  claimed: 'warning',
  released: 'neutral',
  safe: 'success',
  abuse: 'error',
};
