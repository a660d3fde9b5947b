import { describe, expect, it } from 'vitest';
import { ABUSE_CLAIM_EXPIRY_MS } from '../constants.js';
import type { AbuseInfo } from '../schemas/abuse-info.js';
import {
  ABUSE_DISPLAY_STATE_LABELS,
  ABUSE_DISPLAY_STATE_TONES,
  abuseClaimExpiresAt,
  abuseDisplayState,
  AbuseReviewError,
  abuseReviewRefusal,
  claimAbuseReview,
  isAbuseVerdict,
  liveAbuseClaimHolder,
  markAbuseReview,
  pendingAbuseInfo,
  unclaimAbuseReview,
} from './review.js';

const T0 = '2024-06-01T10:00:00.000Z';
const at = (msAfterT0: number) => new Date(Date.parse(T0) + msAfterT0);
const NOW = at(60_000);

const pending = pendingAbuseInfo();
const claimedBy = (reviewer: string, claimedAt: string | null = T0): AbuseInfo => ({
  ...pending,
  status: 'claimed',
  claimedBy: reviewer,
  claimedAt,
});
const released: AbuseInfo = { ...pending, status: 'claimed' };
const checked = (status: 'safe' | 'abuse'): AbuseInfo => ({
  ...pending,
  status,
  checkedAt: T0,
  checkedBy: 'bob',
  claimedAt: T0,
});

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof AbuseReviewError) return error.code;
    throw error;
  }
  return undefined;
};

describe('abuse claim', () => {
  it('sets status claimed with claimedBy and claimedAt', () => {
    expect(claimAbuseReview(pending, 'ann', NOW)).toEqual({
      status: 'claimed',
      checkedAt: null,
      checkedBy: null,
      claimedBy: 'ann',
      claimedAt: NOW.toISOString(),
    });
  });

  const EXPIRED = at(ABUSE_CLAIM_EXPIRY_MS);
  it.each([
    ['a pending item', pending, NOW, undefined],
    ['a released item', released, NOW, undefined],
    ['an item whose claim expired', claimedBy('bob'), EXPIRED, undefined],
    ['one’s own live claim (renewed)', claimedBy('ann'), NOW, undefined],
    ['an item with a claim of unknown age', claimedBy('bob', null), NOW, undefined],
    ['an item another reviewer holds', claimedBy('bob'), NOW, 'CLAIMED_BY_ANOTHER'],
    ['a safe item', checked('safe'), NOW, 'ALREADY_CHECKED'],
    ['an abuse item', checked('abuse'), NOW, 'ALREADY_CHECKED'],
  ])('claiming %s', (_name, info, now, code) => {
    expect(codeOf(() => claimAbuseReview(info, 'ann', now))).toBe(code);
  });

  it('renews one’s own live claim', () => {
    const renewed = claimAbuseReview(claimedBy('ann', T0), 'ann', NOW);
    expect(renewed.claimedAt).toBe(NOW.toISOString());
  });
});

describe('claim expiry', () => {
  it('lasts ABUSE_CLAIM_EXPIRY_MS from claimedAt', () => {
    expect(abuseClaimExpiresAt(claimedBy('bob'))).toEqual(at(ABUSE_CLAIM_EXPIRY_MS));
    expect(abuseClaimExpiresAt(released)).toBeNull();
    expect(abuseClaimExpiresAt(claimedBy('bob', null))).toBeNull();
  });

  it.each([
    [0, 'bob'],
    [ABUSE_CLAIM_EXPIRY_MS - 1, 'bob'],
    [ABUSE_CLAIM_EXPIRY_MS, null],
    [ABUSE_CLAIM_EXPIRY_MS + 1, null],
  ])('%i ms after the claim, the live holder is %s', (elapsed, holder) => {
    expect(liveAbuseClaimHolder(claimedBy('bob'), at(elapsed))).toBe(holder);
  });

  it('lets another reviewer claim once the claim has expired, not before', () => {
    const item = claimedBy('bob');
    expect(abuseReviewRefusal(item, 'claim', 'ann', at(ABUSE_CLAIM_EXPIRY_MS - 1))).toBe(
      'CLAIMED_BY_ANOTHER',
    );
    expect(claimAbuseReview(item, 'ann', at(ABUSE_CLAIM_EXPIRY_MS)).claimedBy).toBe('ann');
  });

  it('takes the expiry a server is configured with (ABUSE_CLAIM_TTL_S, #28)', () => {
    const ttl = 30_000;
    const item = claimedBy('bob');
    expect(abuseClaimExpiresAt(item, ttl)).toEqual(at(ttl));
    expect(liveAbuseClaimHolder(item, at(ttl - 1), ttl)).toBe('bob');
    expect(liveAbuseClaimHolder(item, at(ttl), ttl)).toBeNull();
    expect(abuseReviewRefusal(item, 'claim', 'ann', at(ttl - 1), ttl)).toBe('CLAIMED_BY_ANOTHER');
    expect(abuseReviewRefusal(item, 'claim', 'ann', at(ttl), ttl)).toBeNull();
    expect(claimAbuseReview(item, 'ann', at(ttl), ttl).claimedBy).toBe('ann');
    expect(abuseDisplayState(item, at(ttl), ttl)).toBe('released');
  });

  it('holds no live claim on a final item', () => {
    expect(liveAbuseClaimHolder({ ...checked('safe'), claimedBy: 'bob' }, at(0))).toBeNull();
  });
});

