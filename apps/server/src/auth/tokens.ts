import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';
import type { SessionUser } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import { UnauthenticatedError } from '../errors.js';

const ISSUER = 'switchboard';
const SIGNING_KEY_NAME = 'id-token-signing-key';

/** What an ID token says about its holder (spec §3 claims, §6 roles): the domain's SessionUser. */
export type IdTokenClaims = SessionUser;

/**
 * A verified ID token: the claims and `sid`, the sign-in session (refresh token family) it
 * belongs to; null for tokens issued before sessions had an id.
 */
export type VerifiedIdToken = IdTokenClaims & { sid: string | null };

/** A verified second-factor pending token: whose it is, its single-use id and when it runs out. */
export interface PendingSignIn {
  uid: string;
  jti: string;
  expiresAt: Date;
}

/**
 * The HMAC key for ID tokens: AUTH_SECRET when set, otherwise one generated once and kept in the
 * database, so every process behind a load balancer signs and verifies with the same key.
 */
export async function loadSigningKey(db: Database, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: SIGNING_KEY_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNING_KEY_NAME));
  if (!row) throw new Error('The token signing key could not be stored');
  return new TextEncoder().encode(row.value);
}

export class TokenService {
  /**
   * The key as WebCrypto's HMAC key, imported once: given the raw bytes, jose imports them
   * afresh on every signature and check.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Checks a token's HS256 signature, issuer and dates, synchronously through node:crypto
   * (fast-jwt): jose's check goes through WebCrypto's job queue, which was a sixth of a claim's
   * cost on the server. Signing, once per sign-in, stays with jose.
   */
  private readonly check: (token: string) => Record<string, unknown>;

  constructor(
    key: Uint8Array,
    readonly idTokenTtlS: number,
  ) {
    this.check = createVerifier({
      key: Buffer.from(key),
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      cache: false,
    });
    this.key = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** `sid`: the sign-in session the token belongs to, so revoking the session refuses it. */
  async signIdToken(claims: IdTokenClaims, sid: string): Promise<string> {
    const { uid, ...rest } = claims;
    return new SignJWT({ ...rest, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(uid)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.idTokenTtlS}s`)
      .sign(await this.key);
  }

  /**
   * A short-lived token proving the password was right while a second factor is still due. Its
   * `jti` lets it complete one sign-in only (see `PendingSignIns`).
   */
  async signMfaPending(uid: string): Promise<string> {
    return new SignJWT({ purpose: MFA_PURPOSE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uid)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${MFA_PENDING_TTL_S}s`)
      .sign(await this.key);
  }

  /** The sign-in behind a pending token; anything else is `auth/invalid-multi-factor-session`. */
  verifyMfaPending(token: string): Promise<PendingSignIn> {
    return settled(() => this.pendingSignIn(token));
  }

  private pendingSignIn(token: string): PendingSignIn {
    try {
      const payload = this.verify(token);
      const { purpose, sub, jti, exp } = payload;
      if (purpose !== MFA_PURPOSE || typeof sub !== 'string' || typeof jti !== 'string')
        throw new Error('not a pending token');
      if (typeof exp !== 'number' || sub === '' || jti === '')
        throw new Error('not a pending token');
      return { uid: sub, jti, expiresAt: new Date(exp * 1000) };
    } catch {
      throw new UnauthenticatedError(
        'auth/invalid-multi-factor-session',
        'The sign-in took too long. Please log in again.',
      );
    }
  }

  /** Verifies an ID token; an expired or forged one is a 401 with the matching auth code. */
  verifyIdToken(token: string): Promise<VerifiedIdToken> {
    return settled(() => this.idTokenClaims(token));
  }

  private idTokenClaims(token: string): VerifiedIdToken {
    try {
      const payload = this.verify(token);
      return {
        ...(payload as unknown as Omit<IdTokenClaims, 'uid'>),
        uid: typeof payload.sub === 'string' ? payload.sub : '',
        sid: typeof payload.sid === 'string' ? payload.sid : null,
      };
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) {
        throw new UnauthenticatedError(
          'auth/id-token-expired',
          'Your login session has expired. Please log in again to access your account.',
        );
      }
      throw new UnauthenticatedError(
        'auth/invalid-user-token',
        'The sign-in token is not valid. Please log in again.',
      );
    }
  }

  /**
   * The payload of a token signed with this key by this issuer and not expired: jose's rule,
   * refused from the second of `exp` on (fast-jwt alone would still take that very millisecond).
   */
  private verify(token: string): Record<string, unknown> {
    const payload = this.check(token);
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) {
      throw new TokenError(TokenError.codes.expired, 'The token has expired.');
    }
    return payload;
  }
}

/** What `run` returns or throws, as a promise. */
function settled<T>(run: () => T): Promise<T> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

const MFA_PURPOSE = 'mfa-pending';
/** How long the half-way token between password and second factor lasts. */
export const MFA_PENDING_TTL_S = 5 * 60;

export interface MfaPendingSigner {
  signMfaPending(uid: string): Promise<string>;
  verifyMfaPending(token: string): Promise<PendingSignIn>;
}

/** A new opaque refresh token and the hash that is stored in its place. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
