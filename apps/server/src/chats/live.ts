import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import DataLoader from 'dataloader';
import {
  chatQueuePool,
  compareUnclaimedChats,
  holdsLiveClaim,
  isInUnclaimedQueue,
  OPERATOR_SENDER_TYPE,
  QUEUE_POOLS,
  selectUnclaimedQueue,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type Chat,
  type Message,
  type QueueCount,
  type QueuePool,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { assertLocalesAllowed, assertRole } from '../auth/access.js';
import { defaultLogger } from '../log/logger.js';
import type { FeedChange } from '../live/feed.js';
import type { Broadcast, LiveContext, LiveQueries, LiveSource } from '../live/registry.js';
import { diffRows } from '../live/hub.js';
import { chatChildLive } from './actions/live.js';
import { messagePage } from './messages.js';
import { countWaiting, liveClaimOfUser, liveClaimsOfUsers, waitingChats } from './repo/queue.js';
import { chatFromRecord, iso, type ChatRecord } from './rows.js';
import type { ChatService } from './service.js';

/**
 * The chat live queries (spec §4 "Chat claiming"). The feed carries each changed chat as a whole
 * row; each shared source keeps what its subscribers hold and turns every change into what it
 * means there: a claimed chat is `removed` from the unclaimed list and `added` to its claimer's
 * `chat.claimed`, and queue counts are recounted.
 */

/**
 * `chats.unclaimed {locales, pool?}`: Admin's queue, oldest first, at most 150 (spec §4, §9).
 *
 * Kept current without a read on every claim (Meteor's oplog driver with a limit): the source
 * reads twice the limit, publishes the first 150 and keeps the rest as a buffer. A chat that
 * leaves the list is replaced by the head of the buffer at once; only when the buffer runs dry
 * while more chats may wait beyond it is the query read again, once for every subscriber, after
 * the removal went out.
 */
export function unclaimedChatsSource(
  params: { locales: string[]; pool?: QueuePool | undefined },
  tenantId: string,
  ctx: LiveContext,
  limit: number = UNCLAIMED_CHAT_QUERY_LIMIT,
): LiveSource {
  const { locales, pool } = params;
  const capacity = 2 * limit;
  /** Published rows first, then the buffer: the oldest waiting chats, sorted, at most capacity. */
  let known: Chat[] = [];
  /** Every waiting chat is in `known` (the last read found fewer than it asked for). */
  let complete = false;

  const read = async (): Promise<Chat[]> => {
    const now = ctx.clock();
    const filter = { tenantId, locales, pool };
    const records = await waitingChats(ctx.db, filter, now.toISOString(), capacity);
    complete = records.length < capacity;
    return selectUnclaimedQueue(
      records.map((record) => chatFromRecord(record, now)),
      now,
      capacity,
    );
  };
  const belongs = (chat: Chat) =>
    locales.includes(chat.locale) &&
    isInUnclaimedQueue(chat, ctx.clock()) &&
    (pool === undefined || chatQueuePool(chat) === pool);
  const published = () => known.slice(0, limit);

  return {
    topics: ['chats'],
    matches: (event) => event.locale !== undefined && locales.includes(event.locale),
    load: async () => {
      known = await read();
    },
    rows: published,
    apply: async (event, send) => {
      const before = published();
      const id = event.change.kind === 'removed' ? event.change.id : event.change.row.id;
      const chat = event.change.kind === 'removed' ? null : (event.change.row as Chat);
      const at = known.findIndex((row) => row.id === id);
      if (at >= 0) known.splice(at, 1);
      if (chat && belongs(chat)) {
        const last = known[known.length - 1];
        // Beyond what is known other waiting chats may sort before it: a later read brings it.
        if (complete || (last !== undefined && compareUnclaimedChats(chat, last) < 0)) {
          known.push(chat);
          known.sort(compareUnclaimedChats);
          if (known.length > capacity) {
            known.pop();
            complete = false;
          }
        }
      }
      send(diffRows(before, published()));
      // The buffer ran dry while more chats may wait: read again.
      if (!complete && known.length <= limit) {
        const shown = published();
        known = await read();
        send(diffRows(shown, published()));
      }
    },
  };
}

/** Reads the live claim of a user of a tenant (`liveClaimOfUser`, or a batch of them). */
export type ClaimRead = (tenantId: string, uid: string) => Promise<ChatRecord | undefined>;

/**
 * The live claims asked for in one turn of the event loop, read in one statement per tenant:
 * `chat.claimed` is one source per operator, so a restart's 2,000 lobbies would otherwise read
 * 2,000 times (issue #30). Dispatched in the loop's check phase, after the turn's subscriptions
 * have asked; nothing is kept (each source keeps its own row, current by the feed).
 */
export function batchedClaimReads(ctx: LiveContext): ClaimRead {
  const loader = new DataLoader<string, ChatRecord | undefined>(
    async (keys) => {
      const now = ctx.clock().toISOString();
      const byTenant = new Map<string, string[]>();
      for (const key of keys) {
        const [tenantId = '', uid = ''] = key.split('\n');
        byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), uid]);
      }
      const found = new Map<string, ChatRecord>();
      for (const [tenantId, uids] of byTenant) {
        for (const [uid, record] of await liveClaimsOfUsers(ctx.db, tenantId, uids, now)) {
          found.set(`${tenantId}\n${uid}`, record);
        }
      }
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (tenantId, uid) => loader.load(`${tenantId}\n${uid}`);
}

