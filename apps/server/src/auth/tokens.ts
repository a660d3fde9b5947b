import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SecondFactorType } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema.js';
import { UnauthenticatedError } from '../http/errors.js';

const ISSUER = 'switchboard';
const SIGNING_KEY_NAME = 'id-token-signing-key';

/** What an ID token says about its holder (spec §3 claims, §6 roles). */
export interface IdTokenClaims {
  uid: string;
  email: string;
  name: string | null;
  tenantId: string;
  tenantAlias: string;
  companyName: string | null;
  roles: string[];
  geos: string[];
  forceMfa: boolean;
  forcedTotp: boolean;
  signInSecondFactor: SecondFactorType | null;
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
  constructor(
    private readonly key: Uint8Array,
    readonly idTokenTtlS: number,
  ) {}

  async signIdToken(claims: IdTokenClaims): Promise<string> {
    const { uid, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(uid)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.idTokenTtlS}s`)
      .sign(this.key);
  }

  /** Verifies an ID token; an expired or forged one is a 401 with the matching auth code. */
  async verifyIdToken(token: string): Promise<IdTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      return { ...(payload as unknown as Omit<IdTokenClaims, 'uid'>), uid: payload.sub ?? '' };
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

/** A new opaque refresh token and the hash that is stored in its place. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
