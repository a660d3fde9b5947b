import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { SecondFactorType } from '@switchboard/domain';
import type { Database, Tx } from '../db/client.js';
import { refreshTokens, revokedSessions, type RefreshRevokedReason } from '../db/schema.js';
import { hashRefreshToken, newRefreshToken } from './tokens.js';

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A refresh token swapped for `token`, of the same session. */
export interface Rotation {
  old: RefreshTokenRow;
  token: string;
}

/** A refresh token that was rotated before and came back: the session it belongs to. */
export interface Reuse {
  sid: string;
  uid: string;
}

/**
 * Refresh tokens by sign-in session (family, the ID token's `sid`): issued at sign-in, rotated at
 * every refresh, revoked at sign-out, and revoked all together when a rotated one comes back.
 */
export class RefreshSessions {
  constructor(
    private readonly db: Database,
    private readonly refreshTtlS: number,
    private readonly clock: () => Date,
  ) {}

  /** Stores a new refresh token of session `sid` and answers it. */
  async add(uid: string, sid: string, secondFactor: SecondFactorType | null): Promise<string> {
    const refresh = newRefreshToken();
    await this.db.insert(refreshTokens).values({
      id: randomUUID(),
      userUid: uid,
      tokenHash: refresh.hash,
      familyId: sid,
      secondFactor,
      expiresAt: this.expiry(this.clock()),
    });
    return refresh.token;
  }

  /**
   * Swaps a live refresh token for a new one of the same session. Otherwise null, or the session
   * to revoke when the token had been rotated before (a sign that it was stolen); a signed-out,
   * expired or otherwise revoked token is no such sign.
   */
  async rotate(token: string): Promise<Rotation | { reuse: Reuse | null }> {
    const now = this.clock();
    const tokenHash = hashRefreshToken(token);
    const next = newRefreshToken();
    // Rotation and the new token in one transaction: whoever sees the old token rotated also sees
    // the new one, so a revocation that starts after this commits revokes it. One that runs side
    // by side may miss it; the session's listing in revokedSessions then refuses it.
    const old = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(refreshTokens)
        .set({ revokedAt: now.toISOString(), revokedReason: 'rotated' })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now.toISOString()),
            notExists(
              tx
                .select({ sid: revokedSessions.sid })
                .from(revokedSessions)
                .where(eq(revokedSessions.sid, refreshTokens.familyId)),
            ),
          ),
        )
        .returning();
      if (!row) return null;
      await tx.insert(refreshTokens).values({
        id: randomUUID(),
        userUid: row.userUid,
        tokenHash: next.hash,
        familyId: row.familyId,
        secondFactor: row.secondFactor,
        expiresAt: this.expiry(now),
      });
      return row;
    });
    if (old) return { old, token: next.token };
    const [known] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return {
      reuse:
        known?.revokedReason === 'rotated' ? { sid: known.familyId, uid: known.userUid } : null,
    };
  }

  /**
   * Revokes every refresh token of a session and lists it among the revoked sessions, whose ID
   * tokens are then refused: for a stolen token (`reused`) or a sign-out.
   */
  async revoke({ sid, uid }: Reuse, reason: 'reused' | 'sign-out' = 'reused'): Promise<void> {
    const now = this.clock().toISOString();
    await this.db.transaction((tx) =>
      revokeSessionsIn(tx, { uid, sids: [sid], reason, now }, this.refreshTtlS),
    );
  }

  /**
   * Signs a session out: the session of `token` is revoked, so its ID tokens stop working at once
   * too (not only when they run out). Answers the session, or null for an unknown or already
   * revoked token.
   */
  async signOut(token: string): Promise<Reuse | null> {
    const [row] = await this.db
      .select({ sid: refreshTokens.familyId, uid: refreshTokens.userUid })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.revokedAt)),
      );
    if (!row) return null;
    await this.revoke(row, 'sign-out');
    return row;
  }

  private expiry(now: Date): string {
    return new Date(now.getTime() + this.refreshTtlS * 1000).toISOString();
  }
}

/**
 * Inside `tx`: lists sessions of `uid` among the revoked ones (their ID tokens are refused) and
 * revokes their refresh tokens. A listing is kept as long as any token of the session may live.
 */
export async function revokeSessionsIn(
  tx: Tx,
  revoke: { uid: string; sids: readonly string[]; reason: RefreshRevokedReason; now: string },
  refreshTtlS: number,
): Promise<void> {
  const { uid, sids, reason, now } = revoke;
  if (sids.length === 0) return;
  // Rows of sessions whose tokens have all run out are no longer needed.
  await tx
    .delete(revokedSessions)
    .where(lt(revokedSessions.expiresAt, sql`now() - interval '1 minute'`));
  await tx
    .insert(revokedSessions)
    .values(
      sids.map((sid) => ({
        sid,
        userUid: uid,
        revokedAt: now,
        // No token of the session, refresh or ID, is issued after now or lives longer.
        expiresAt: sql`now() + ${`${refreshTtlS} seconds`}::interval`,
      })),
    )
    .onConflictDoNothing();
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(refreshTokens.familyId, [...sids]), isNull(refreshTokens.revokedAt)));
}
