import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { authErrorText } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError, ConflictError, UnauthenticatedError } from '../http/errors.js';
import type { SignInRateLimiter } from './rate-limit.js';
import type { AuthService, TokenPair, UserRow } from './service.js';
import type { TokenService } from './tokens.js';

const ISSUER = 'Switchboard';

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
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

const invalidCode = () =>
  new ApiError(
    400,
    'auth/invalid-verification-code',
    authErrorText('auth/invalid-verification-code'),
  );

/** TOTP second factor: enrolment with an otpauth URI and QR code, and sign-in with a code. */
export class TotpService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly limiter: SignInRateLimiter,
    private readonly tokens: TokenService,
    private readonly clock: () => Date,
  ) {}

  /** Second step of sign-in: the pending token plus a code from the authenticator app. */
  async signInWithCode(pendingToken: string, code: string): Promise<TokenPair> {
    const uid = await this.tokens.verifyMfaPending(pendingToken);
    const found = await this.auth.userByUid(uid);
    if (!found?.user.totpSecret)
      throw new UnauthenticatedError(
        'auth/invalid-multi-factor-session',
        authErrorText('auth/invalid-multi-factor-session'),
      );
    await this.checkCode(found.user, found.user.totpSecret, code);
    return this.auth.issueTokens(found.user, found.tenant, 'totp');
  }

  /** Starts (or restarts) enrolment: a new secret, shown once as URI and QR code. */
  async enrol(user: UserRow): Promise<TotpEnrolment> {
    if (user.totpSecret)
      throw new ConflictError('An authenticator app is already enrolled for this account.');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await this.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.uid, user.uid));
    const otpauthUri = totpFor(user.email, secret).toString();
    return {
      secret,
      otpauthUri,
      qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }),
    };
  }

  /** Confirms enrolment with a first code; the session now counts as signed in with TOTP. */
  async activate(user: UserRow, code: string): Promise<TokenPair> {
    if (!user.totpPendingSecret)
      throw new ConflictError('Start the enrolment first: no authenticator secret is waiting.');
    await this.checkCode(user, user.totpPendingSecret, code);
    const [updated] = await this.db
      .update(users)
      .set({
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        updatedAt: this.clock().toISOString(),
      })
      .where(eq(users.uid, user.uid))
      .returning();
    const found = await this.auth.userByUid(user.uid);
    if (!updated || !found) throw new UnauthenticatedError();
    return this.auth.issueTokens(found.user, found.tenant, 'totp');
  }

  private async checkCode(user: UserRow, secret: string, code: string): Promise<void> {
    const key = `totp:${user.uid}`;
    await this.limiter.assertAllowed(key, this.clock());
    const delta = totpFor(user.email, secret).validate({
      token: code,
      timestamp: this.clock().getTime(),
      window: 1,
    });
    if (delta === null) {
      await this.limiter.recordFailure(key, this.clock());
      throw invalidCode();
    }
    await this.limiter.reset(key);
  }
}

/** The current code for a secret (tests and the CLI use it; never exposed over HTTP). */
export function totpCode(email: string, secret: string, at: Date): string {
  return totpFor(email, secret).generate({ timestamp: at.getTime() });
}
