import type { Poke } from '@switchboard/domain';
import { PokeQueueStatistics, PokeWindowRow } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepLiveList, type LiveList } from '../chat/liveList';
import { inData, schemaCall } from '../../app/schemaCall';

const StatsAnswer = inData(inData(PokeQueueStatistics));

/** The live pokes of a window and whether the server refused them (the error's own text). */
export interface PokeWindowList extends LiveList<PokeWindowRow> {
  error?: string | null;
}

export const EMPTY_POKE_WINDOW: PokeWindowList = { rows: [], loaded: false, error: null };

/** The live query's parameters: the window (ISO, both ends included) in the user's geos. */
export interface LivePokeWindowArgs {
  locales: readonly string[];
  start: string;
  end: string;
}

/** Pokes by scheduled time (their creation time when sent at once), then id. */
export function byScheduledTime(a: Poke, b: Poke): number {
  return (
    (a.scheduled ?? a.createdAt).localeCompare(b.scheduled ?? b.createdAt) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * The calls of /pokes/queue, /pokes/schedule and /calendar (spec §7 and issue #14): the queue
 * statistics of every location, of one location, and the live pokes of a window across the
 * user's geos.
 */
export const pokeScreensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPokeQueueLocations: build.query<PokeQueueStatistics, void>({
      queryFn: schemaCall(() => '/poke/queue/statistics/locations', StatsAnswer, 'statistics'),
    }),
    getPokeQueueLocation: build.query<PokeQueueStatistics, string>({
      queryFn: schemaCall(
        (location) => `/poke/queue/statistics/${encodeURIComponent(location)}`,
        StatsAnswer,
        'statistics',
      ),
    }),
    /**
     * The live query `pokes.window`: the pokes of the window across the user's geos as the server
     * writes them (status, targets, late), for /pokes/schedule and /calendar.
     */
    livePokeWindow: build.query<PokeWindowList, LivePokeWindowArgs>({
      queryFn: () => ({ data: EMPTY_POKE_WINDOW }),
      onCacheEntryAdded: ({ locales, start, end }, lifecycle) =>
        keepLiveList<PokeWindowRow>(
          { query: 'pokes.window', params: { locales: [...locales], start, end } },
          lifecycle,
          {
            parseRow: (row) => {
              const parsed = PokeWindowRow.safeParse(row);
              return parsed.success ? parsed.data : null;
            },
            compare: byScheduledTime,
            onError: (error) =>
              lifecycle.updateCachedData((draft) => {
                draft.loaded = true;
                draft.error = error.message;
              }),
          },
        ),
    }),
  }),
});

export const {
  useGetPokeQueueLocationsQuery,
  useGetPokeQueueLocationQuery,
  useLivePokeWindowQuery,
} = pokeScreensApi;
