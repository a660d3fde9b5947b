import type { LiveConversation } from '@switchboard/domain';
import type { Chat } from '@switchboard/domain';
import { assertLocalesAllowed, assertRole } from '../auth/access.js';
import { defaultLogger } from '../log/logger.js';
import type { FeedChange } from '../live/feed.js';
import type { Broadcast, LiveContext, LiveQueries, LiveSource } from '../live/registry.js';
import { StatisticsService } from './service.js';

/** A burst of claim changes costs one re-read after this long. */
export const LIVE_CONVERSATIONS_DEBOUNCE_MS = 100;

/**
 * `stats.live-conversations {locales}`: the chats claimed right now (live-conversations), one
 * source per tenant and locales however many watch. A change to a chat that is or was claimed
 * re-reads the list (debounced) and sends what changed; a claim running out is seen at the next
 * change or by the sweeper, which publishes the chat it frees.
 */
export function liveConversationsSource(
  params: { locales: string[] },
  tenantId: string,
  ctx: LiveContext,
): LiveSource {
  const stats = new StatisticsService(ctx.db);
  const current = new Map<string, LiveConversation>();
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> = Promise.resolve();

  const read = () =>
    stats.liveConversations({
      tenantId,
      locales: params.locales,
      now: ctx.clock().toISOString(),
    });

  const reread = async (send: Broadcast) => {
    const rows = await read();
    const changes: FeedChange[] = [];
    const seen = new Set(rows.map((row) => row.id));
    for (const id of [...current.keys()]) {
      if (!seen.has(id)) {
        current.delete(id);
        changes.push({ kind: 'removed', id });
      }
    }
    for (const row of rows) {
      const before = current.get(row.id);
      current.set(row.id, row);
      if (!before) changes.push({ kind: 'added', row });
      else if (JSON.stringify(before) !== JSON.stringify(row))
        changes.push({ kind: 'modified', row });
    }
    if (changes.length > 0) send(changes);
  };

  return {
    topics: ['chats'],
    matches: (event) => {
      if (event.locale === undefined || !params.locales.includes(event.locale)) return false;
      if (event.change.kind === 'removed') return current.has(event.change.id);
      const chat = event.change.row as Chat;
      return chat.claimedBy !== null || current.has(chat.id);
    },
    load: async () => {
      current.clear();
      for (const row of await read()) current.set(row.id, row);
    },
    rows: () => [...current.values()],
    apply: (_event, send) => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        reading = reading
          .then(() => reread(send))
          .catch((error: unknown) =>
            (ctx.logger ?? defaultLogger()).error(
              { job: 'live', err: error },
              'Reading live conversations failed',
            ),
          );
      }, LIVE_CONVERSATIONS_DEBOUNCE_MS);
      timer.unref();
    },
    close: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export function registerStatisticsLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('stats.live-conversations', {
    authorize: (user, params) => {
      assertRole(
        user,
        ['Admin', 'Manager', 'AbuseChecker'],
        'Live conversations are for Admin, Manager and AbuseChecker.',
      );
      assertLocalesAllowed(user, params.locales);
    },
    open: (params, user) => liveConversationsSource(params, user.tenantId, ctx),
  });
}