describe('abuse unclaim', () => {
  it('keeps status claimed and clears claimedBy and claimedAt', () => {
    expect(unclaimAbuseReview(claimedBy('ann'), 'ann', NOW)).toEqual({
      ...pending,
      status: 'claimed',
      claimedBy: null,
      claimedAt: null,
    });
  });

  it.each([
    ['another reviewer’s item', claimedBy('bob'), 'NOT_CLAIM_HOLDER'],
    ['a pending item', pending, 'NOT_CLAIM_HOLDER'],
    ['a released item', released, 'NOT_CLAIM_HOLDER'],
    ['a final item', checked('abuse'), 'ALREADY_CHECKED'],
    ['one’s own expired claim', claimedBy('ann'), undefined],
  ])('unclaiming %s', (_name, info, code) => {
    expect(codeOf(() => unclaimAbuseReview(info, 'ann', at(ABUSE_CLAIM_EXPIRY_MS * 2)))).toBe(code);
  });
});

describe('abuse mark', () => {
  it.each(['safe', 'abuse'] as const)(
    'marking %s sets the status, checkedAt and checkedBy, and clears claimedBy',
    (verdict) => {
      expect(markAbuseReview(claimedBy('ann'), verdict, 'ann', NOW)).toEqual({
        status: verdict,
        checkedAt: NOW.toISOString(),
        checkedBy: 'ann',
        claimedBy: null,
        claimedAt: T0,
      });
    },
  );

  it.each([
    ['an item held by another reviewer', claimedBy('bob'), 'NOT_CLAIM_HOLDER'],
    ['an unclaimed pending item', pending, 'NOT_CLAIM_HOLDER'],
    ['a released item', released, 'NOT_CLAIM_HOLDER'],
    ['an already safe item', checked('safe'), 'ALREADY_CHECKED'],
    ['an already abuse item', checked('abuse'), 'ALREADY_CHECKED'],
    ['one’s own expired, untaken claim', claimedBy('ann'), undefined],
  ])('marking %s', (_name, info, code) => {
    expect(codeOf(() => markAbuseReview(info, 'abuse', 'ann', at(ABUSE_CLAIM_EXPIRY_MS * 2)))).toBe(
      code,
    );
  });

  it('carries a message and the error name', () => {
    const error = new AbuseReviewError('CLAIMED_BY_ANOTHER');
    expect(error.name).toBe('AbuseReviewError');
    expect(error.message).toBe('This item is being reviewed by another reviewer.');
  });
});

describe('abuse display state', () => {
  it.each([
    ['pending', pending, NOW, 'pending'],
    ['live claim', claimedBy('bob'), NOW, 'claimed'],
    ['expired claim', claimedBy('bob'), at(ABUSE_CLAIM_EXPIRY_MS), 'released'],
    ['unclaimed', released, NOW, 'released'],
    ['safe', checked('safe'), NOW, 'safe'],
    ['abuse', checked('abuse'), NOW, 'abuse'],
  ])('%s shows as %s', (_name, info, now, state) => {
    expect(abuseDisplayState(info, now)).toBe(state);
  });

  it('shows the released state in grey (neutral)', () => {
    expect(ABUSE_DISPLAY_STATE_TONES.released).toBe('neutral');
    expect(ABUSE_DISPLAY_STATE_LABELS.released).toBe('Released');
  });

  it.each([
    ['safe', true],
    ['abuse', true],
    ['claimed', false],
    ['pending', false],
  ] as const)('%s is a verdict: %s', (status, verdict) => {
    expect(isAbuseVerdict(status)).toBe(verdict);
  });
});
