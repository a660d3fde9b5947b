import { Poke, PokeWindowRow } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepLiveList, keepRowsLive, type LiveList } from '../../app/socket/liveQuery';

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
 * The live queries of pokes (issue #14): `poke {locale, pokeId}`, the poke and its follow-ups as
 * the server writes them, status and targets included, so a running send shows its progress as it
 * goes; and `pokes.window`. The poke screens (schedule, calendar) read the window from here, as
 * does the poke page's late decision, so the dependency goes one way: poke-screens → pokes.
 */
export const livePokeApi = api.injectEndpoints({
  endpoints: (build) => ({
    livePoke: build.query<Poke[], { locale: string; pokeId: string }>({
      queryFn: () => ({ data: [] }),
      onCacheEntryAdded: (params, lifecycle) =>
        keepRowsLive({ query: 'poke', params }, lifecycle, {
          parseRow: (row) => {
            const parsed = Poke.safeParse(row);
            return parsed.success ? parsed.data : null;
          },
        }),
    }),
    /**
     * The live query `pokes.window`: the pokes of the window across the user's geos as the server
     * writes them (status, targets, late), for /pokes/schedule, /calendar and the late decision.
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

export const { useLivePokeQuery, useLivePokeWindowQuery } = livePokeApi;
