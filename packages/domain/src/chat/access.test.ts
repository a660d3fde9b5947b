import { describe, expect, it } from 'vitest';
import { holdsLiveClaim, mayReadChat } from './access.js';

const now = new Date('2025-01-01T12:00:00Z');
const later = '2025-01-01T12:05:00Z';
const earlier = '2025-01-01T11:55:00Z';

describe('holdsLiveClaim', () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['op', 'op', later, true],
    ['op', 'op', earlier, false],
    ['op', 'op', now.toISOString(), false],
    ['op', 'other', later, false],
    ['op', null, null, false],
    ['', '', later, false],
  ])('uid %s, claimedBy %s until %s → %s', (uid, claimedBy, claimExpiresAt, held) => {
    expect(holdsLiveClaim(uid, { claimedBy, claimExpiresAt }, now)).toBe(held);
  });
});

describe('mayReadChat', () => {
  const chat = (claimedBy: string | null, locale = 'nl') => ({
    locale,
    claimedBy,
    claimExpiresAt: claimedBy ? later : null,
  });
  it.each<[string, string[], string[], ReturnType<typeof chat>, boolean]>([
    ['the operator holding the claim', ['CHAT_OPERATOR:NSFW'], ['nl'], chat('me'), true],
    ['an operator without the claim', ['CHAT_OPERATOR:NSFW'], ['nl'], chat('other'), false],
    ['an operator on an unclaimed chat', ['CHAT_OPERATOR'], ['nl'], chat(null), false],
    ['an admin', ['CHAT_ADMIN'], ['nl'], chat('other'), true],
    ['a manager', ['CHAT_MANAGER'], ['nl'], chat(null), true],
    ['an abuse checker', ['CHAT_ABUSE_CHECKER'], ['nl'], chat(null), true],
    ['a poker', ['CHAT_POKER'], ['nl'], chat(null), false],
    ['an admin outside the locale', ['CHAT_ADMIN'], ['de'], chat(null), false],
    ['the claim holder outside the locale', ['CHAT_OPERATOR'], ['de'], chat('me'), false],
  ])('%s → %s', (_who, roles, geos, target, allowed) => {
    expect(mayReadChat({ uid: 'me', roles, geos }, target, now)).toBe(allowed);
  });
});
