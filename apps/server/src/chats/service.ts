import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  claimablePools,
  mayClaimInPool,
  mayReadChat,
  type Chat,
  type ClaimChatRequest,
  type Message,
  type QueuePool,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { chats } from '../db/schema.js';
import { InputError, NotAllowedError, NotFoundError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import type { ChangeFeed } from '../live/feed.js';
import { chatError } from './errors.js';
import {
  liveClaimOfUser,
  lockOldestWaiting,
  lockOperatorClaims,
  waitingAt,
  type Queryable,
} from './repo.js';
import { chatFromRecord, type ChatRecord } from './rows.js';

/** How often the server looks for claims that ran out (they read as expired at once anyway). */
export const CLAIM_SWEEP_INTERVAL_MS = 2_000;

export interface ChatServiceDeps {
  db: Database;
  feed: ChangeFeed;
  clock: () => Date;
  /** How long a claim lasts, seconds (`CHAT_CLAIM_TTL_S`). */
  claimTtlS: number;
}

/**
 * Chats and their claims (spec §4 "Chat claiming"): every claim is one conditional update inside a
 * transaction that also holds the operator's claim lock, so exactly one claimer wins a chat and an
 * operator never holds two. Every committed change is published on the feed after the commit.
 *
 * The surface other chat code uses: `loadChat`, `toChat`, `publishChat`, `publishMessage`,
 * `assertChatAccess`. Message sending and paging live in `messages.ts`.
 */
export class ChatService {
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(private readonly deps: ChatServiceDeps) {}

  get db(): Database {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock();
  }

  /** A chat of the tenant as stored; 404 when the tenant has no chat with that id. */
  async loadChat(
    tenantId: string,
    chatId: string,
    db: Queryable = this.deps.db,
  ): Promise<ChatRecord> {
    const [row] = await db
      .select()
      .from(chats)
      .where(and(eq(chats.id, chatId), eq(chats.tenantId, tenantId)));
    if (!row) throw new NotFoundError('No such chat.');
    return row;
  }

  /** The domain's reading of a stored chat now (an expired claim reads as none). */
  toChat(record: ChatRecord): Chat {
    return chatFromRecord(record, this.now());
  }

  /**
   * Tells the live queries a chat changed; call it after the write committed. 'modified' carries
   * the whole row: each live query decides what it means to its subscriber (a claim removes the
   * chat from the unclaimed list, for instance).
   */
  publishChat(record: ChatRecord, kind: 'added' | 'modified' = 'modified'): void {
    this.deps.feed.publish({
      topic: 'chats',
      tenantId: record.tenantId,
      locale: record.locale,
      change: { kind, row: this.toChat(record) },
    });
  }

  /** Tells the live queries a message of `chat` was added or changed; after the commit. */
  publishMessage(
    chat: Pick<ChatRecord, 'id' | 'tenantId' | 'locale'>,
    message: Message,
    kind: 'added' | 'modified',
  ): void {
    this.deps.feed.publish({
      topic: 'chat-messages',
      tenantId: chat.tenantId,
      locale: chat.locale,
      chatId: chat.id,
      change: { kind, row: message },
    });
  }

  /**
   * Reading a chat: the operator holding its live claim, or Admin/Manager/AbuseChecker, within
   * their geos (domain `mayReadChat`); 403 otherwise.
   */
  assertChatAccess(user: AuthUser, chat: ChatRecord): void {
    const now = this.now();
    if (!mayReadChat(user, chatFromRecord(chat, now), now)) {
      throw new NotAllowedError(
        'Only the operator holding the claim, or a reviewer, may read this chat.',
      );
    }
  }

  /** `POST /chats/{id}/claim`. */
  async claim(user: AuthUser, chatId: string, request: ClaimChatRequest): Promise<Chat> {
    const record = await this.loadChat(user.tenantId, chatId);
    assertLocalesAllowed(user, [record.locale]);
    assertMayClaimIn(user, request.messagePool);
    assertMayClaimIn(user, record.pool as QueuePool);
    if (record.domain !== null && record.domain !== request.domain) {
      const message = `The chat belongs to domain "${record.domain}".`;
      throw new InputError(`domain: ${message}`, [{ field: 'domain', message }]);
    }
    const { row, changed } = await this.claimLocked(
      user,
      async (tx, now, expiresAt) => {
        const [claimed] = await tx
          .update(chats)
          .set({ claimedBy: user.uid, claimExpiresAt: expiresAt })
          .where(
            and(
              eq(chats.id, record.id),
              eq(chats.tenantId, user.tenantId),
              waitingAt(now),
              inArray(chats.pool, claimablePools(user.roles)),
            ),
          )
          .returning();
        if (!claimed) throw chatError('chat/claimed-by-another');
        return claimed;
      },
      record.id,
    );
    if (changed) this.publishChat(row);
    return this.toChat(row);
  }

  /** `POST /chats/claim-next`: the oldest waiting chat of a pool in some of the caller's locales. */
  async claimNext(
    user: AuthUser,
    pool: QueuePool,
    locales: readonly string[] = user.geos,
  ): Promise<Chat> {
    assertLocalesAllowed(user, locales);
    assertMayClaimIn(user, pool);
    if (locales.length === 0) throw chatError('chat/queue-empty');
    const { row } = await this.claimLocked(user, async (tx, now, expiresAt) => {
      const oldest = await lockOldestWaiting(tx, { tenantId: user.tenantId, locales, pool }, now);
      if (!oldest) throw chatError('chat/queue-empty');
      const [claimed] = await tx
        .update(chats)
        .set({ claimedBy: user.uid, claimExpiresAt: expiresAt })
        .where(eq(chats.id, oldest.id))
        .returning();
      if (!claimed) throw new Error('A row locked for update could not be updated');
      return claimed;
    });
    this.publishChat(row);
    return this.toChat(row);
  }

  /**
   * `POST /chats/{id}/release`: the holder gives the claim back. A claim of the caller's that ran
   * out a moment ago but is not swept yet is given back too: the operator who presses release as
   * the countdown ends gets the chat released, not an error. A claim someone else took since is
   * theirs (409).
   */
  async release(user: AuthUser, chatId: string): Promise<Chat> {
    const record = await this.loadChat(user.tenantId, chatId);
    assertLocalesAllowed(user, [record.locale]);
    const [row] = await this.deps.db
      .update(chats)
      .set({ claimedBy: null, claimExpiresAt: null })
      .where(
        and(
          eq(chats.id, record.id),
          eq(chats.tenantId, user.tenantId),
          eq(chats.claimedBy, user.uid),
        ),
      )
      .returning();
    if (!row) throw chatError('chat/not-claimed');
    this.publishChat(row);
    return this.toChat(row);
  }

  /** `GET /chats/claimed`: the caller's live claim, or null (also when its locale left the geos). */
  async claimedChat(user: AuthUser): Promise<Chat | null> {
    const now = this.now().toISOString();
    const row = await liveClaimOfUser(this.deps.db, user.tenantId, user.uid, now);
    return row && user.geos.includes(row.locale) ? this.toChat(row) : null;
  }

  /**
   * Clears the claims that ran out and publishes the chats, so live lists see them come back to
   * their queues. Safe with several processes: each expired claim is cleared by one of them.
   */
  async sweepExpiredClaims(): Promise<number> {
    const now = this.now().toISOString();
    const rows = await this.deps.db
      .update(chats)
      .set({ claimedBy: null, claimExpiresAt: null })
      .where(and(isNotNull(chats.claimedBy), lte(chats.claimExpiresAt, now)))
      .returning();
    for (const row of rows) this.publishChat(row);
    return rows.length;
  }

  /** Sweeps every `intervalMs` until `stopSweeper`; the timer never keeps the process alive. */
  startSweeper(intervalMs = CLAIM_SWEEP_INTERVAL_MS): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = true;
      this.sweepExpiredClaims()
        .catch((error: unknown) => {
          if (this.sweeper) console.error('Sweeping expired chat claims failed', error);
        })
        .finally(() => {
          this.sweeping = false;
        });
    }, intervalMs);
    this.sweeper.unref();
  }

  stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /**
   * Runs `take` under the operator's claim lock once they are known to hold no other live claim.
   * Claiming the chat one already holds (`sameChatId`) answers that claim unchanged, so a retried
   * request is harmless.
   */
  private async claimLocked(
    user: AuthUser,
    take: (tx: Queryable, now: string, expiresAt: string) => Promise<ChatRecord>,
    sameChatId?: string,
  ): Promise<{ row: ChatRecord; changed: boolean }> {
    const now = this.now();
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + this.deps.claimTtlS * 1000).toISOString();
    return this.deps.db.transaction(async (tx) => {
      await lockOperatorClaims(tx, user.uid);
      const held = await liveClaimOfUser(tx, user.tenantId, user.uid, nowIso);
      if (held && held.id === sameChatId) return { row: held, changed: false };
      if (held) throw chatError('chat/already-claiming');
      return { row: await take(tx, nowIso, expiresAt), changed: true };
    });
  }
}

function assertMayClaimIn(user: AuthUser, pool: QueuePool): void {
  if (!mayClaimInPool(user.roles, pool)) {
    throw new NotAllowedError(`Your roles do not allow claiming chats in the ${pool} pool.`);
  }
}
