import { and, eq, inArray } from 'drizzle-orm';
import {
  claimablePools,
  isInUnclaimedQueue,
  mayClaimInPool,
  mayReadChat,
  type Chat,
  type ChatErrorCode,
  type ClaimChatRequest,
  type Message,
  type QueuePool,
} from '@switchboard/domain';
import type { AuthState, AuthUser } from '../auth/service.js';
import type { VerifiedIdToken } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { chats } from '../db/schema.js';
import { ApiError, InputError, NotAllowedError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { ChangeFeed, FeedEvent } from '../live/feed.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import type { ClaimMetrics } from '../metrics/metrics.js';
import { ClaimBatcher } from './claim-batch.js';
import { chatError } from './errors.js';
import { clearExpiredClaims } from './repo/sweeper.js';
import {
  chatWithLiveClaimOf,
  isWholeChat,
  type ClaimOutcome,
  claimOldestWaiting,
  isOneClaimViolation,
  nextClaimObstacles,
  type Claimer,
} from './repo/claims.js';
import { liveClaimOfUser } from './repo/queue.js';
import { type Queryable } from '../db/client.js';
import { isTransientConflict } from '../db/errors.js';
import { chatFromRecord, hasLiveClaim, type ChatRecord } from './rows.js';

/** How often the server looks for claims that ran out (they read as expired at once anyway). */
export const CLAIM_SWEEP_INTERVAL_MS = 2_000;

export interface ChatServiceDeps {
  db: Database;
  feed: ChangeFeed;
  clock: () => Date;
  /** How long a claim lasts, seconds (`CHAT_CLAIM_TTL_S`). */
  claimTtlS: number;
  /** The sweeper's log (`job: 'sweeper'`). */
  logger?: Logger;
  /** Counts claims by outcome (when metrics are on). */
  metrics?: ClaimMetrics;
}

/**
 * Chats and their claims (spec §4 "Chat claiming"): every claim is one conditional update, so
 * exactly one claimer wins a chat, and the one-claim index keeps an operator from holding two
 * (`claimChat` in repo.ts). A chat row announces every change itself, from its write's
 * transaction (the table's trigger); messages are announced by their writes (`messageEvent`).
 *
 * The surface other chat code uses: `loadChat`, `toChat`, `chatEvent`, `messageEvent`,
 * `assertChatAccess`. Message sending and paging live in `messages.ts`.
 */
export class ChatService {
  private sweeper: NodeJS.Timeout | null = null;
  /** The timed sweep running now, if one is: `stopSweeper` waits for it. */
  private sweepRun: Promise<void> | null = null;
  /** Claims by chat id go through it: those arriving together share a statement. */
  private readonly claims: ClaimBatcher;

  constructor(private readonly deps: ChatServiceDeps) {
    this.claims = new ClaimBatcher(deps.db);
    // Every write to a chat row announces it from its transaction (the chats table's trigger,
    // migration 0023); each process reads the chats it hears of, one statement per burst.
    deps.feed.resolveReferences('chats', async (references) => {
      const ids = references.map((reference) => reference.ref.id);
      const rows = await this.deps.db.select().from(chats).where(inArray(chats.id, ids));
      return rows.map((row) => this.chatEvent(row));
    });
  }

  get db(): Database {
    return this.deps.db;
  }

  get feed(): ChangeFeed {
    return this.deps.feed;
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
   * The feed event of a chat that changed, to announce in the write's transaction. 'modified'
   * carries the whole row: each live query decides what it means to its subscriber (a claim
   * removes the chat from the unclaimed list, for instance).
   */
  chatEvent(
    record: ChatRecord,
    kind: 'added' | 'modified' = 'modified',
    /** The record's reading now, when the caller has made it already (`toChat`). */
    chat: Chat = this.toChat(record),
  ): FeedEvent {
    return {
      topic: 'chats',
      tenantId: record.tenantId,
      locale: record.locale,
      change: { kind, row: chat },
    };
  }

  /** The feed event of a message of `chat` added or changed, to announce with its write. */
  messageEvent(
    chat: Pick<ChatRecord, 'id' | 'tenantId' | 'locale'>,
    message: Message,
    kind: 'added' | 'modified',
  ): FeedEvent {
    return {
      topic: 'chat-messages',
      tenantId: chat.tenantId,
      locale: chat.locale,
      chatId: chat.id,
      change: { kind, row: message },
    };
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

  /**
   * `POST /chats/{id}/claim`: one conditional update does every check and the claim. Only when it
   * takes no row does one more read find out why, and answer as the checks always have: 404,
   * 403 locale, 403 pool, 400 domain, the caller's own claim of this chat (unchanged), 409
   * already-claiming, 409 claimed-by-another.
   */
  async claim(
    user: Claimant,
    chatId: string,
    request: ClaimChatRequest,
    /** What a first claim statement already found (`claimAuthenticating`): not run again. */
    first?: { outcome: ClaimOutcome | undefined },
  ): Promise<Chat> {
    return this.counted('by-id', this.claimOnce(user, chatId, request, first));
  }

  private async claimOnce(
    user: Claimant,
    chatId: string,
    request: ClaimChatRequest,
    first?: { outcome: ClaimOutcome | undefined },
  ): Promise<Chat> {
    // The claim statement also reads the chat; when it took no row, `explain` answers from that.
    let outcome: ClaimOutcome | undefined;
    let seeded = first;
    const row = await this.attemptClaims(user, {
      take: async (claimer, now, expiresAt) => {
        if (seeded) {
          outcome = seeded.outcome;
          seeded = undefined;
          return wonChat(outcome);
        }
        outcome = undefined;
        // A request pool the roles do not grant only reads, which refuses it in its place among
        // the checks.
        const attempt = mayClaimInPool(user.roles, request.messagePool);
        const target = { chatId, domain: request.domain };
        ({ outcome } = await this.claims.claim({ claimer, target, now, expiresAt, attempt }));
        return wonChat(outcome);
      },
      explain: async (now) => {
        const found =
          outcome ??
          (await chatWithLiveClaimOf(this.deps.db, user.tenantId, chatId, user.uid, now));
        outcome = undefined;
        if (!found) throw new NotFoundError('No such chat.');
        const { chat: record, heldId } = found;
        assertLocalesAllowed(user, [record.locale]);
        assertMayClaimIn(user, request.messagePool);
        assertMayClaimIn(user, record.pool as QueuePool);
        if (record.domain !== null && record.domain !== request.domain) {
          const message = `The chat belongs to domain "${record.domain}".`;
          throw new InputError(`domain: ${message}`, [{ field: 'domain', message }]);
        }
        // Claiming the chat one already holds answers that claim unchanged: a retried request is
        // harmless. (A statement answers the whole chat then; were it not so, read it again.)
        if (heldId === record.id) return isWholeChat(record) ? record : 'retry';
        if (heldId !== null) throw chatError('chat/already-claiming');
        // Someone else's live claim (nine in ten lost races) answers at once. Otherwise still
        // waiting and nothing held: the update lost a race that is over now (the caller's other
        // claim was given back meanwhile, or the other claim ran out since); worth another try.
        const at = this.now();
        if (hasLiveClaim(record, at)) throw chatError('chat/claimed-by-another');
        if (!isWholeChat(record) || isInUnclaimedQueue(chatFromRecord(record, at), at)) {
          return 'retry';
        }
        throw chatError('chat/claimed-by-another');
      },
      exhausted: 'chat/claimed-by-another',
    });
    return this.toChat(row);
  }

  /**
   * `POST /chats/{id}/claim` for a caller known by a verified ID token whose user read the auth
   * cache does not have: the claim statement checks the user too (repo `claimAuthenticating`,
   * `claimBatch`), so the claim takes one round trip to the database. When the database has the
   * user as the token says (tenant, roles, geos, enabled, session not revoked), the claim stands
   * and the caller is the token's user (`confirm` runs the route's checks on it). Otherwise
   * `authenticate` turns the statement's read of the user into the 401/403 authentication would
   * answer, or into the user as they are now, who claims again as `claim` does. A statement that
   * fails on a race (the one-claim index, a deadlock) is left to `claim` as well, after
   * `authenticateAfresh`.
   */
  async claimAuthenticating(
    token: Claimant,
    chatId: string,
    request: ClaimChatRequest,
    callbacks: {
      confirm: (token: Claimant) => Claimant;
      authenticate: (state: AuthState | null) => AuthUser;
      authenticateAfresh: () => Promise<AuthUser>;
    },
  ): Promise<{ user: Claimant; chat: Chat }> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.deps.claimTtlS * 1000).toISOString();
    const claimer: Claimer = {
      tenantId: token.tenantId,
      uid: token.uid,
      locales: token.geos,
      pools: claimablePools(token.roles),
    };
    const found = this.claims.claim({
      claimer,
      token,
      target: { chatId, domain: request.domain },
      now: now.toISOString(),
      expiresAt,
      attempt: mayClaimInPool(token.roles, request.messagePool),
    });
    let result: Awaited<typeof found>;
    try {
      result = await found;
    } catch (error) {
      if (!isOneClaimViolation(error) && !isTransientConflict(error)) throw error;
      const user = await callbacks.authenticateAfresh();
      return { user, chat: await this.claim(user, chatId, request) };
    }
    if (!result.authorized) {
      const user = callbacks.authenticate(result.state);
      return { user, chat: await this.claim(user, chatId, request) };
    }
    const user = callbacks.confirm(token);
    return { user, chat: await this.claim(user, chatId, request, { outcome: result.outcome }) };
  }

  /** `POST /chats/claim-next`: the oldest waiting chat of a pool in some of the caller's locales. */
  async claimNext(
    user: AuthUser,
    pool: QueuePool,
    locales: readonly string[] = user.geos,
  ): Promise<Chat> {
    return this.counted('next', this.claimNextOnce(user, pool, locales));
  }

  /** A claim's answer as it was, counted by outcome: `claimed`, or the error's code. */
  private async counted(kind: 'by-id' | 'next', claim: Promise<Chat>): Promise<Chat> {
    const metrics = this.deps.metrics;
    if (!metrics) return claim;
    try {
      const chat = await claim;
      metrics.claimed(kind, 'claimed');
      return chat;
    } catch (error) {
      metrics.claimed(kind, error instanceof ApiError ? error.code : 'error');
      throw error;
    }
  }

  private async claimNextOnce(
    user: AuthUser,
    pool: QueuePool,
    locales: readonly string[],
  ): Promise<Chat> {
    assertLocalesAllowed(user, locales);
    assertMayClaimIn(user, pool);
    if (locales.length === 0) throw chatError('chat/queue-empty');
    const filter = { tenantId: user.tenantId, locales, pool };
    const row = await this.attemptClaims(user, {
      take: (claimer, now, expiresAt) =>
        claimOldestWaiting(this.deps.db, claimer, filter, now, expiresAt),
      explain: async (now) => {
        const { holding, waiting } = await nextClaimObstacles(this.deps.db, user, filter, now);
        if (holding) throw chatError('chat/already-claiming');
        if (!waiting) throw chatError('chat/queue-empty');
        // Chats wait and nothing is held: the update lost a race that is over now (the caller's
        // claim ran out and was swept meanwhile, or the chats were all being taken); try again.
        return 'retry';
      },
      exhausted: 'chat/queue-empty',
    });
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
    return this.toChat(row);
  }

  /** `GET /chats/claimed`: the caller's live claim, or null (also when its locale left the geos). */
  async claimedChat(user: AuthUser): Promise<Chat | null> {
    const now = this.now().toISOString();
    const row = await liveClaimOfUser(this.deps.db, user.tenantId, user.uid, now);
    return row && user.geos.includes(row.locale) ? this.toChat(row) : null;
  }

  /**
   * Clears the claims that ran out (their chats announce themselves: live lists see them come
   * back to their queues). Safe with several processes: each expired claim is cleared by one.
   */
  async sweepExpiredClaims(): Promise<number> {
    const rows = await clearExpiredClaims(this.deps.db, this.now().toISOString());
    return rows.length;
  }

  /** Sweeps every `intervalMs` until `stopSweeper`; the timer never keeps the process alive. */
  startSweeper(intervalMs = CLAIM_SWEEP_INTERVAL_MS): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      if (this.sweepRun) return;
      const log = (this.deps.logger ?? defaultLogger()).child({ job: 'sweeper' });
      const started = performance.now();
      this.sweepRun = this.sweepExpiredClaims()
        .then((released) => {
          const ms = Math.round(performance.now() - started);
          if (released > 0) log.info({ released, ms }, 'Released expired chat claims');
        })
        .catch((error: unknown) => {
          if (this.sweeper) log.error({ err: error }, 'Sweeping expired chat claims failed');
        })
        .finally(() => {
          this.sweepRun = null;
        });
    }, intervalMs);
    this.sweeper.unref();
  }

  /**
   * Stops the timed sweeps; resolves once a sweep already running has ended, so none touches the
   * database after this (a closing server's, or a test's that wants no sweep but its own).
   */
  async stopSweeper(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.sweepRun;
  }

  /**
   * Runs a claim statement (`take`) until it takes a row, at most `CLAIM_ATTEMPTS` times. When it
   * takes none, `explain` reads why and throws the error to answer, returns the chat the caller
   * already holds (answered unchanged), or 'retry'. When the one-claim index refuses the claim,
   * the caller's claims that ran out but are not swept yet are given back (they still count
   * there) and the claim is tried again; if there were none, a parallel claim of theirs has just
   * won, and `explain` says so.
   */
  private async attemptClaims(
    user: Claimant,
    claim: {
      take: (claimer: Claimer, now: string, expiresAt: string) => Promise<ChatRecord | undefined>;
      explain: (now: string) => Promise<ChatRecord | 'retry'>;
      exhausted: ChatErrorCode;
    },
  ): Promise<ChatRecord> {
    const claimer: Claimer = {
      tenantId: user.tenantId,
      uid: user.uid,
      locales: user.geos,
      pools: claimablePools(user.roles),
    };
    for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
      const now = this.now();
      const nowIso = now.toISOString();
      const expiresAt = new Date(now.getTime() + this.deps.claimTtlS * 1000).toISOString();
      let row: ChatRecord | undefined;
      try {
        row = await claim.take(claimer, nowIso, expiresAt);
      } catch (error) {
        if (isTransientConflict(error)) continue;
        if (!isOneClaimViolation(error)) throw error;
        const cleared = await clearExpiredClaims(this.deps.db, nowIso, claimer);
        if (cleared.length > 0) continue;
      }
      if (row) return row;
      const answer = await claim.explain(nowIso);
      if (answer !== 'retry') return answer;
    }
    throw chatError(claim.exhausted);
  }
}

/**
 * Who claims: a user as their ID token describes them, checked against the database (an
 * `AuthUser` without the row, which a claim never needs).
 */
export type Claimant = VerifiedIdToken;

/** The chat a claim statement took, or undefined (a claim that won has the whole chat). */
function wonChat(outcome: ClaimOutcome | undefined): ChatRecord | undefined {
  return outcome?.won && isWholeChat(outcome.chat) ? outcome.chat : undefined;
}

/** How often one claim request tries before it gives up on races it keeps losing. */
const CLAIM_ATTEMPTS = 3;

function assertMayClaimIn(user: Claimant, pool: QueuePool): void {
  if (!mayClaimInPool(user.roles, pool)) {
    throw new NotAllowedError(`Your roles do not allow claiming chats in the ${pool} pool.`);
  }
}
