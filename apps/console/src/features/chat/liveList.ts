import type { LiveQuery, LiveRow } from '@switchboard/domain';
import { keepListLive, type LiveListConfig } from '../../app/socket/liveQuery';

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
 * Keeps a `LiveList` entry live with the app's `keepListLive`: its row updates go to `rows`, and
 * the first of them marks the list loaded.
 */
export function keepLiveList<T extends LiveRow>(
  query: LiveQuery,
  lifecycle: LiveListLifecycle<T>,
  config: LiveListConfig<T>,
): Promise<void> {
  return keepListLive<T>(
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
