import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authAttempts } from '../db/schema.js';
import { RateLimitedError } from '../errors.js';
import { authErrorText } from '@switchboard/domain';

/** Failed sign-ins allowed per account in one window before further tries are refused. */
export const SIGN_IN_MAX_FAILURES = 5;
/** Length of the rate-limit window, ms. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Sign-in rate limiting kept in the database, so it holds across server processes: after
 * SIGN_IN_MAX_FAILURES failures within SIGN_IN_WINDOW_MS the key is refused until the window ends.
 */
export class SignInRateLimiter {
  constructor(private readonly db: Database) {}

  async assertAllowed(key: string, now: Date): Promise<void> {
    const [row] = await this.db.select().from(authAttempts).where(eq(authAttempts.key, key));
    if (!row) return;
    const windowEnd = Date.parse(row.windowStartedAt) + SIGN_IN_WINDOW_MS;
    if (row.failures >= SIGN_IN_MAX_FAILURES && windowEnd > now.getTime()) {
      throw new RateLimitedError(
        authErrorText('auth/too-many-requests'),
        Math.ceil((windowEnd - now.getTime()) / 1000),
      );
    }
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
    await this.db
      .insert(authAttempts)
      .values({ key, failures: 1, windowStartedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: sql`case when ${authAttempts.windowStartedAt} < ${windowStart} then 1 else ${authAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${authAttempts.windowStartedAt} < ${windowStart} then ${now.toISOString()}::timestamptz else ${authAttempts.windowStartedAt} end`,
        },
      });
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(authAttempts).where(eq(authAttempts.key, key));
  }
}
