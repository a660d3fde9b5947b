import { z } from 'zod';
import { DomainName, SiteName, Timestamp, toMillis } from '../schemas/common.js';
import { Poke } from '../schemas/poke.js';
import { queryList } from './audience.js';
import { pokeScheduleTexts } from './schedule.js';

/** Requests and answers of the per-locale poke actions (spec §7) that the schemas do not hold. */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD');

/** Get daily pokes: the pokes of one day in a timezone (UTC by default). */
export const DailyPokesQuery = z.object({ day: Day, timezone: z.string().max(64).optional() });
export type DailyPokesQuery = z.infer<typeof DailyPokesQuery>;

/**
 * Get pokes by scheduled time and domains: the window of dateRange start and end (spec §9), on
 * some domains (`domains[]`; none means every domain of the locale).
 */
export const ScheduledPokesQuery = z
  .object({
    start: Timestamp,
    end: Timestamp,
    'domains[]': queryList(DomainName).optional(),
    domains: queryList(DomainName).optional(),
  })
  .refine((range) => toMillis(range.start) <= toMillis(range.end), {
    message: pokeScheduleTexts.dateRangeInverted,
    path: ['end'],
  });
export type ScheduledPokesQuery = z.infer<typeof ScheduledPokesQuery>;

/** Add a domain to a poke. */
export const AddPokeDomainRequest = z.object({ domain: SiteName });
export type AddPokeDomainRequest = z.infer<typeof AddPokeDomainRequest>;

/** A poke with the success text of the action that made it (snackbar, spec §8). */
export const PokeActionResponse = z.object({ data: Poke, message: z.string() });
export type PokeActionResponse = z.infer<typeof PokeActionResponse>;

/** What removing a poke removed, and 'The poke was removed.' with the follow-up counts. */
export const PokeRemovalResponse = z.object({
  data: z.object({
    ids: z.array(z.string()),
    followUps: z.number().int().min(0),
    followingFollowUps: z.number().int().min(0),
  }),
  message: z.string(),
});
export type PokeRemovalResponse = z.infer<typeof PokeRemovalResponse>;

/** A poke with its follow-ups, by index (the show page). */
export const PokeWithFollowUpsResponse = z.object({ data: Poke, followUps: z.array(Poke) });
export type PokeWithFollowUpsResponse = z.infer<typeof PokeWithFollowUpsResponse>;
