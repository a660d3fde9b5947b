import { pokeKindMarker, type PokeKindSummary } from '@switchboard/domain';
import { Badge } from '@switchboard/ui';

/**
 * The marker of a recurring poke or a follow-up (issue #27): a small badge that says it in
 * words, so it never rests on colour alone. A default poke has none.
 */
export function PokeMarkers({ kind }: { kind: PokeKindSummary }) {
  const marker = pokeKindMarker(kind);
  if (marker === null) return null;
  return <Badge tone={kind.strategy === 'recurring' ? 'info' : 'neutral'}>{marker}</Badge>;
}
