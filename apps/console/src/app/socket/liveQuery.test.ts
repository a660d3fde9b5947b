import { describe, expect, it, vi } from 'vitest';
import type { LiveChangeBatch } from '@switchboard/domain';
import type { LiveListener } from './LivePortal';
import { EMPTY_LIVE_LIST, keepLiveList, keepRowsLive, type LiveList } from './liveQuery';

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
  const done = keepRowsLive<Row>(
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

describe('keepRowsLive', () => {
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

describe('keepLiveList', () => {
  it('keeps the rows of a LiveList entry and marks it loaded with the first batch', async () => {
    let list: LiveList<Row> = EMPTY_LIVE_LIST;
    let listener: LiveListener | null = null;
    const portal = {
      subscribe: vi.fn((_query: unknown, l: LiveListener) => {
        listener = l;
        return () => undefined;
      }),
    };
    const removed = deferred();
    const done = keepLiveList<Row>(
      { query: 'system-notification', params: {} },
      {
        cacheDataLoaded: Promise.resolve(),
        cacheEntryRemoved: removed.promise,
        updateCachedData: (recipe) => {
          const draft = { ...list };
          list = recipe(draft) ?? draft;
        },
        extra: { portal },
      },
      { parseRow: (row) => row as Row, compare: (a, b) => a.n - b.n },
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(list).toEqual({ rows: [], loaded: false });
    (listener as LiveListener | null)?.onBatch({ id: 'x', changes: [] });
    expect(list).toEqual({ rows: [], loaded: true });
    (listener as LiveListener | null)?.onBatch({
      id: 'x',
      changes: [
        { kind: 'added', row: { id: 'b', n: 2 } },
        { kind: 'added', row: { id: 'a', n: 1 } },
      ],
    });
    expect(list).toEqual({
      rows: [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      loaded: true,
    });
    removed.resolve();
    await done;
  });
});
