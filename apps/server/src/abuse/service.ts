import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  ABUSE_BULK_MAX,
  ABUSE_CLAIM_EXPIRY_MS,
  ABUSE_UNDO_WINDOW_MS,
  abuseReviewRefusal,
  AbuseReviewError,
  claimAbuseReview,
  isAbuseVerdict,
  liveAbuseClaimHolder,
  markAbuseReview,
  unclaimAbuseReview,
  type AbuseBulkRequest,
  type AbuseBulkResult,
  type AbuseInfo,
  type AbuseItem,
  type AbuseMarkRequest,
  type AbuseNextRequest,
  type AbuseUndoResult,
} from '@switchboard/domain';
import { iso } from '../chats/rows.js';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { abuseAudit, flaggedItems, pokes } from '../db/schema.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { Announce, ChangeFeed } from '../live/feed.js';
import { pokeChangeEvent } from '../pokes/live.js';
import { writeAudit, type AuditAction } from './audit.js';
import type { Queryable } from '../db/client.js';
import {
  abuseInfoOf,
  anyFree,
  auditStateOf,
  findRow,
  itemsOf,
  pickNext,
  queueRows,
  type FlaggedRow,
  type NextFilter,
} from './repo.js';
import { describeSkips, type PendingSkip } from './skips.js';
import { ABUSE_API_TEXTS } from './texts.js';

export interface AbuseServiceDeps {
  db: Database;
  feed: ChangeFeed;
  clock: () => Date;
  /** How long a claim lasts, ms (`ABUSE_CLAIM_TTL_S`); unset: `ABUSE_CLAIM_EXPIRY_MS`. */
  claimTtlMs?: number;
}

type Patch = Partial<Omit<FlaggedRow, 'id' | 'tenantId' | 'version'>>;

/** The columns of a review state. */
function patchOf(info: AbuseInfo): Patch {
  return {
    status: info.status,
    claimedBy: info.claimedBy,
    claimedAt: info.claimedAt,
    checkedBy: info.checkedBy,
    checkedAt: info.checkedAt,
  };
}

/** A refused transition as the 409 it is (the domain's text). */
function conflictOf(error: unknown): unknown {
  return error instanceof AbuseReviewError ? new ConflictError(error.message) : error;
}

/**
 * The abuse review of flagged messages and pokes (spec §4, issue #13): the queue, next item,
 * claim, unclaim, release, mark, bulk decisions and their undo. Every action is one transaction
 * that locks the item, checks the domain's rule, writes the new state with `version + 1` and its
 * audit entry (who, what, when, before, after), and mirrors a poke's state onto the poke (held
 * while pending or claimed; cancelled when marked abuse). The same transaction announces the
 * change (`ChangeFeed.write`), so every process's live queries hear it exactly when it commits.
 */
export class AbuseReviewService {
  constructor(private readonly deps: AbuseServiceDeps) {}

  get db(): Database {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock();
  }

  /** How long a claim lasts, ms. */
  get claimTtlMs(): number {
    return this.deps.claimTtlMs ?? ABUSE_CLAIM_EXPIRY_MS;
  }

  /** The caller's geos, narrowed to `only` when given (refused outside the geos). */
  localesOf(user: AuthUser, only?: readonly string[]): string[] {
    if (!only) return [...user.geos];
    assertLocalesAllowed(user, only);
    return [...only];
  }

  async queue(user: AuthUser, locale?: string, kind?: 'message' | 'poke'): Promise<AbuseItem[]> {
    const locales = this.localesOf(user, locale ? [locale] : undefined);
    return itemsOf(this.db, await queueRows(this.db, user.tenantId, locales, kind));
  }

  /** An item of the caller's tenant and geos, or 404 / 403. */
  async row(
    user: AuthUser,
    id: string,
    db: Queryable = this.db,
    lock = false,
  ): Promise<FlaggedRow> {
    const row = await findRow(db, user.tenantId, id, lock);
    if (!row) throw new NotFoundError(ABUSE_API_TEXTS.noSuchItem);
    assertLocalesAllowed(user, [row.locale]);
    return row;
  }

  async item(user: AuthUser, id: string): Promise<AbuseItem> {
    const [item] = await itemsOf(this.db, [await this.row(user, id)]);
    if (!item) throw new NotFoundError(ABUSE_API_TEXTS.noSuchItem);
    return item;
  }

