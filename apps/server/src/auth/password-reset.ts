import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages, PASSWORD_RESET_COOLDOWN_MS } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { passwordResets, refreshTokens, users } from '../db/schema.js';
import { ApiError, InputError, UpstreamError } from '../errors.js';
import type { MessageSink } from '../outbox/outbox.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import { hashPassword } from './passwords.js';
import { revokeSessionsIn } from './sessions.js';
import { hashRefreshToken, newRefreshToken } from './tokens.js';

/** The page the reset mail links to, served by this server (auth/reset-page.ts). */
export const PASSWORD_RESET_PAGE = '/auth/reset-password';

/** How long a reset link stays valid. */
export const PASSWORD_RESET_LINK_TTL_MS = 60 * 60_000;

/**
 * Password reset, once per 15 minutes per e-mail (spec §4, §9), enforced here whatever the
 * console does. The answer is the same whether or not the account exists, so the form cannot be
 * used to find out who has an account; only existing accounts get a mail.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly sink: MessageSink,
    private readonly publicUrl: string,
    private readonly clock: () => Date,
    /** How long refresh tokens live: a revoked session stays listed as long. */
    private readonly refreshTtlS = 30 * 24 * 3600,
    private readonly logger: Logger = defaultLogger(),
  ) {}

  async request(rawEmail: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    const now = this.clock();
    const cutoff = new Date(now.getTime() - PASSWORD_RESET_COOLDOWN_MS).toISOString();
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const link = newRefreshToken();
    const values = {
      email,
      requestedAt: now.toISOString(),
      userUid: user?.uid ?? null,
      tokenHash: user ? link.hash : null,
      expiresAt: user ? new Date(now.getTime() + PASSWORD_RESET_LINK_TTL_MS).toISOString() : null,
    };
    // One conditional statement: two requests racing within the cooldown cannot both pass.
    const [stored] = await this.db
      .insert(passwordResets)
      .values(values)
      .onConflictDoUpdate({
        target: passwordResets.email,
        set: values,
        setWhere: sql`${passwordResets.requestedAt} <= ${cutoff}`,
      })
      .returning();
    if (!stored) throw new ApiError(429, 'auth/too-many-requests', messages.passwordResetCooldown);
    if (!user) return;
    try {
      await this.sink.send({
        channel: 'mail',
        recipient: email,
        subject: 'Reset your Switchboard password',
        body: `Open this link to choose a new password (valid for 1 hour):\n${this.publicUrl}${PASSWORD_RESET_PAGE}?token=${link.token}`,
      });
    } catch (error) {
      // No mail went out: give the cooldown back, so the user can simply ask again.
      await this.db
        .delete(passwordResets)
        .where(
          and(eq(passwordResets.email, email), eq(passwordResets.requestedAt, values.requestedAt)),
        );
      this.logger.error(
        { job: 'password-reset', uid: user.uid, err: error },
        'Sending the password reset mail failed',
      );
      throw new UpstreamError('The password reset email could not be sent. Try again later.');
    }
  }

  /**
   * Sets a new password from a reset link; every session of the account is signed out. Answers
   * the account's uid.
   */
  async confirm(token: string, password: string): Promise<{ uid: string; sids: string[] }> {
    const now = this.clock().toISOString();
    const [reset] = await this.db
      .update(passwordResets)
      .set({ tokenHash: null })
      .where(
        and(
          eq(passwordResets.tokenHash, hashRefreshToken(token)),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!reset?.userUid)
      throw new InputError('token: This reset link is not valid any more. Ask for a new one.', [
        { field: 'token', message: 'expired or unknown' },
      ]);
    const passwordHash = await hashPassword(password);
    const uid = reset.userUid;
    // Every session of the account ends: its refresh tokens and its ID tokens stop working.
    const sids = await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.uid, uid));
      const live = await tx
        .selectDistinct({ sid: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userUid, uid), isNull(refreshTokens.revokedAt)));
      const ended = live.map((row) => row.sid);
      await revokeSessionsIn(
        tx,
        { uid, sids: ended, reason: 'password-reset', now },
        this.refreshTtlS,
      );
      return ended;
    });
    return { uid, sids };
  }
}
