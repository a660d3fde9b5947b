import { eq, lt, sql } from 'drizzle-orm';
import { authErrorText } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { usedMfaPendingTokens } from '../db/schema.js';
import { UnauthenticatedError } from '../errors.js';
import type { PendingSignIn, TokenService } from './tokens.js';

const invalidSession = () =>
  new UnauthenticatedError(
    'auth/invalid-multi-factor-session',
    authErrorText('auth/invalid-multi-factor-session'),
  );

/**
 * Rows outlive their token by this much before they are pruned: the token's expiry is checked on
 * this server's clock, the pruning on the database's, and the two may disagree a little.
 */
const PRUNE_MARGIN = sql`interval '1 minute'`;

/**
 * A second-factor pending token completes one sign-in only (OWASP ASVS V2.8). `open` refuses a
 * token that was used before, ahead of the code check, so a replay spends no code; `take` marks it
 * used once the code was right, so a mistyped code keeps the token and needs no new password.
 */
export class PendingSignIns {
  constructor(
    private readonly db: Database,
    private readonly tokens: Pick<TokenService, 'verifyMfaPending'>,
  ) {}

  /** The sign-in behind a pending token that has not completed one yet. */
  async open(token: string): Promise<PendingSignIn> {
    const pending = await this.tokens.verifyMfaPending(token);
    const [used] = await this.db
      .select({ jti: usedMfaPendingTokens.jti })
      .from(usedMfaPendingTokens)
      .where(eq(usedMfaPendingTokens.jti, pending.jti));
    if (used) throw invalidSession();
    return pending;
  }

  /**
   * Marks the token used. One conditional insert: of two requests racing with the same token,
   * exactly one gets through; the other is `auth/invalid-multi-factor-session`.
   */
  async take(pending: PendingSignIn): Promise<void> {
    // A token past its expiry no longer verifies, so its row is no longer needed.
    await this.db
      .delete(usedMfaPendingTokens)
      .where(lt(usedMfaPendingTokens.expiresAt, sql`now() - ${PRUNE_MARGIN}`));
    const [taken] = await this.db
      .insert(usedMfaPendingTokens)
      .values({ jti: pending.jti, expiresAt: pending.expiresAt.toISOString() })
      .onConflictDoNothing()
      .returning({ jti: usedMfaPendingTokens.jti });
    if (!taken) throw invalidSession();
  }
}