/** `chat.claimed {}`: the caller's live claim as 0 or 1 row; `removed` on release/expiry/send. */
export function claimedChatSource(
  user: AuthUser,
  ctx: LiveContext,
  readClaim: ClaimRead = (tenantId, uid) =>
    liveClaimOfUser(ctx.db, tenantId, uid, ctx.clock().toISOString()),
): LiveSource {
  let held: Chat | null = null;
  let loaded = false;
  return {
    topics: ['chats'],
    // Only the user's own claims and the chat they hold: with 2,000 operators connected, each
    // claim wakes one source, not 2,000.
    matches: (event) => {
      // Until the first read is in, anything may concern it (it is applied after the read).
      if (!loaded) return true;
      if (event.change.kind === 'removed') return held?.id === event.change.id;
      const chat = event.change.row as Chat;
      return chat.claimedBy === user.uid || held?.id === chat.id;
    },
    load: async () => {
      const found = await readClaim(user.tenantId, user.uid);
      const now = ctx.clock();
      held = found && user.geos.includes(found.locale) ? chatFromRecord(found, now) : null;
      loaded = true;
    },
    rows: () => (held ? [held] : []),
    apply: (event, send) => {
      const id = event.change.kind === 'removed' ? event.change.id : event.change.row.id;
      const chat = event.change.kind === 'removed' ? null : (event.change.row as Chat);
      if (chat && holdsLiveClaim(user.uid, chat, ctx.clock()) && user.geos.includes(chat.locale)) {
        const previous = held;
        // The event of a write the read already saw, heard after it (the claim's own event,
        // when the subscription's first read came first): nothing changed for the subscriber.
        if (previous?.id === id && isDeepStrictEqual(previous, chat)) return;
        held = chat;
        if (previous?.id === id) return send([{ kind: 'modified', row: chat }]);
        send([
          ...(previous ? [{ kind: 'removed' as const, id: previous.id }] : []),
          { kind: 'added', row: chat },
        ]);
      } else if (held?.id === id) {
        held = null;
        send([{ kind: 'removed', id }]);
      }
    },
  };
}

type QueueCountRow = QueueCount & { id: string };

/** Recounts shared by every subscriber: one query per locale however many watch it. */
const recounts = new WeakMap<
  Database,
  Map<string, { startedAt: number; rows: Promise<QueueCountRow[]> }>
>();

async function countRows(
  ctx: LiveContext,
  tenantId: string,
  locales: readonly string[],
): Promise<QueueCountRow[]> {
  const found = await countWaiting(ctx.db, tenantId, locales, ctx.clock().toISOString());
  return locales.flatMap((locale) =>
    QUEUE_POOLS.map((pool) => {
      const hit = found.find((row) => row.locale === locale && row.pool === pool);
      return {
        id: `${locale}:${pool}`,
        locale,
        pool,
        count: hit?.count ?? 0,
        oldestMessageAt: iso(hit?.oldest),
      };
    }),
  );
}

