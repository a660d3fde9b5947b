import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionUser } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import { UnauthenticatedError } from '../http/errors.js';

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

  constructor(
    key: Uint8Array,
    readonly idTokenTtlS: number,
  ) {
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
  async verifyMfaPending(token: string): Promise<PendingSignIn> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      if (payload.purpose !== MFA_PURPOSE || !payload.sub || !payload.jti || !payload.exp)
        throw new Error('not a pending token');
      return { uid: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      throw new UnauthenticatedError(
        'auth/invalid-multi-factor-session',
        'The sign-in took too long. Please log in again.',
      );
    }
  }

  /** Verifies an ID token; an expired or forged one is a 401 with the matching auth code. */
  async verifyIdToken(token: string): Promise<VerifiedIdToken> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      return {
        ...(payload as unknown as Omit<IdTokenClaims, 'uid'>),
        uid: payload.sub ?? '',
        sid: typeof payload.sid === 'string' ? payload.sid : null,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
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
