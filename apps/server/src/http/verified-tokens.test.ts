import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../auth/tokens.js';
import { CachingTokenService } from './verified-tokens.js';

const KEY = new TextEncoder().encode('a-test-signing-key-of-at-least-32-characters');
const OTHER_KEY = new TextEncoder().encode('another-signing-key-of-at-least-32-characters');
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

/** An ID token as the token service signs it (HS256, issuer switchboard), `ttlS` from now. */
function idToken(uid: string, ttlS: number, key = KEY): Promise<string> {
  return new SignJWT({ email: `${uid}@demo.test`, roles: ['CHAT_OPERATOR'], geos: ['nl'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuer('switchboard')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlS)
    .sign(key);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CachingTokenService', () => {
  it('answers a token seen before without checking its signature again', async () => {
    const tokens = new CachingTokenService(KEY, 900);
    const token = await idToken('op-1', 900);
    const first = await tokens.verifyIdToken(token);
    // The full check: the token service's own, which the cache sits in front of.
    const check = vi.spyOn(TokenService.prototype, 'verifyIdToken');
    try {
      const again = await tokens.verifyIdToken(token);
      expect(again).toEqual(first);
      expect(again.uid).toBe('op-1');
      expect(check).not.toHaveBeenCalled();
      // A token not seen before is checked in full.
      await tokens.verifyIdToken(await idToken('op-2', 900));
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      check.mockRestore();
    }
  });

  it('refuses a cached token from the second it expires, as an uncached one', async () => {
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const tokens = new CachingTokenService(KEY, 900);
    const token = await idToken('op-1', 60);
    await tokens.verifyIdToken(token);

    vi.setSystemTime(T0 + 59_999);
    expect((await tokens.verifyIdToken(token)).uid).toBe('op-1');
    vi.setSystemTime(T0 + 60_000);
    await expect(tokens.verifyIdToken(token)).rejects.toMatchObject({
      code: 'auth/id-token-expired',
    });
  });

  it('refuses forged and tampered tokens, even next to a cached good one', async () => {
    const tokens = new CachingTokenService(KEY, 900);
    const good = await idToken('op-1', 900);
    await tokens.verifyIdToken(good);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [header, payload, flipped].join('.');
    for (const token of [await idToken('op-1', 900, OTHER_KEY), tampered, `${good}x`]) {
      await expect(tokens.verifyIdToken(token)).rejects.toMatchObject({
        code: 'auth/invalid-user-token',
      });
    }
    expect(tokens.cachedTokens).toBe(1);
  });

  it('keeps at most its bound of tokens, and the claims it shares cannot be changed', async () => {
    const tokens = new CachingTokenService(KEY, 900, 3);
    for (let i = 0; i < 5; i += 1) await tokens.verifyIdToken(await idToken(`op-${i}`, 900));
    expect(tokens.cachedTokens).toBe(3);
    const claims = await tokens.verifyIdToken(await idToken('op-9', 900));
    expect(Object.isFrozen(claims)).toBe(true);
  });
});