/** The counts of one locale as of a recount started at or after `since` (a performance time). */
function recountSince(
  ctx: LiveContext,
  tenantId: string,
  locale: string,
  since: number,
): Promise<QueueCountRow[]> {
  let byKey = recounts.get(ctx.db);
  if (!byKey) {
    byKey = new Map<string, { startedAt: number; rows: Promise<QueueCountRow[]> }>();
    recounts.set(ctx.db, byKey);
  }
  const key = `${tenantId}\n${locale}`;
  const cached = byKey.get(key);
  if (cached && cached.startedAt >= since) return cached.rows;
  const entry = { startedAt: performance.now(), rows: countRows(ctx, tenantId, [locale]) };
  byKey.set(key, entry);
  entry.rows.catch(() => byKey.delete(key));
  return entry.rows;
}

/** `queues.counts {locales}`: every locale × pool (0 included), `modified` when a count changes. */
export function queueCountsSource(
  params: { locales: string[] },
  tenantId: string,
  ctx: LiveContext,
): LiveSource {
  const { locales } = params;
  const current = new Map<string, QueueCountRow>();
  /** Locales changed since the last recount, with the time of their latest change. */
  const dirty = new Map<string, number>();
  /** A recount is queued and has not started: a change meanwhile is counted by it. */
  let queued = false;
  let recounting: Promise<void> = Promise.resolve();

  const recount = async (send: Broadcast) => {
    const due = [...dirty];
    dirty.clear();
    const changes: FeedChange[] = [];
    for (const [locale, since] of due) {
      for (const row of await recountSince(ctx, tenantId, locale, since)) {
        const before = current.get(row.id);
        if (before?.count === row.count && before.oldestMessageAt === row.oldestMessageAt) continue;
        current.set(row.id, row);
        changes.push({ kind: 'modified', row });
      }
    }
    send(changes);
  };

  return {
    topics: ['chats'],
    matches: (event) => event.locale !== undefined && locales.includes(event.locale),
    load: async () => {
      const rows = await countRows(ctx, tenantId, locales);
      current.clear();
      for (const row of rows) current.set(row.id, row);
    },
    rows: () => [...current.values()],
    // A change is recounted at once (a bare broadcast's latency plus one count query; a wait
    // before it, to merge a burst, cost every lobby 100 ms per change, #30); the changes that
    // come while a recount runs are merged into the one queued behind it, so a burst still costs
    // two recounts, not one per change.
    apply: (event, send) => {
      if (event.locale) dirty.set(event.locale, performance.now());
      if (queued) return;
      queued = true;
      recounting = recounting
        .then(() => {
          queued = false;
          return recount(send);
        })
        .catch((error: unknown) =>
          (ctx.logger ?? defaultLogger()).error(
            { job: 'live', err: error },
            'Recounting chat queues failed',
          ),
        );
    },
  };
}

/** Registers the chat live queries (spec §4 "Chat claiming") with the server. */
export function registerChatLive(
  live: LiveQueries,
  ctx: LiveContext & { chats: ChatService },
): void {
  const readClaim = batchedClaimReads(ctx);
  live.register('queues.counts', {
    authorize: (user, params) => assertLocalesAllowed(user, params.locales),
    open: (params, user) => queueCountsSource(params, user.tenantId, ctx),
  });
  live.register('chats.unclaimed', {
    authorize: (user, params) => {
      assertRole(user, 'Admin', 'Only an Admin sees the unclaimed chat list.');
      assertLocalesAllowed(user, params.locales);
    },
    open: (params, user) => unclaimedChatsSource(params, user.tenantId, ctx),
  });
  live.register('chat.claimed', {
    authorize: () => undefined,
    // One per user, and a new one when their geos change.
    audience: (user) => `${user.uid}\n${user.geos.join(',')}`,
    open: (_params, user) => claimedChatSource(user, ctx, readClaim),
  });
  // `chat.messages {locale, chatId, pageSize}`: the newest page, then new and changed messages
  // for as long as the subscriber may read the chat (an operator's claim ends when they reply).
  live.register(
    'chat.messages',
    chatChildLive(
      ctx,
      'chat-messages',
      async (params: { locale: string; chatId: string; pageSize: number }, user) =>
        (await messagePage(ctx.chats, user, params.chatId, { limit: params.pageSize })).data,
      {
        writer: (row) => {
          const message = row as Message;
          return message.senderType === OPERATOR_SENDER_TYPE ? message.senderId : null;
        },
      },
    ),
  );
}
