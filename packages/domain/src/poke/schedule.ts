import { z } from 'zod';
import { hasRole } from '../roles.js';
import { Timestamp, toMillis } from '../schemas/common.js';
import type { PokeStrategy } from '../schemas/poke.js';
import type { PokeRuleErrorCode } from './errors.js';
import { PokeRuleError, pokeRuleTexts } from './errors.js';
import {
  formatFollowUpLocal,
  formatLocalDate,
  formatLocalTime,
  fromZoned,
  isKnownTimezone,
  parseLocalDateTime,
  toZoned,
} from './zoned-time.js';

/** When a poke goes out (spec §4, pokes), and how its time is shown. */

export const DEFAULT_POKE_TIMEZONE = 'UTC';
/** How follow-up times are shown (spec §4). */
export const FOLLOW_UP_TIME_FORMAT = 'HH:mm ddd, MMM D, YYYY';
/** The value format of a date-time input, in the profile's timezone. */
export const POKE_LOCAL_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

/** The timezone to show a poke in: the given one if the platform (Intl) knows it, else UTC. */
export function resolvePokeTimezone(timezone: string | null | undefined): string {
  return isKnownTimezone(timezone) ? timezone : DEFAULT_POKE_TIMEZONE;
}

/** An instant's date (YYYY-MM-DD) and time (HH:mm) as read in a timezone (UTC when unknown). */
export function instantToLocalParts(
  instant: string | null | undefined,
  timezone: string | null | undefined,
): { date: string; time: string } {
  const ms = toMillis(instant);
  if (Number.isNaN(ms)) return { date: '', time: '' };
  const local = toZoned(ms, resolvePokeTimezone(timezone));
  return { date: formatLocalDate(local), time: formatLocalTime(local) };
}

/** A poke without a schedule time is sent immediately. */
export function isSentImmediately(scheduled: string | null | undefined): boolean {
  return !scheduled;
}

/**
 * Only admins may send immediately. Null when this user may save this schedule, else the code
 * of the refusal (POKE_IMMEDIATE_SEND_NOT_ALLOWED).
 */
export function checkImmediateSend(
  claimRoles: readonly string[],
  scheduled: string | null | undefined,
): PokeRuleErrorCode | null {
  if (!isSentImmediately(scheduled) || hasRole(claimRoles, 'Admin')) return null;
  return 'POKE_IMMEDIATE_SEND_NOT_ALLOWED';
}

/** Throws a PokeRuleError when `checkImmediateSend` refuses (for the server). */
export function assertImmediateSendAllowed(
  claimRoles: readonly string[],
  scheduled: string | null | undefined,
): void {
  const code = checkImmediateSend(claimRoles, scheduled);
  if (code) throw new PokeRuleError(code, pokeRuleTexts.immediateSendNotAllowed);
}

/** The schedule the edit form starts from. */
export type PokeEditSchedule =
  { scheduled: null } | { scheduled: string; timezone: string; localDateTime: string };

/**
 * The schedule of a poke being edited. A poke whose created time equals its scheduled time was
 * sent immediately: it counts as unscheduled and the schedule is cleared. Otherwise the time is
 * given in the profile's timezone (UTC by default) as `localDateTime` (YYYY-MM-DDTHH:mm).
 */
export function pokeScheduleForEdit(poke: {
  createdAt: string;
  scheduled?: string | null;
  profile?: { timezone?: string | null } | null;
}): PokeEditSchedule {
  const scheduledMs = toMillis(poke.scheduled);
  if (Number.isNaN(scheduledMs) || scheduledMs === toMillis(poke.createdAt)) {
    return { scheduled: null };
  }
  const timezone = resolvePokeTimezone(poke.profile?.timezone);
  const { date, time } = instantToLocalParts(new Date(scheduledMs).toISOString(), timezone);
  return {
    scheduled: new Date(scheduledMs).toISOString(),
    timezone,
    localDateTime: `${date}T${time}`,
  };
}

