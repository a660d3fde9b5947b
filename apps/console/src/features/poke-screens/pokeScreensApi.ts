import { Poke, PokeQueueStatistics } from '@switchboard/domain';
import { api } from '../../app/api';
import { inData, schemaCall } from '../pokes/pokeCalls';

const StatsAnswer = inData(inData(PokeQueueStatistics));
const PokesAnswer = inData(Poke.array());

/** The window of the schedule and calendar: pokes scheduled from `start` to `end` (ISO). */
export interface PokeWindowArgs {
  /** The user's geos: the scheduled pokes are asked per locale. */
  geos: readonly string[];
  start: string;
  end: string;
}

/**
 * The calls of /pokes/queue, /pokes/schedule and /calendar (spec §7 and issue #14): the queue
 * statistics of every location, of one location, and the pokes by scheduled time across the
 * user's geos (each `/pokes/{geo}/scheduled`; the server keeps them to the user's domains).
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
    getPokeWindow: build.query<Poke[], PokeWindowArgs>({
      queryFn: async (arg, queryApi, extra, baseQuery) => {
        const pokes: Poke[] = [];
        for (const geo of arg.geos) {
          const answer = await schemaCall(
            () => ({
              url: `/pokes/${encodeURIComponent(geo)}/scheduled`,
              params: { start: arg.start, end: arg.end },
            }),
            PokesAnswer,
            'poke list',
          )(arg, queryApi, extra, baseQuery);
          if (answer.error) return { error: answer.error };
          pokes.push(...answer.data);
        }
        pokes.sort((a, b) =>
          (a.scheduled ?? a.createdAt).localeCompare(b.scheduled ?? b.createdAt),
        );
        return { data: pokes };
      },
    }),
  }),
});

export const {
  useGetPokeQueueLocationsQuery,
  useGetPokeQueueLocationQuery,
  useGetPokeWindowQuery,
} = pokeScreensApi;
