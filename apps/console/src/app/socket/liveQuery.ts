import { current, isDraft } from '@reduxjs/toolkit';
import type { LiveQuery, LiveRow } from '@switchboard/domain';
import { applyLiveChange, type LiveListOptions } from '@switchboard/domain';
import type { AppExtra } from '../extra';

/**
 * Live queries in RTK Query's cache (STYLE rule 14), in the two shapes the endpoints keep:
 * `keepRowsLive` for an entry that is the plain row array, `keepLiveList` for a `LiveList`
 * entry (the rows and whether the first batch has arrived).
 */

/** The part of RTK Query's `onCacheEntryAdded` api that a plain row array entry uses. */
export interface LiveRowsLifecycle<T> {
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
 * Keeps a cached row array live (STYLE rule 14): waits for the first data, subscribes through the
 * one socket, parses each change batch with the domain schema, applies the domain reducer
 * (`applyLiveChange`) in `updateCachedData`, and unsubscribes when the cache entry goes.
 * The endpoint's own query returns `[]`: every row arrives as an `added` change.
 */
export async function keepRowsLive<T extends LiveRow>(
  query: LiveQuery,
  lifecycle: LiveRowsLifecycle<T>,
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

/**
 * A live list and whether its first batch has arrived. The server always answers a subscription
 * with one batch of the current rows (possibly none), so `loaded` tells "nothing there" from
 * "not known yet" — which the screens need for their loading indicators and empty states.
 */
export interface LiveList<T> {
  rows: T[];
  loaded: boolean;
}

export const EMPTY_LIVE_LIST: LiveList<never> = { rows: [], loaded: false };

/** The part of RTK Query's `onCacheEntryAdded` api that a `LiveList` entry uses. */
export interface LiveListLifecycle<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: LiveList<T>) => LiveList<T> | void) => unknown;
  extra: unknown;
}

/**
 * Keeps a `LiveList` entry live with `keepRowsLive`: its row updates go to `rows`, and the first
 * of them marks the list loaded.
 */
export function keepLiveList<T extends LiveRow>(
  query: LiveQuery,
  lifecycle: LiveListLifecycle<T>,
  config: LiveListConfig<T>,
): Promise<void> {
  return keepRowsLive<T>(
    query,
    {
      cacheDataLoaded: lifecycle.cacheDataLoaded,
      cacheEntryRemoved: lifecycle.cacheEntryRemoved,
      extra: lifecycle.extra,
      updateCachedData: (recipe) =>
        lifecycle.updateCachedData((draft) => {
          const rows = recipe(draft.rows);
          if (rows !== undefined) draft.rows = rows;
          draft.loaded = true;
        }),
    },
    config,
  );
}