  /**
   * The reviewer's next item (spec §4) in one atomic statement (`pickNext`). When it finds none
   * although an item is free, a concurrent reviewer took the candidate between the statement's
   * snapshot and its lock (PostgreSQL then returns nothing rather than the next row): try again.
   */
  async next(user: AuthUser, request: AbuseNextRequest = {}): Promise<AbuseItem | null> {
    const filter: NextFilter = {
      locales: this.localesOf(user, request.locales),
      kind: request.kind,
      skip: request.skip,
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const now = this.now();
      const picked = await this.deps.feed.write(this.db, async (tx, announce) => {
        const pick = await pickNext(tx, user.tenantId, user.uid, filter, now, this.claimTtlMs);
        if (!pick || pick.held) return pick ? { pick, item: null } : null;
        const row = await findRow(tx, user.tenantId, pick.id);
        if (!row) throw new Error('picked item vanished');
        await writeAudit(tx, {
          tenantId: user.tenantId,
          itemId: row.id,
          action: 'next',
          actor: user.uid,
          at: now.toISOString(),
          before: {
            status: pick.prevStatus,
            claimedBy: pick.prevClaimedBy,
            claimedAt: pick.prevClaimedAt ? new Date(pick.prevClaimedAt).toISOString() : null,
          },
          after: auditStateOf(row),
        });
        await this.mirrorPoke(tx, row);
        const [item] = await this.announceItems(tx, announce, [row]);
        return { pick, item: item ?? null };
      });
      if (picked) {
        if (!picked.pick.held) return picked.item;
        const [item] = await itemsOf(this.db, [await this.row(user, picked.pick.id)]);
        return item ?? null;
      }
      if (!(await anyFree(this.db, user.tenantId, filter, now, this.claimTtlMs))) return null;
    }
    return null;
  }

  async claim(user: AuthUser, id: string): Promise<AbuseItem> {
    return this.transition(user, id, 'claim', (row, now) =>
      patchOf(claimAbuseReview(abuseInfoOf(row), user.uid, now, this.claimTtlMs)),
    );
  }

  async unclaim(user: AuthUser, id: string): Promise<AbuseItem> {
    return this.transition(user, id, 'unclaim', (row, now) =>
      patchOf(unclaimAbuseReview(abuseInfoOf(row), user.uid, now)),
    );
  }

  /** An admin ends whoever's claim (the list's "release"): as an unclaim by its holder. */
  async release(user: AuthUser, id: string): Promise<AbuseItem> {
    return this.transition(user, id, 'release', (row, now) => {
      if (!row.claimedBy) throw new ConflictError(ABUSE_API_TEXTS.notClaimed);
      return patchOf(unclaimAbuseReview(abuseInfoOf(row), row.claimedBy, now));
    });
  }

  async mark(user: AuthUser, id: string, request: AbuseMarkRequest): Promise<AbuseItem> {
    const batchId = randomUUID();
    return this.transition(
      user,
      id,
      'mark',
      (row, now) => {
        if (request.version !== undefined && request.version !== row.version) {
          throw new ConflictError(ABUSE_API_TEXTS.changedMeanwhile);
        }
        return {
          ...patchOf(markAbuseReview(abuseInfoOf(row), request.verdict, user.uid, now)),
          reason: request.reason ?? null,
          batchId,
          remediation: request.verdict === 'abuse' && row.kind === 'message' ? 'needed' : null,
        };
      },
      { reason: request.reason ?? null, batchId },
    );
  }

