import { describe, expect, it } from 'vitest';
import type { ConnectedOperatorRow } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { FeedChange, FeedEvent } from '../live/feed.js';
import { LiveQueries, type LiveContext } from '../live/registry.js';
import { registerConnectedOperatorsLive } from './live.js';
import type { Presence } from './presence.js';

const row = (uid: string): ConnectedOperatorRow => ({
  id: `SFW:${uid}`,
  uid,
  pool: 'SFW',
  geos: '["nl"]',
  name: uid,
  since: '2026-11-24T10:00:00.000Z',
});

describe('operators.connected source', () => {
  it('serves a backlog of presence events with one read, and still sends every change', async () => {
    const connected: ConnectedOperatorRow[] = [];
    let reads = 0;
    const presence = {
      connectedRows: () => {
        reads += 1;
        return Promise.resolve([...connected]);
      },
    } as unknown as Presence;
    const live = new LiveQueries();
    registerConnectedOperatorsLive(live, { presence });
    const admin = { tenantId: 't', roles: ['Admin'], geos: ['nl'] } as unknown as AuthUser;
    const source = live.get('operators.connected').open({}, admin, {} as LiveContext);
    await source.load();
    expect(reads).toBe(1);

    // Five operators connect while the hub's queue is busy: five events heard, then applied in order.
    const events: FeedEvent[] = [];
    for (const uid of ['a', 'b', 'c', 'd', 'e']) {
      connected.push(row(uid));
      const event = { tenantId: 't', topic: 'presence' } as unknown as FeedEvent;
      expect(source.matches(event)).toBe(true);
      events.push(event);
    }
    const sent: FeedChange[][] = [];
    for (const event of events) await source.apply(event, (changes) => sent.push(changes));
    expect(reads).toBe(2);
    expect(sent.flat().map((c) => (c.kind === 'added' ? c.row.id : c.kind))).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((uid) => `SFW:${uid}`),
    );

    // One more event on its own reads again: the one that leaves.
    connected.shift();
    const leave = { tenantId: 't', topic: 'presence' } as unknown as FeedEvent;
    source.matches(leave);
    await source.apply(leave, (changes) => sent.push(changes));
    expect(reads).toBe(3);
    expect(sent.at(-1)).toEqual([{ kind: 'removed', id: 'SFW:a' }]);
  });
});
