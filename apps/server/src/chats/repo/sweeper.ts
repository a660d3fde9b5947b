/** The sweeper's statement: claims that ran out are given back (`ChatService` runs it on a timer). */
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { chats } from '../../db/schema.js';
import type { ChatRecord } from '../rows.js';

/**
 * Gives back the claims that ran out at `now` (of one operator, with `of`); returns the rows.
 * The one-claim index still counts such a claim until it is cleared.
 *
 * Rows another transaction holds are skipped, not waited for (`FOR UPDATE SKIP LOCKED`): such a
 * row is being claimed right now, and that claim may itself be waiting for this statement (its
 * claimer's own expired claim, cleared here, is still in the one-claim index until this commits).
 * Waiting on each other would be a deadlock; a skipped row is taken or swept the next time.
 */
export async function clearExpiredClaims(
  db: Queryable,
  now: string,
  of?: { tenantId: string; uid: string },
): Promise<ChatRecord[]> {
  const expired = and(
    of ? and(eq(chats.tenantId, of.tenantId), eq(chats.claimedBy, of.uid)) : undefined,
    isNotNull(chats.claimedBy),
    lte(chats.claimExpiresAt, now),
  );
  const free = db
    .select({ id: chats.id })
    .from(chats)
    .where(expired)
    .for('update', { skipLocked: true });
  return db
    .update(chats)
    .set({ claimedBy: null, claimExpiresAt: null })
    .where(and(inArray(chats.id, free), expired))
    .returning();
}
