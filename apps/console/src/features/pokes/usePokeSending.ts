import { useEffect, useRef } from 'react';
import { pokeSendProgress, type Poke } from '@switchboard/domain';
import { useLivePokeQuery } from './livePokeApi';
import { useGetPokeSendingQuery } from './pokesApi';

/**
 * The poke's sending report (GET /pokes/{geo}/{id}/sending), following the live send: when the
 * live poke's status or reached count moves, the report is asked again (after a call in flight,
 * which RTK Query would not repeat). The audience and the runs cards read it.
 */
export function usePokeSending(poke: Poke) {
  const { data: live } = useLivePokeQuery({ locale: poke.locale, pokeId: poke.id });
  const current = live?.find((row) => row.id === poke.id) ?? poke;
  const progress = `${current.status}:${pokeSendProgress(current).reached}`;
  const sending = useGetPokeSendingQuery({ geo: poke.locale, id: poke.id });
  const { isFetching, refetch } = sending;
  const seen = useRef(progress);
  useEffect(() => {
    if (seen.current === progress || isFetching) return;
    seen.current = progress;
    void refetch();
  }, [progress, isFetching, refetch]);
  return sending;
}

export type PokeSending = ReturnType<typeof usePokeSending>;
