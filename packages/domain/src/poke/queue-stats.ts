import { z } from 'zod';
import { messages } from '../messages.js';

/**
 * Poke queue statistics (spec §2, §3, §5, §8): numbers keyed by location, shown for the region
 * and location the user picks. The figures' names are not in the spec, so any named number is
 * accepted.
 */

/** The figures of one location, by name (a count, or a text such as a time). */
export const PokeQueueLocationStats = z.record(
  z.string(),
  z.union([z.number(), z.string()]).nullable(),
);
export type PokeQueueLocationStats = z.infer<typeof PokeQueueLocationStats>;

/** GET /poke/queue/statistics/locations answers data.data keyed by location. */
export const PokeQueueStatistics = z.record(z.string(), PokeQueueLocationStats);
export type PokeQueueStatistics = z.infer<typeof PokeQueueStatistics>;

/** HTTP statuses that mean "no figures for this location" rather than a failure to report. */
export const POKE_QUEUE_NO_DATA_STATUSES: readonly number[] = [500, 422];

/** The text shown while region or location is not chosen, or null when both are. */
export function pokeQueueSelectionError(
  region: string | null | undefined,
  location: string | null | undefined,
): string | null {
  return region && location ? null : messages.pokeQueueSelectRegionAndLocation;
}

/** A failed statistics call: its HTTP status when it had one, and its message. */
export interface PokeQueueFailure {
  status?: number | null;
  message?: string | null;
}

/**
 * The text for a failed call: 500 or 422 → 'No data for this location', else its error text
 * (and, should that be empty, 'No data for this location' rather than a blank panel).
 */
export function pokeQueueErrorText(failure: PokeQueueFailure): string {
  if (typeof failure.status === 'number' && POKE_QUEUE_NO_DATA_STATUSES.includes(failure.status)) {
    return messages.pokeQueueNoData;
  }
  return failure.message || messages.pokeQueueNoData;
}

export type PokeQueueView =
  | { kind: 'select'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'stats'; location: string; stats: PokeQueueLocationStats };

/**
 * What the statistics panel shows: the prompt to choose, the failure text, or the location's
 * figures. A location missing from a successful answer reads as 'No data for this location'.
 */
export function pokeQueueView(input: {
  region?: string | null;
  location?: string | null;
  statistics?: PokeQueueStatistics | null;
  failure?: PokeQueueFailure | null;
}): PokeQueueView {
  if (!input.region || !input.location) {
    return { kind: 'select', message: messages.pokeQueueSelectRegionAndLocation };
  }
  if (input.failure) return { kind: 'error', message: pokeQueueErrorText(input.failure) };
  const { statistics, location } = input;
  const stats = statistics && Object.hasOwn(statistics, location) ? statistics[location] : null;
  if (!stats) return { kind: 'error', message: messages.pokeQueueNoData };
  return { kind: 'stats', location, stats };
}

/** The regions of the locations answer (each location's `region`), sorted, without repeats. */
export function pokeQueueRegions(statistics: PokeQueueStatistics | null | undefined): string[] {
  const regions = new Set<string>();
  for (const stats of Object.values(statistics ?? {})) {
    if (typeof stats.region === 'string' && stats.region) regions.add(stats.region);
  }
  return [...regions].sort();
}

/** The locations of one region in the locations answer, sorted. */
export function pokeQueueLocations(
  statistics: PokeQueueStatistics | null | undefined,
  region: string | null | undefined,
): string[] {
  if (!region) return [];
  return Object.entries(statistics ?? {})
    .filter(([, stats]) => stats.region === region)
    .map(([location]) => location)
    .sort();
}
