import { and, eq, inArray } from 'drizzle-orm';
import {
  ABUSE_MESSAGES,
  type AbuseBulkSkip,
  type AbuseBulkSkipCode,
  type AbuseReviewerRef,
} from '@switchboard/domain';
import { users } from '../db/schema.js';
import type { Queryable } from '../db/client.js';

/** A requested item a bulk decision left alone, before its reviewer is named. */
export interface PendingSkip {
  id: string;
  code: AbuseBulkSkipCode;
  locale?: string;
  /** The holder of the live claim, or who decided it. */
  uid?: string | null;
  verdict?: 'safe' | 'abuse' | null;
}

/** The names colleagues know these reviewers by (display name, else e-mail), by uid. */
export async function reviewerNames(
  tx: Queryable,
  tenantId: string,
  uids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.uid, wanted)));
  return new Map(rows.map((row) => [row.uid, row.displayName || row.email || '']));
}

/** Every skip with its reviewer's name and the reason in words (issue #28). */
export async function describeSkips(
  tx: Queryable,
  tenantId: string,
  skips: readonly PendingSkip[],
): Promise<AbuseBulkSkip[]> {
  const names = await reviewerNames(
    tx,
    tenantId,
    skips.flatMap((skip) => (skip.uid ? [skip.uid] : [])),
  );
  return skips.map((skip) => {
    const by: AbuseReviewerRef | null = skip.uid
      ? { uid: skip.uid, name: names.get(skip.uid) || ABUSE_MESSAGES.someReviewer }
      : null;
    const verdict = skip.verdict ?? null;
    const message =
      skip.code === 'CLAIMED_BY_ANOTHER'
        ? ABUSE_MESSAGES.bulkSkipHeld(by?.name ?? ABUSE_MESSAGES.someReviewer)
        : skip.code === 'ALREADY_CHECKED'
          ? ABUSE_MESSAGES.bulkSkipDecided(verdict ?? '', by?.name ?? ABUSE_MESSAGES.someReviewer)
          : skip.code === 'NOT_IN_LOCALES'
            ? ABUSE_MESSAGES.bulkSkipLocale(skip.locale ?? '')
            : ABUSE_MESSAGES.bulkSkipGone;
    return { id: skip.id, code: skip.code, by, verdict, message };
  });
}
