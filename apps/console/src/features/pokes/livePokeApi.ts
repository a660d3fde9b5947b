import { Poke } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepListLive } from '../../app/socket/liveQuery';

/**
 * The live query `poke {locale, pokeId}`: the poke and its follow-ups as the server writes them,
 * status and targets included, so a running send shows its progress as it goes (issue #14).
 */
export const livePokeApi = api.injectEndpoints({
  endpoints: (build) => ({
    livePoke: build.query<Poke[], { locale: string; pokeId: string }>({
      queryFn: () => ({ data: [] }),
      onCacheEntryAdded: (params, lifecycle) =>
        keepListLive({ query: 'poke', params }, lifecycle, {
          parseRow: (row) => {
            const parsed = Poke.safeParse(row);
            return parsed.success ? parsed.data : null;
          },
        }),
    }),
  }),
});

export const { useLivePokeQuery } = livePokeApi;
