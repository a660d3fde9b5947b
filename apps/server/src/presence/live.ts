import { type ConnectedOperatorRow } from '@switchboard/domain';
import { assertRole } from '../auth/access.js';
import type { FeedChange } from '../live/feed.js';
import type { LiveQueries, LiveSource } from '../live/registry.js';
import type { Presence } from './presence.js';

const same = (a: ConnectedOperatorRow, b: ConnectedOperatorRow) =>
  a.name === b.name && a.geos === b.geos && a.since === b.since;

/**
 * `operators.connected {}` (Admin, Manager, Developer): the tenant's connected operators, one row
 * per operator and pool. Presence changes on any process arrive as `presence` feed events; each
 * re-reads the connected sockets once for every subscriber of the tenant and sends the difference.
 * Events that queue up while a read runs (a reconnect storm after a restart: one event per
 * operator) are served by one read: only the newest queued event reads.
 */
export function registerConnectedOperatorsLive(
  live: LiveQueries,
  deps: { presence: Presence },
): void {
  live.register('operators.connected', {
    authorize: (user) => {
      assertRole(user, ['Admin', 'Manager', 'Developer']);
    },
    open: (_params, user): LiveSource => {
      let rows = new Map<string, ConnectedOperatorRow>();
      // Events heard (counted as they arrive) and applied (counted in feed order): an event with
      // a later one behind it in the queue leaves the read to that one.
      let heard = 0;
      let applied = 0;
      const read = async () =>
        new Map((await deps.presence.connectedRows(user.tenantId)).map((row) => [row.id, row]));
      return {
        topics: ['presence'],
        matches: () => {
          heard += 1;
          return true;
        },
        load: async () => {
          rows = await read();
        },
        rows: () => [...rows.values()],
        apply: async (_event, send) => {
          applied += 1;
          if (applied < heard) return;
          const next = await read();
          const changes: FeedChange[] = [];
          for (const id of rows.keys()) if (!next.has(id)) changes.push({ kind: 'removed', id });
          for (const [id, row] of next) {
            const before = rows.get(id);
            if (!before) changes.push({ kind: 'added', row });
            else if (!same(before, row)) changes.push({ kind: 'modified', row });
          }
          rows = next;
          if (changes.length > 0) send(changes);
        },
      };
    },
  });
}
