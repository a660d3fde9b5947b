import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  authErrorText,
  mayEnter,
  messages,
  type MfaRequired,
  type SecondFactorType,
} from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { refreshTokens, tenants, users } from '../db/schema.js';
import { NotAllowedError, UnauthenticatedError } from '../http/errors.js';
import { verifyPassword } from './passwords.js';
import type { SignInRateLimiter } from './rate-limit.js';
import {
  hashRefreshToken,
  newRefreshToken,
  type IdTokenClaims,
  type TokenService,
} from './tokens.js';

export interface TokenPair {
  idToken: string;
  refreshToken: string;
  /** Seconds until the ID token expires. */
  expiresIn: number;
  user: IdTokenClaims;
}

export type { MfaRequired };

/** Sends the SMS code at the password step of a sign-in with the phone factor. */
export interface PhoneChallenger {
  sendSignInCode(user: UserRow): Promise<void>;
}

export type UserRow = typeof users.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;

/** The signed-in user behind a request, read fresh from the database. */
export interface AuthUser extends IdTokenClaims {
  row: UserRow;
}

export class AuthService {
  private phone: PhoneChallenger | null = null;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly limiter: SignInRateLimiter,
    private readonly refreshTtlS: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Turns on the phone second factor at sign-in (the phone service needs this service first). */
  usePhoneChallenger(phone: PhoneChallenger): void {
    this.phone = phone;
  }

  /** Email + password sign-in; refuses disabled accounts and users without an entry role. */
  async signIn(email: string, password: string): Promise<TokenPair | MfaRequired> {
    const key = `sign-in:${email.toLowerCase()}`;
    await this.limiter.assertAllowed(key, this.clock());
    const found = await this.userByEmail(email);
    if (!found || !(await verifyPassword(found.user.passwordHash, password))) {
      await this.limiter.recordFailure(key, this.clock());
      throw new UnauthenticatedError(
        'auth/invalid-credential',
        authErrorText('auth/invalid-credential'),
      );
    }
    await this.limiter.reset(key);
    if (found.user.disabled) {
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    }
    if (!mayEnter(found.user.roles)) throw new NotAllowedError(messages.noPermission);
    if (found.user.totpSecret) {
      return {
        mfaRequired: true,
        mfaPendingToken: await this.tokens.signMfaPending(found.user.uid),
        factors: ['totp'],
      };
    }
    if (found.user.phoneNumber && this.phone) {
      await this.phone.sendSignInCode(found.user);
      return {
        mfaRequired: true,
        mfaPendingToken: await this.tokens.signMfaPending(found.user.uid),
        factors: ['phone'],
      };
    }
    return this.issueTokens(found.user, found.tenant, null);
  }

  /** Swaps a refresh token for a new pair; the old refresh token stops working (rotation). */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = this.clock().toISOString();
    const [stored] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!stored) throw new UnauthenticatedError('auth/user-token-expired', messages.sessionExpired);
    const found = await this.userByUid(stored.userUid);
    if (!found || found.user.disabled) {
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    }
    return this.issueTokens(
      found.user,
      found.tenant,
      (stored.secondFactor as SecondFactorType | null) ?? null,
    );
  }

  /** Revokes a refresh token; unknown or already revoked tokens are ignored. */
  async signOut(refreshToken: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.clock().toISOString() })
      .where(
        and(
          eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /** The user behind a bearer token, with roles and geos as they are now in the database. */
  async authenticate(bearer: string): Promise<AuthUser> {
    const claims = await this.tokens.verifyIdToken(bearer);
    const found = await this.userByUid(claims.uid);
    if (!found)
      throw new UnauthenticatedError('auth/user-not-found', authErrorText('auth/user-not-found'));
    if (found.user.disabled)
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    return { ...claimsOf(found.user, found.tenant, claims.signInSecondFactor), row: found.user };
  }

  /**
   * The same user read afresh, for a connection that outlives a request (a socket): roles, geos
   * and the disabled flag as they are now, the second factor of the original sign-in kept.
   */
  async reauthenticate(user: AuthUser): Promise<AuthUser> {
    const found = await this.userByUid(user.uid);
    if (!found)
      throw new UnauthenticatedError('auth/user-not-found', authErrorText('auth/user-not-found'));
    if (found.user.disabled)
      throw new UnauthenticatedError('auth/user-disabled', authErrorText('auth/user-disabled'));
    return { ...claimsOf(found.user, found.tenant, user.signInSecondFactor), row: found.user };
  }

  /** Issues an ID token and a refresh token for a user who has proved who they are. */
  async issueTokens(
    user: UserRow,
    tenant: TenantRow,
    secondFactor: SecondFactorType | null,
  ): Promise<TokenPair> {
    const claims = claimsOf(user, tenant, secondFactor);
    const refresh = newRefreshToken();
    const expiresAt = new Date(this.clock().getTime() + this.refreshTtlS * 1000).toISOString();
    await this.db.insert(refreshTokens).values({
      id: randomUUID(),
      userUid: user.uid,
      tokenHash: refresh.hash,
      secondFactor,
      expiresAt,
    });
    return {
      idToken: await this.tokens.signIdToken(claims),
      refreshToken: refresh.token,
      expiresIn: this.tokens.idTokenTtlS,
      user: claims,
    };
  }

  private async userByEmail(email: string) {
    const [row] = await this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(eq(users.email, email.trim().toLowerCase()));
    return row;
  }

  async userByUid(uid: string) {
    const [row] = await this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(eq(users.uid, uid));
    return row;
  }
}

function claimsOf(
  user: UserRow,
  tenant: TenantRow,
  signInSecondFactor: SecondFactorType | null,
): IdTokenClaims {
  return {
    uid: user.uid,
    email: user.email,
    name: user.displayName,
    tenantId: tenant.id,
    tenantAlias: tenant.alias,
    companyName: user.companyName,
    roles: user.roles,
    geos: user.geos,
    forceMfa: user.forceMfa,
    forcedTotp: user.forcedTotp,
    signInSecondFactor,
  };
}
