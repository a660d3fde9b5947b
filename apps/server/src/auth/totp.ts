import { and, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { authErrorText } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError, ConflictError, UnauthenticatedError } from '../errors.js';
import { PendingSignIns } from './pending.js';
import type { SignInRateLimiter } from './rate-limit.js';
import type { AuthService, TokenPair, UserRow } from './service.js';
import type { TokenService } from './tokens.js';

const ISSUER = 'Switchboard';
/** Seconds per TOTP time step (RFC 6238's X). */
const PERIOD_S = 30;

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
}

function totpFor(email: string, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

const invalidCode = () =>
  new ApiError(
    400,
    'auth/invalid-verification-code',
    authErrorText('auth/invalid-verification-code'),
  );

/**
 * TOTP second factor: enrolment with an otpauth URI and QR code, and sign-in with a code. A code
 * is accepted at most once per user (RFC 6238 §5.2), activation included, and each pending token
 * completes one sign-in.
 */
export class TotpService {
  private readonly pending: PendingSignIns;

  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly limiter: SignInRateLimiter,
    tokens: TokenService,
    private readonly clock: () => Date,
  ) {
    this.pending = new PendingSignIns(db, tokens);
  }

  /** Second step of sign-in: the pending token plus a code from the authenticator app. */
  async signInWithCode(pendingToken: string, code: string): Promise<TokenPair> {
    const pending = await this.pending.open(pendingToken);
    const found = await this.auth.userByUid(pending.uid);
    const secret = found?.user.totpSecret;
    if (!found || !secret)
      throw new UnauthenticatedError(
        'auth/invalid-multi-factor-session',
        authErrorText('auth/invalid-multi-factor-session'),
      );
    await this.acceptCode(found.user, secret, code, eq(users.totpSecret, secret), {});
    await this.pending.take(pending);
    return this.auth.issueTokens(found.user, found.tenant, 'totp');
  }

  /** Starts (or restarts) enrolment: a new secret, shown once as URI and QR code. */
  async enrol(user: UserRow): Promise<TotpEnrolment> {
    if (user.totpSecret)
      throw new ConflictError('An authenticator app is already enrolled for this account.');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await this.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.uid, user.uid));
    this.auth.forgetUser(user.uid);
    const otpauthUri = totpFor(user.email, secret).toString();
    return {
      secret,
      otpauthUri,
      qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }),
    };
  }

  /**
   * Confirms enrolment with a first code; the session now counts as signed in with TOTP. The
   * code's step is recorded, so the same code cannot sign in afterwards.
   */
  async activate(user: UserRow, code: string): Promise<TokenPair> {
    const secret = user.totpPendingSecret;
    if (!secret)
      throw new ConflictError('Start the enrolment first: no authenticator secret is waiting.');
    await this.acceptCode(user, secret, code, eq(users.totpPendingSecret, secret), {
      totpSecret: secret,
      totpPendingSecret: null,
      updatedAt: this.clock().toISOString(),
    });
    const found = await this.auth.userByUid(user.uid);
    if (!found) throw new UnauthenticatedError();
    return this.auth.issueTokens(found.user, found.tenant, 'totp');
  }

  /**
   * Accepts a code of `secret` once. The time step it belongs to is recorded in one conditional
   * UPDATE (with `set`, where `secretIs` still holds), so a code of that step or an older one —
   * also from a request racing this one — is refused like a wrong code.
   */
  private async acceptCode(
    user: UserRow,
    secret: string,
    code: string,
    secretIs: SQL,
    set: Partial<UserRow>,
  ): Promise<void> {
    const key = `totp:${user.uid}`;
    const now = this.clock();
    await this.limiter.assertAllowed(key, now);
    const delta = totpFor(user.email, secret).validate({
      token: code,
      timestamp: now.getTime(),
      window: 1,
    });
    const step = delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
    const [accepted] =
      step === null
        ? []
        : await this.db
            .update(users)
            .set({ ...set, totpLastStep: step })
            .where(
              and(
                eq(users.uid, user.uid),
                secretIs,
                or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
              ),
            )
            .returning({ uid: users.uid });
    if (!accepted) {
      await this.limiter.recordFailure(key, now);
      throw invalidCode();
    }
    this.auth.forgetUser(user.uid);
    await this.limiter.reset(key);
  }
}

/** The current code for a secret (tests and the CLI use it; never exposed over HTTP). */
export function totpCode(email: string, secret: string, at: Date): string {
  return totpFor(email, secret).generate({ timestamp: at.getTime() });
}
