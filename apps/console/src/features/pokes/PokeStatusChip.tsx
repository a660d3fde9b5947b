import { parsePokeStatus, pokeStatusLabel, type PokeStatus } from '@switchboard/domain';
import { Badge, type BadgeTone } from '@switchboard/ui';

const TONES: Record<PokeStatus, BadgeTone> = {
  scheduled: 'info',
  in_progress: 'primary',
  done: 'success',
  cancelled: 'neutral',
  killed: 'error',
  mixed: 'warning',
  crashed: 'error',
};

/** A poke's status as a chip: its label (spec §4), toned by how it went. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const known = parsePokeStatus(status);
  return <Badge tone={known ? TONES[known] : 'neutral'}>{pokeStatusLabel(status)}</Badge>;
}
