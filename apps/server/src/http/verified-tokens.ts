import { TokenService } from '../auth/tokens.js';
import { ExpiringCache } from '../cache/expiring.js';

/** Most verified ID tokens kept at once (a few KB each); past it the oldest go first. */
export const VERIFIED_TOKEN_CACHE_MAX_ENTRIES = 10_000;

type VerifiedClaims = Awaited<ReturnType<TokenService['verifyIdToken']>>;

/**
 * The token service, remembering the ID tokens it has verified, by token string, for what remains
 * of each one's lifetime: a request with a token seen before skips the signature check (an HMAC
 * through WebCrypto, a good part of an authenticated request's cost).
 *
 * Nothing is weakened: a token is an immutable string whose signature was checked once, an entry
 * runs out exactly when the token does (jose's rule: refused from the second of `exp` on), and a
 * miss, an expired entry or any other string goes through the full check. Whatever is checked
 * per request beyond the token (the user, their roles, revoked sessions) is `AuthService`'s and
 * still runs on every request.
 */
export class CachingTokenService extends TokenService {
  private readonly verified: ExpiringCache<VerifiedClaims>;

  constructor(
    key: Uint8Array,
    idTokenTtlS: number,
    maxEntries = VERIFIED_TOKEN_CACHE_MAX_ENTRIES,
    private readonly nowMs: () => number = Date.now,
  ) {
    super(key, idTokenTtlS);
    this.verified = new ExpiringCache(maxEntries);
  }

  override async verifyIdToken(token: string): Promise<VerifiedClaims> {
    const hit = this.verified.get(token, this.nowMs());
    if (hit) return hit;
    const claims = await super.verifyIdToken(token);
    const exp: unknown = (claims as { exp?: unknown }).exp;
    if (typeof exp === 'number') {
      // Shared by every request with this token: nobody may change it.
      Object.freeze(claims);
      this.verified.set(token, claims, exp * 1000);
    }
    return claims;
  }

  /** How many verified tokens are kept (for tests). */
  get cachedTokens(): number {
    return this.verified.size;
  }
}
