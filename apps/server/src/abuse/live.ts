import { isAbuseVerdict, type AbuseItem, ABUSE_REVIEWER_ROLES } from '@switchboard/domain';
import { assertRole } from '../auth/access.js';
import type { FeedRow } from '../live/feed.js';
import type { LiveContext, LiveQueries, LiveSource } from '../live/registry.js';
import { itemsOf, queueRows } from './repo.js';

/**
 * `abuse.queue`: the pending and claimed items of the subscriber's geos, oldest first (the
 * check screen and the admin list). Subscribers with the same geos share one source (the
 * audience is the sorted geos): an item flagged or reviewed is one event, applied once and sent
 * once to all of them. A decided item leaves the queue (`removed`).
 */
export function registerAbuseLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('abuse.queue', {
    authorize: (user) => {
      assertRole(user, ABUSE_REVIEWER_ROLES);
    },
    audience: (user) => [...user.geos].sort().join(','),
    open: (_params, user): LiveSource => {
      const geos = new Set(user.geos);
      let rows = new Map<string, FeedRow>();
      return {
        topics: ['abuse-queue'],
        matches: (event) => event.locale !== undefined && geos.has(event.locale),
        load: async () => {
          const items = await itemsOf(ctx.db, await queueRows(ctx.db, user.tenantId, [...geos]));
          rows = new Map(items.map((item) => [item.id, item]));
        },
        rows: () => [...rows.values()],
        apply: (event, send) => {
          const change = event.change;
          if (change.kind === 'removed' || isAbuseVerdict((change.row as AbuseItem).abuse.status)) {
            const id = change.kind === 'removed' ? change.id : change.row.id;
            if (rows.delete(id)) send([{ kind: 'removed', id }]);
            return;
          }
          const known = rows.has(change.row.id);
          rows.set(change.row.id, change.row);
          send([{ kind: known ? 'modified' : 'added', row: change.row }]);
        },
      };
    },
  });
}
