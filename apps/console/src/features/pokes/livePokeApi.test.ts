import { describe, expect, it } from 'vitest';
import { pokeSendProgress } from '@switchboard/domain';
import { testStore } from '../../test/fakes';
import { livePokeApi } from './livePokeApi';

const poke = (reached: number, status: string) => ({
  id: 'p1',
  agent: { id: 'demo-admin', name: 'Ada' },
  createdAt: '2026-01-15T12:00:00.000Z',
  domain: 'flirt-nl.demo.test',
  domains: ['flirt-nl.demo.test'],
  locale: 'nl',
  origin: { type: 'legacy' },
  scheduled: '2026-01-15T12:00:00.000Z',
  filters: {},
  message: { content: 'Hoi', messageLength: 3 },
  profile: { id: 'ep-1', name: 'Eva', uuid: 'ep-1-uuid' },
  targets: {
    estimate: 10,
    targetsPerDomain: [{ site: 'flirt-nl.demo.test', estimate: 10, reached }],
  },
  status,
});

type Listener = { onBatch: (batch: { changes: unknown[] }) => void };

describe('the live poke query', () => {
  it('subscribes to `poke {locale, pokeId}` and follows the send as batches report it', async () => {
    const { store, portal } = testStore(() => ({ status: 500 }));
    const params = { locale: 'nl', pokeId: 'p1' };
    const entry = store.dispatch(livePokeApi.endpoints.livePoke.initiate(params));
    await entry;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(portal.subscribe).toHaveBeenCalledTimes(1);
    const [query, listener] = portal.subscribe.mock.calls[0] as unknown as [unknown, Listener];
    expect(query).toEqual({ query: 'poke', params });
    listener.onBatch({ changes: [{ kind: 'added', row: poke(0, 'in_progress') }] });
    listener.onBatch({ changes: [{ kind: 'modified', row: poke(4, 'in_progress') }] });
    const read = () => livePokeApi.endpoints.livePoke.select(params)(store.getState()).data ?? [];
    expect(pokeSendProgress(read()[0] ?? {})).toMatchObject({
      reached: 4,
      percent: 40,
      running: true,
    });
    listener.onBatch({ changes: [{ kind: 'modified', row: poke(10, 'done') }] });
    expect(pokeSendProgress(read()[0] ?? {})).toMatchObject({ percent: 100, running: false });
    // A row that breaks the schema is dropped, not shown.
    listener.onBatch({ changes: [{ kind: 'added', row: { id: 'broken' } }] });
    expect(read().map((row) => row.id)).toEqual(['p1']);
    entry.unsubscribe();
  });
});
