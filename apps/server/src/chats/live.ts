import { performance } from 'node:perf_hooks';
import {
  chatQueuePool,
  compareUnclaimedChats,
  hasRole,
  holdsLiveClaim,
  isInUnclaimedQueue,
  QUEUE_POOLS,
  selectUnclaimedQueue,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type Chat,
  type QueueCount,
  type QueuePool,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { NotAllowedError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import type { FeedChange, FeedEvent } from '../live/feed.js';
import type { LiveContext, LiveDefinition } from '../live/queries.js';
import { chatChildLive } from './actions/live.js';
import { messagePage } from './messages.js';
import { countWaiting, liveClaimOfUser, waitingChats } from './repo.js';
import { chatFromRecord, iso } from './rows.js';

/**
 * The chat live queries (spec §4 "Chat claiming"). The feed carries each changed chat as a whole
 * row; these definitions keep what their subscriber holds and turn every change into what it
 * means there: a claimed chat is `removed` from the unclaimed list and `added` to its claimer's
 * `chat.claimed`, and queue counts are recounted.
 */

/** Queue counts are recounted this long after the first change, so a burst costs one recount. */
export const QUEUE_COUNTS_LIVE_DEBOUNCE_MS = 100;

type Send = (changes: FeedChange[]) => void;

function chatEventOf(event: FeedEvent, user: AuthUser, locales?: readonly string[]): boolean {
  return (
    event.topic === 'chats' &&
    event.tenantId === user.tenantId &&
    (locales === undefined || (event.locale !== undefined && locales.includes(event.locale)))
  );
}

/** `chats.unclaimed {locales, pool?}`: Admin's queue, oldest first, at most 150 (spec §4, §9). */
export function unclaimedChatsLive(
  params: { locales: string[]; pool?: QueuePool | undefined },
  ctx: LiveContext,
): LiveDefinition {
  const { locales, pool } = params;
  let rows: Chat[] = [];
  /** The last read hit the limit: more chats may wait beyond what the subscriber holds. */
  let full = false;

  const read = async (db: Database, user: AuthUser): Promise<Chat[]> => {
    const now = ctx.clock();
    const records = await waitingChats(
      db,
      { tenantId: user.tenantId, locales, pool },
      now.toISOString(),
    );
    full = records.length >= UNCLAIMED_CHAT_QUERY_LIMIT;
    return selectUnclaimedQueue(
      records.map((record) => chatFromRecord(record, now)),
      now,
    );
  };
  const belongs = (chat: Chat) =>
    isInUnclaimedQueue(chat, ctx.clock()) && (pool === undefined || chatQueuePool(chat) === pool);

  return {
    authorize: (user) => {
      if (!hasRole(user.roles, 'Admin')) {
        throw new NotAllowedError('Only an Admin sees the unclaimed chat list.');
      }
      assertLocalesAllowed(user, locales);
    },
    initial: async (db, user) => {
      rows = await read(db, user);
      return rows;
    },
    matches: (event, user) => chatEventOf(event, user, locales),
    changes: async (event, user, send) => {
      if (event.change.kind === 'removed') {
        const { id } = event.change;
        if (!rows.some((row) => row.id === id)) return;
        rows = rows.filter((row) => row.id !== id);
        send([{ kind: 'removed', id }]);
        return;
      }
      const chat = event.change.row as Chat;
      const held = rows.some((row) => row.id === chat.id);
      if (belongs(chat)) {
        rows = [...rows.filter((row) => row.id !== chat.id), chat].sort(compareUnclaimedChats);
        if (held) return send([{ kind: 'modified', row: chat }]);
        const dropped = rows.length > UNCLAIMED_CHAT_QUERY_LIMIT ? rows.pop() : undefined;
        if (dropped) full = true;
        if (dropped?.id === chat.id) return;
        send([
          { kind: 'added', row: chat },
          ...(dropped ? [{ kind: 'removed' as const, id: dropped.id }] : []),
        ]);
        return;
      }
      if (!held) return;
      if (!full) {
        rows = rows.filter((row) => row.id !== chat.id);
        send([{ kind: 'removed', id: chat.id }]);
        return;
      }
      // A place came free in a full list: the next waiting chat beyond it moves up.
      const before = new Set(rows.map((row) => row.id));
      rows = await read(ctx.db, user);
      const after = new Set(rows.map((row) => row.id));
      send([
        ...[...before]
          .filter((id) => !after.has(id))
          .map((id) => ({ kind: 'removed' as const, id })),
        ...rows
          .filter((row) => !before.has(row.id))
          .map((row) => ({ kind: 'added' as const, row })),
      ]);
    },
  };
}

/** `chat.claimed {}`: the caller's live claim as 0 or 1 row; `removed` on release/expiry/send. */
export function claimedChatLive(ctx: LiveContext): LiveDefinition {
  let heldId: string | null = null;
  return {
    authorize: () => undefined,
    initial: async (db, user) => {
      const now = ctx.clock();
      const found = await liveClaimOfUser(db, user.tenantId, user.uid, now.toISOString());
      const record = found && user.geos.includes(found.locale) ? found : undefined;
      heldId = record?.id ?? null;
      return record ? [chatFromRecord(record, now)] : [];
    },
    matches: (event, user) => chatEventOf(event, user),
    changes: (event, user, send) => {
      const id = event.change.kind === 'removed' ? event.change.id : event.change.row.id;
      const chat = event.change.kind === 'removed' ? null : (event.change.row as Chat);
      if (chat && holdsLiveClaim(user.uid, chat, ctx.clock()) && user.geos.includes(chat.locale)) {
        if (heldId === id) return send([{ kind: 'modified', row: chat }]);
        const previous = heldId;
        heldId = id;
        send([
          ...(previous ? [{ kind: 'removed' as const, id: previous }] : []),
          { kind: 'added', row: chat },
        ]);
      } else if (heldId === id) {
        heldId = null;
        send([{ kind: 'removed', id }]);
      }
    },
  };
}

/**
 * `chat.messages {locale, chatId, pageSize}`: the newest page, then new and changed messages for
 * as long as the subscriber may read the chat (an operator's claim ends when they reply).
 */
export function chatMessagesLive(
  params: { locale: string; chatId: string; pageSize: number },
  ctx: LiveContext,
): LiveDefinition {
  const { chatId, pageSize } = params;
  return chatChildLive(
    params,
    ctx,
    'chat-messages',
    async (_db, user) => (await messagePage(ctx.chats, user, chatId, { limit: pageSize })).data,
  );
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
export function queueCountsLive(params: { locales: string[] }, ctx: LiveContext): LiveDefinition {
  const { locales } = params;
  const current = new Map<string, QueueCountRow>();
  /** Locales changed since the last recount, with the time of their latest change. */
  const dirty = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let recounting: Promise<void> = Promise.resolve();

  const recount = async (tenantId: string, send: Send) => {
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
    authorize: (user) => assertLocalesAllowed(user, locales),
    initial: async (_db, user) => {
      const rows = await countRows(ctx, user.tenantId, locales);
      for (const row of rows) current.set(row.id, row);
      return rows;
    },
    matches: (event, user) => chatEventOf(event, user, locales),
    changes: (event, user, send) => {
      if (event.locale) dirty.set(event.locale, performance.now());
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        recounting = recounting
          .then(() => recount(user.tenantId, send))
          .catch((error: unknown) => console.error('Recounting chat queues failed', error));
      }, QUEUE_COUNTS_LIVE_DEBOUNCE_MS);
      timer.unref();
    },
    close: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
