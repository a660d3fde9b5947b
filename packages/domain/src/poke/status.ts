import { z } from 'zod';

/**
 * Poke processing status (spec §4) and its label. The stored names are ours; the labels are the
 * spec's. Any other stored value, or none, is shown as 'Not available'.
 */
export const POKE_STATUSES = [
  'scheduled',
  'in_progress',
  'done',
  'cancelled',
  'killed',
  'mixed',
  'crashed',
] as const;
export const PokeStatus = z.enum(POKE_STATUSES);
export type PokeStatus = z.infer<typeof PokeStatus>;

export const POKE_STATUS_LABELS: Record<PokeStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  done: 'Done',
  cancelled: 'Cancelled',
  killed: 'Killed',
  mixed: 'Mixed',
  crashed: 'Crashed',
};

export const POKE_STATUS_NOT_AVAILABLE = 'Not available';

/** The statuses of a poke whose send has ended: it went out, or went out in part and stopped. */
export const POKE_SEND_ENDED_STATUSES: readonly PokeStatus[] = [
  'done',
  'mixed',
  'killed',
  'crashed',
];

/**
 * Whether a poke's send has ended (read as `parsePokeStatus` reads it): no send of it is left to
 * reach a domain added now, so adding one is refused.
 */
export function pokeSendHasEnded(value: string | null | undefined): boolean {
  const status = parsePokeStatus(value);
  return status !== null && POKE_SEND_ENDED_STATUSES.includes(status);
}

/**
 * The known status a stored value stands for, or null. Case, spaces and dashes are forgiven so
 * 'In Progress', 'in-progress' and 'IN_PROGRESS' all read as in_progress; 'canceled' (US
 * spelling) reads as cancelled.
 */
export function parsePokeStatus(value: string | null | undefined): PokeStatus | null {
  if (!value) return null;
  const normalised = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const known = normalised === 'canceled' ? 'cancelled' : normalised;
  const parsed = PokeStatus.safeParse(known);
  return parsed.success ? parsed.data : null;
}

/** The label of a status; unknown or missing gives 'Not available'. */
export function pokeStatusLabel(value: string | null | undefined): string {
  const status = parsePokeStatus(value);
  return status ? POKE_STATUS_LABELS[status] : POKE_STATUS_NOT_AVAILABLE;
}
