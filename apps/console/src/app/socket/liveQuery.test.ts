import { describe, expect, it, vi } from 'vitest';
import type { LiveChangeBatch } from '@switchboard/domain';
import type { LiveListener } from './LivePortal';
import { keepListLive } from './liveQuery';

interface Row {
  id: string;
  n: number;
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  let rows: Row[] = [];
  let listener: LiveListener | null = null;
  const unsubscribe = vi.fn();
  const portal = {
    subscribe: vi.fn((_query: unknown, l: LiveListener) => {
      listener = l;
      return unsubscribe;
    }),
  };
  const loaded = deferred();
  const removed = deferred();
  const done = keepListLive<Row>(
    { query: 'system-notification', params: {} },
    {
      cacheDataLoaded: loaded.promise,
      cacheEntryRemoved: removed.promise,
      updateCachedData: (recipe) => {
        const next = recipe(rows);
        if (next) rows = next;
      },
      extra: { portal },
    },
    {
      parseRow: (row) => {
        const { id, n } = row as Partial<Row>;
        return typeof id === 'string' && typeof n === 'number' ? { id, n } : null;
      },
      compare: (a, b) => a.n - b.n,
    },
  );
  const send = (changes: LiveChangeBatch['changes']) => listener?.onBatch({ id: 'x', changes });
  return {
    portal,
    unsubscribe,
    loaded,
    removed,
    done,
    send,
    rows: () => rows,
    listener: () => listener,
  };
}

describe('keepListLive', () => {
  it('subscribes once the first data is there, applies changes, unsubscribes at removal', async () => {
    const live = setup();
    expect(live.portal.subscribe).not.toHaveBeenCalled();
    live.loaded.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(live.portal.subscribe).toHaveBeenCalledWith(
      { query: 'system-notification', params: {} },
      expect.anything(),
    );
    live.send([
      { kind: 'added', row: { id: 'b', n: 2 } },
      { kind: 'added', row: { id: 'a', n: 1 } },
      { kind: 'added', row: { id: 'bad' } },
    ]);
    expect(live.rows()).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
    live.send([
      { kind: 'modified', row: { id: 'a', n: 3 } },
      { kind: 'removed', id: 'b' },
    ]);
    expect(live.rows()).toEqual([{ id: 'a', n: 3 }]);
    // A reconnect keeps the rows until the current ones replace them whole.
    live.listener()?.onResync?.();
    expect(live.rows()).toEqual([{ id: 'a', n: 3 }]);
    live.send([{ kind: 'added', row: { id: 'c', n: 5 } }]);
    expect(live.rows()).toEqual([{ id: 'c', n: 5 }]);
    live.send([{ kind: 'added', row: { id: 'd', n: 4 } }]);
    expect(live.rows()).toEqual([
      { id: 'd', n: 4 },
      { id: 'c', n: 5 },
    ]);
    live.removed.resolve();
    await live.done;
    expect(live.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('never subscribes when the entry goes before its data', async () => {
    const live = setup();
    live.loaded.reject(new Error('removed'));
    await live.done;
    expect(live.portal.subscribe).not.toHaveBeenCalled();
  });
});
