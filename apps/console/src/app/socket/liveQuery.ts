import { current, isDraft } from '@reduxjs/toolkit';
import type { LiveQuery, LiveRow } from '@switchboard/domain';
import { applyLiveChange, type LiveListOptions } from '@switchboard/domain';
import type { AppExtra } from '../extra';

/** The part of RTK Query's `onCacheEntryAdded` api that a live list uses. */
export interface LiveCacheLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T[]) => T[] | void) => unknown;
  extra: unknown;
}

export interface LiveListConfig<T extends LiveRow> extends LiveListOptions<T> {
  /** Validates a row of the change feed; invalid rows are dropped. */
  parseRow: (row: unknown) => T | null;
  /** The server refused the subscription (role, geos): `{ code, message }`. */
  onError?: (error: { code: string; message: string }) => void;
}

/**
 * Keeps a cached list live (STYLE rule 14): waits for the first data, subscribes through the one
 * socket, parses each change batch with the domain schema, applies the domain reducer
 * (`applyLiveChange`) in `updateCachedData`, and unsubscribes when the cache entry goes.
 * The endpoint's own query returns `[]`: every row arrives as an `added` change.
 */
export async function keepListLive<T extends LiveRow>(
  query: LiveQuery,
  lifecycle: LiveCacheLifecycle<T>,
  config: LiveListConfig<T>,
): Promise<void> {
  const { portal } = lifecycle.extra as AppExtra;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    // The entry was removed before its data arrived: nothing to keep live.
    return;
  }
  // After a reconnect the rows on screen stay (stale: the portal says "Reconnecting…") until the
  // current rows arrive, which then replace them whole: no empty list in between.
  let replace = false;
  const unsubscribe = portal.subscribe(query, {
    onResync: () => {
      replace = true;
    },
    ...(config.onError ? { onError: config.onError } : {}),
    onBatch: (batch) => {
      lifecycle.updateCachedData((draft) => {
        // Plain rows, not drafts: the domain reducer builds a new list from them.
        let rows: T[] = replace ? [] : isDraft(draft) ? (current(draft as never) as T[]) : draft;
        replace = false;
        for (const change of batch.changes) {
          if (change.kind === 'removed') {
            rows = applyLiveChange(rows, change, config);
            continue;
          }
          const row = config.parseRow(change.row);
          if (row !== null) rows = applyLiveChange(rows, { kind: change.kind, row }, config);
        }
        return rows;
      });
    },
  });
  await lifecycle.cacheEntryRemoved;
  unsubscribe();
}
