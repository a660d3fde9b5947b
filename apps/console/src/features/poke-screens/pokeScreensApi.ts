import { PokeQueueStatistics } from '@switchboard/domain';
import { api } from '../../app/api';
import { inData, schemaCall } from '../../app/schemaCall';

const StatsAnswer = inData(inData(PokeQueueStatistics));

/**
 * The calls of /pokes/queue (spec §7 and issue #14): the queue statistics of every location and
 * of one location. The live pokes of a window (/pokes/schedule, /calendar) are the pokes
 * feature's own (`livePokeApi`), which the poke page's late decision reads as well.
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
  }),
});

export const { useGetPokeQueueLocationsQuery, useGetPokeQueueLocationQuery } = pokeScreensApi;