/**
 * The instant (ISO, UTC) of a local date-time picked in a timezone: the inverse of
 * `localDateTime`. Null when the text is not a valid YYYY-MM-DDTHH:mm.
 */
export function localDateTimeToInstant(
  localDateTime: string,
  timezone: string | null | undefined,
): string | null {
  const local = localDateTime.includes('T') ? parseLocalDateTime(localDateTime) : null;
  if (!local) return null;
  return new Date(fromZoned(local, resolvePokeTimezone(timezone))).toISOString();
}

/**
 * Whether a poke is in the past: its scheduled time has passed. For a follow-up, the time it was
 * originally scheduled at (the stored one, before this edit) counts too: once that has passed
 * the follow-up has gone out, whatever new time the form holds.
 */
export function isPokeInPast(
  poke: { scheduled?: string | null; strategy?: PokeStrategy | null },
  now: Date,
  originalScheduled?: string | null,
): boolean {
  const passed = (at: string | null | undefined) => toMillis(at) <= now.getTime();
  if (passed(poke.scheduled)) return true;
  return poke.strategy === 'follow-up' && passed(originalScheduled);
}

/** Throws POKE_SCHEDULE_IN_PAST when a schedule time is set and has passed. */
export function assertScheduleInFuture(scheduled: string | null | undefined, now: Date): void {
  if (scheduled && toMillis(scheduled) <= now.getTime()) {
    throw new PokeRuleError('POKE_SCHEDULE_IN_PAST', pokeRuleTexts.scheduleInPast);
  }
}

/**
 * A follow-up time as shown: 'HH:mm ddd, MMM D, YYYY' in the given timezone, UTC when it is
 * missing or unknown. Empty when the time itself is missing or invalid.
 */
export function formatFollowUpTime(
  at: string | null | undefined,
  timezone?: string | null,
): string {
  const ms = toMillis(at);
  if (Number.isNaN(ms)) return '';
  return formatFollowUpLocal(toZoned(ms, resolvePokeTimezone(timezone)));
}

export const pokeScheduleTexts = {
  dateRangeInverted: 'The end of the date range cannot be before its start.',
} as const;

/** The window of the scheduled-poke query: pokes scheduled from `start` to `end`, both included. */
export const PokeDateRange = z
  .object({ start: Timestamp, end: Timestamp })
  .refine((range) => toMillis(range.start) <= toMillis(range.end), {
    message: pokeScheduleTexts.dateRangeInverted,
    path: ['end'],
  });
export type PokeDateRange = z.infer<typeof PokeDateRange>;

/** Whether a scheduled time falls in the query window (both ends included). */
export function isScheduledInRange(
  scheduled: string | null | undefined,
  range: PokeDateRange,
): boolean {
  const ms = toMillis(scheduled);
  return ms >= toMillis(range.start) && ms <= toMillis(range.end);
}

/**
 * The window from the start of `fromDay` to the end of `toDay` (YYYY-MM-DD) in a timezone (UTC
 * when missing or unknown), as a calendar asks for it.
 */
export function pokeDateRangeForDays(
  fromDay: string,
  toDay: string,
  timezone?: string | null,
): PokeDateRange {
  const zone = resolvePokeTimezone(timezone);
  const startOf = (day: string) => {
    const local = day.includes('T') ? null : parseLocalDateTime(day);
    return local ? fromZoned(local, zone) : Number.NaN;
  };
  const endOfDay = (day: string) => {
    const local = day.includes('T') ? null : parseLocalDateTime(day);
    if (!local) return Number.NaN;
    // The next day's start, less a millisecond: right on days of a clock change too.
    const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
    const nextLocal = { ...local, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 };
    return fromZoned({ ...nextLocal, day: next.getUTCDate() }, zone) - 1;
  };
  const iso = (ms: number) => (Number.isNaN(ms) ? null : new Date(ms).toISOString());
  return PokeDateRange.parse({ start: iso(startOf(fromDay)), end: iso(endOfDay(toDay)) });
}