  /**
   * One verdict and one shared reason for a cluster, in one transaction and one decision batch.
   * Every requested item not decided is listed with why (issue #28): held by another reviewer
   * (named), already decided (by whom, which verdict), gone, or outside the caller's geos. Some
   * items left out never refuse the rest: the answer is the batch, never a 409.
   */
  async bulk(user: AuthUser, request: AbuseBulkRequest): Promise<AbuseBulkResult> {
    const batchId = randomUUID();
    const now = this.now();
    const at = now.toISOString();
    const ids = [...new Set(request.ids)].slice(0, ABUSE_BULK_MAX);
    const { decided, skipped } = await this.deps.feed.write(this.db, async (tx, announce) => {
      const rows = await tx
        .select()
        .from(flaggedItems)
        .where(and(eq(flaggedItems.tenantId, user.tenantId), inArray(flaggedItems.id, ids)))
        .orderBy(asc(flaggedItems.id))
        .for('update');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const decided: FlaggedRow[] = [];
      const skips: PendingSkip[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          skips.push({ id, code: 'NOT_FOUND' });
          continue;
        }
        if (!user.geos.includes(row.locale)) {
          skips.push({ id, code: 'NOT_IN_LOCALES', locale: row.locale });
          continue;
        }
        const info = abuseInfoOf(row);
        const refusal = abuseReviewRefusal(info, 'claim', user.uid, now, this.claimTtlMs);
        if (refusal === 'ALREADY_CHECKED') {
          const verdict = isAbuseVerdict(info.status) ? info.status : null;
          skips.push({ id, code: refusal, uid: info.checkedBy, verdict });
          continue;
        }
        if (refusal) {
          const holder = liveAbuseClaimHolder(info, now, this.claimTtlMs);
          skips.push({ id, code: 'CLAIMED_BY_ANOTHER', uid: holder });
          continue;
        }
        const holder = liveAbuseClaimHolder(info, now, this.claimTtlMs);
        const claimed =
          holder === user.uid ? info : claimAbuseReview(info, user.uid, now, this.claimTtlMs);
        const patch: Patch = {
          ...patchOf(markAbuseReview(claimed, request.verdict, user.uid, now)),
          reason: request.reason,
          batchId,
          remediation: request.verdict === 'abuse' && row.kind === 'message' ? 'needed' : null,
        };
        decided.push(
          await this.write(tx, user, row, patch, 'bulk-mark', at, request.reason, batchId),
        );
      }
      return {
        decided: await this.announceItems(tx, announce, decided),
        skipped: await describeSkips(tx, user.tenantId, skips),
      };
    });
    return {
      batchId,
      decided,
      skipped,
      undoUntil: new Date(now.getTime() + ABUSE_UNDO_WINDOW_MS).toISOString(),
    };
  }

  /**
   * Reverts a decision batch (a mark or a bulk decision) of the caller's while it is recent
   * (`ABUSE_UNDO_WINDOW_MS`); an item changed since is left as it is. Undoing a single mark brings
   * the item back as the undoer's one live claim (spec §4: a reviewer with a live claim gets that
   * same item), and releases their other claims (the item the check screen moved on to) back to
   * pending, so colleagues can take it (issue #28). A bulk decision's items go back to pending,
   * claimed by nobody: the undoer held none of them for review.
   */
  async undo(user: AuthUser, batchId: string): Promise<AbuseUndoResult> {
    const now = this.now();
    const at = now.toISOString();
    return this.deps.feed.write(this.db, async (tx, announce) => {
      const entries = await tx
        .select()
        .from(abuseAudit)
        .where(
          and(
            eq(abuseAudit.tenantId, user.tenantId),
            eq(abuseAudit.batchId, batchId),
            inArray(abuseAudit.action, ['mark', 'bulk-mark']),
          ),
        )
        .orderBy(asc(abuseAudit.itemId));
      if (entries.length === 0) throw new NotFoundError(ABUSE_API_TEXTS.noSuchBatch);
      if (entries.some((entry) => entry.actor !== user.uid)) {
        throw new ConflictError(ABUSE_API_TEXTS.notYourBatch);
      }
      const decidedAt = Math.max(...entries.map((entry) => new Date(entry.at).getTime()));
      if (now.getTime() - decidedAt > ABUSE_UNDO_WINDOW_MS) {
        throw new ConflictError(ABUSE_API_TEXTS.undoTooLate);
      }
      const single = entries.length === 1 && entries[0]?.action === 'mark';
      const restored: FlaggedRow[] = [];
      const skipped: string[] = [];
      for (const entry of entries) {
        const row = await findRow(tx, user.tenantId, entry.itemId, true);
        const before = entry.before;
        if (
          !row ||
          !before ||
          row.version !== (entry.after as { version?: number } | null)?.version
        ) {
          skipped.push(entry.itemId);
          continue;
        }
        const undecided: Patch = {
          checkedBy: (before.checkedBy as string | null) ?? null,
          checkedAt: (before.checkedAt as string | null) ?? null,
          reason: (before.reason as string | null) ?? null,
          batchId: (before.batchId as string | null) ?? null,
          remediation: (before.remediation as FlaggedRow['remediation']) ?? null,
        };
        const claim: Patch = single
          ? { status: 'claimed', claimedBy: user.uid, claimedAt: at }
          : { status: 'pending', claimedBy: null, claimedAt: null };
        restored.push(
          await this.write(tx, user, row, { ...undecided, ...claim }, 'undo', at, null, batchId),
        );
      }
      const claimed = single ? restored[0] : undefined;
      const released = claimed ? await this.releaseOthers(tx, user, claimed.id, at, batchId) : [];
      const items = await this.announceItems(tx, announce, [...restored, ...released]);
      const byId = new Map(items.map((item) => [item.id, item]));
      return {
        restored: restored.flatMap((row) => byId.get(row.id) ?? []),
        skipped,
        claimed: (claimed && byId.get(claimed.id)) ?? null,
        released: released.flatMap((row) => byId.get(row.id) ?? []),
      };
    });
  }

  /**
   * Gives back every claim the reviewer holds but `keep`, claimed by nobody, each an unclaim as
   * spec §4 has it ("the status stays claimed, with claimedBy and claimedAt cleared") and audited
   * as one (the one-item rule of spec §4 after an undo).
   */
  private async releaseOthers(
    tx: Queryable,
    user: AuthUser,
    keep: string,
    at: string,
    batchId: string,
  ): Promise<FlaggedRow[]> {
    const held = await tx
      .select()
      .from(flaggedItems)
      .where(
        and(
          eq(flaggedItems.tenantId, user.tenantId),
          eq(flaggedItems.status, 'claimed'),
          eq(flaggedItems.claimedBy, user.uid),
          ne(flaggedItems.id, keep),
        ),
      )
      .orderBy(asc(flaggedItems.id))
      .for('update');
    const released: FlaggedRow[] = [];
    for (const row of held) {
      const patch: Patch = { claimedBy: null, claimedAt: null };
      released.push(await this.write(tx, user, row, patch, 'unclaim', at, null, batchId));
    }
    return released;
  }

  /** Writes a new state of a locked row with its audit entry and the poke's mirror. */
  async write(
    tx: Queryable,
    user: AuthUser,
    row: FlaggedRow,
    patch: Patch,
    action: AuditAction,
    at: string,
    reason: string | null = null,
    batchId: string | null = null,
  ): Promise<FlaggedRow> {
    const [after] = await tx
      .update(flaggedItems)
      .set({ ...patch, version: row.version + 1 })
      .where(eq(flaggedItems.id, row.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await writeAudit(tx, {
      tenantId: user.tenantId,
      itemId: row.id,
      action,
      actor: user.uid,
      at,
      before: auditStateOf(row),
      after: auditStateOf(after),
      reason,
      batchId,
    });
    await this.mirrorPoke(tx, after);
    return after;
  }

  /** One action on one item: lock, check (`decide` throws a refusal), write, audit, announce. */
  private async transition(
    user: AuthUser,
    id: string,
    action: AuditAction,
    decide: (row: FlaggedRow, now: Date) => Patch,
    extra: { reason?: string | null; batchId?: string | null } = {},
  ): Promise<AbuseItem> {
    const now = this.now();
    const [item] = await this.deps.feed
      .write(this.db, async (tx, announce) => {
        const row = await this.row(user, id, tx, true);
        const after = await this.write(
          tx,
          user,
          row,
          decide(row, now),
          action,
          now.toISOString(),
          extra.reason ?? null,
          extra.batchId ?? null,
        );
        return this.announceItems(tx, announce, [after]);
      })
      .catch((error: unknown) => {
        throw conflictOf(error);
      });
    if (!item) throw new NotFoundError(ABUSE_API_TEXTS.noSuchItem);
    return item;
  }

  /**
   * A poke carries its review state (`abuse`): held while pending or claimed, free once safe,
   * cancelled when marked abuse (and scheduled again when that is undone). Only a cancellation the
   * review made is undone: the poke's stored `abuse` keeps `cancelledByReview` (read by nobody
   * else: the poke schema drops it), so a poke its poker cancelled while it waited for review stays
   * cancelled whatever the checker does (it was scheduled again, then sent).
   */
  private async mirrorPoke(tx: Queryable, row: FlaggedRow): Promise<void> {
    if (row.kind !== 'poke') return;
    const [stored] = await tx
      .select({ status: pokes.status, abuse: pokes.abuse })
      .from(pokes)
      .where(and(eq(pokes.tenantId, row.tenantId), eq(pokes.id, row.id)));
    if (!stored) return;
    let status = stored.status;
    let cancelledByReview = stored.abuse?.cancelledByReview === true;
    if (row.status === 'abuse') {
      if (stored.status !== 'cancelled') {
        status = 'cancelled';
        cancelledByReview = true;
      }
    } else if (cancelledByReview) {
      if (stored.status === 'cancelled') status = 'scheduled';
      cancelledByReview = false;
    }
    await tx
      .update(pokes)
      .set({
        // The poke keeps what holds it (or held it): the words and since when.
        abuse: {
          ...abuseInfoOf(row),
          words: row.matchedWords ?? [],
          flaggedAt: iso(row.flaggedAt),
          ...(cancelledByReview ? { cancelledByReview } : {}),
        },
        status,
      })
      .where(and(eq(pokes.tenantId, row.tenantId), eq(pokes.id, row.id)));
  }

  /**
   * Announces items written in `tx` with it (the abuse queue; a poke's own query) and answers
   * them, read in that transaction: what the live queries hear is what it commits.
   */
  async announceItems(
    tx: Queryable,
    announce: Announce,
    rows: readonly FlaggedRow[],
  ): Promise<AbuseItem[]> {
    const items = await itemsOf(tx, rows);
    rows.forEach((row, index) => {
      const item = items[index];
      if (!item) return;
      announce({
        topic: 'abuse-queue',
        tenantId: row.tenantId,
        locale: row.locale,
        change: { kind: 'modified', row: item },
      });
      // The item carries the poke as written: its own live query hears the new abuse state.
      if (item.poke) {
        announce(pokeChangeEvent(row.tenantId, { kind: 'modified', poke: item.poke }));
      }
    });
    return items;
  }
}
