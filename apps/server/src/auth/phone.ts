import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { authErrorText } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { phoneCodes, users } from '../db/schema.js';
import { ApiError, ConflictError, UnauthenticatedError } from '../errors.js';
import type { MessageSink } from '../outbox/outbox.js';
import { PendingSignIns } from './pending.js';
import type { SignInRateLimiter } from './rate-limit.js';
import type { AuthService, TokenPair, UserRow } from './service.js';
import type { TokenService } from './tokens.js';

/** How long an SMS code stays valid. */
export const PHONE_CODE_TTL_MS = 5 * 60_000;
/** A new code for the same user is sent at most once in this time. */
export const PHONE_CODE_RESEND_MS = 30_000;

/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

type Purpose = 'enrol' | 'sign-in';

/** The number in E.164 form, or null; spaces, dashes, dots and brackets are dropped first. */
export function normalisePhoneNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  return E164.test(compact) ? compact : null;
}

function hashCode(uid: string, code: string): string {
  return createHash('sha256').update(`phone-code:${uid}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalidCode = () =>
  new ApiError(
    400,
    'auth/invalid-verification-code',
    authErrorText('auth/invalid-verification-code'),
  );
const expiredCode = () =>
  new ApiError(400, 'auth/code-expired', authErrorText('auth/code-expired'));
const invalidSession = () =>
  new UnauthenticatedError(
    'auth/invalid-multi-factor-session',
    authErrorText('auth/invalid-multi-factor-session'),
  );

/**
 * Phone (SMS) second factor: enrolment of a number confirmed by a code sent to it, and sign-in
 * with a code sent at the password step. Only a hash of each code is stored; codes last
 * PHONE_CODE_TTL_MS, work once, and wrong codes count against the rate limiter under
 * `phone:{uid}`. Each pending token completes one sign-in.
 */
export class PhoneService {
  private readonly pending: PendingSignIns;

  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly limiter: SignInRateLimiter,
    tokens: TokenService,
    private readonly sink: MessageSink,
    private readonly clock: () => Date,
  ) {
    this.pending = new PendingSignIns(db, tokens);
  }

  /** Sends a code to a new number; 429 when the last code went out less than 30 s ago. */
  async startEnrolment(user: UserRow, rawNumber: string): Promise<void> {
    const phoneNumber = normalisePhoneNumber(rawNumber);
    if (!phoneNumber) {
      const text = authErrorText('auth/invalid-phone-number');
      throw new ApiError(400, 'auth/invalid-phone-number', `phoneNumber: ${text}`, [
        { field: 'phoneNumber', message: text },
      ]);
    }
    if (user.phoneNumber)
      throw new ConflictError('A phone number is already enrolled for this account.');
    if (!(await this.sendCode(user.uid, phoneNumber, 'enrol')))
      throw new ApiError(429, 'auth/too-many-requests', authErrorText('auth/too-many-requests'));
  }

  /** Confirms the number with the code sent to it; it counts from the next sign-in. */
  async finishEnrolment(user: UserRow, code: string): Promise<void> {
    const pending = await this.consumeCode(user.uid, 'enrol', code);
    if (!pending)
      throw new ConflictError('Start the enrolment first: no code was sent for a phone number.');
    await this.db
      .update(users)
      .set({ phoneNumber: pending.phoneNumber, updatedAt: this.clock().toISOString() })
      .where(eq(users.uid, user.uid));
    this.auth.forgetUser(user.uid);
  }

  /**
   * Password step of a sign-in with the phone factor: texts a code to the enrolled number. A code
   * sent less than 30 s ago is left as it is rather than sent again.
   */
  async sendSignInCode(user: UserRow): Promise<void> {
    if (!user.phoneNumber) return;
    await this.sendCode(user.uid, user.phoneNumber, 'sign-in');
  }

  /** Second step of sign-in: the pending token plus the code from the SMS. */
  async signInWithCode(pendingToken: string, code: string): Promise<TokenPair> {
    const pending = await this.pending.open(pendingToken);
    const found = await this.auth.userByUid(pending.uid);
    if (!found?.user.phoneNumber || found.user.totpSecret) throw invalidSession();
    const sent = await this.consumeCode(pending.uid, 'sign-in', code);
    if (!sent || sent.phoneNumber !== found.user.phoneNumber) throw invalidSession();
    await this.pending.take(pending);
    return this.auth.issueTokens(found.user, found.tenant, 'phone');
  }

  /**
   * Stores a new code (replacing any other) and texts it; false, and nothing sent, when the last
   * code for this user went out less than PHONE_CODE_RESEND_MS ago.
   */
  private async sendCode(uid: string, phoneNumber: string, purpose: Purpose): Promise<boolean> {
    const now = this.clock();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      userUid: uid,
      phoneNumber,
      codeHash: hashCode(uid, code),
      purpose,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString(),
      sentAt: now.toISOString(),
    };
    const cutoff = new Date(now.getTime() - PHONE_CODE_RESEND_MS).toISOString();
    // One conditional statement: two requests racing within the cooldown cannot both send.
    const [stored] = await this.db
      .insert(phoneCodes)
      .values(values)
      .onConflictDoUpdate({
        target: phoneCodes.userUid,
        set: values,
        setWhere: sql`${phoneCodes.sentAt} <= ${cutoff}`,
      })
      .returning();
    if (!stored) return false;
    await this.sink.send({
      channel: 'sms',
      recipient: phoneNumber,
      subject: 'Switchboard verification code',
      body: `Your Switchboard verification code is ${code}. It expires in 5 minutes.`,
    });
    return true;
  }

  /**
   * Checks a code and, when right, deletes it so it works once. Null when no code of this purpose
   * is waiting; code-expired when it is too old; a wrong code counts as a failure.
   */
  private async consumeCode(uid: string, purpose: Purpose, code: string) {
    const key = `phone:${uid}`;
    const now = this.clock();
    await this.limiter.assertAllowed(key, now);
    const [row] = await this.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userUid, uid), eq(phoneCodes.purpose, purpose)));
    if (!row) return null;
    if (Date.parse(row.expiresAt) <= now.getTime()) throw expiredCode();
    if (!sameHash(row.codeHash, hashCode(uid, code))) {
      await this.limiter.recordFailure(key, now);
      throw invalidCode();
    }
    const [deleted] = await this.db
      .delete(phoneCodes)
      .where(
        and(
          eq(phoneCodes.userUid, uid),
          eq(phoneCodes.codeHash, row.codeHash),
          gt(phoneCodes.expiresAt, now.toISOString()),
        ),
      )
      .returning();
    // Someone else used the same code in the meantime.
    if (!deleted) throw invalidCode();
    await this.limiter.reset(key);
    return deleted;
  }
}
