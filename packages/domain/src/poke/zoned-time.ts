/**
 * Wall-clock time in an IANA timezone, with the platform's Intl (no timezone library): the one
 * timezone source of the poke schedule, the schedule picker and the follow-up times. Pure
 * functions of their arguments; no clock.
 */

/** The fields of a local date and time; month 1–12, hour 0–23. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per timezone: building one costs far more than using it. */
function formatter(timezone: string): Intl.DateTimeFormat {
  let found = formatters.get(timezone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timezone, found);
  }
  return found;
}

/** Whether the platform knows the timezone (an IANA name such as Europe/Amsterdam, or UTC). */
export function isKnownTimezone(timezone: string | null | undefined): timezone is string {
  if (!timezone) return false;
  try {
    formatter(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The local date and time of an instant (ms since the epoch) in a known timezone. */
export function toZoned(ms: number, timezone: string): LocalDateTime {
  const parts = formatter(timezone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

function wallClockMs(local: LocalDateTime): number {
  const date = new Date(0);
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour, local.minute, local.second, local.millisecond);
  return date.getTime();
}

/** How far the timezone's wall clock is ahead of UTC at an instant, ms. */
function offsetMs(ms: number, timezone: string): number {
  return wallClockMs(toZoned(ms, timezone)) - ms;
}

/**
 * The instant a local date and time means in a timezone. A time that a clock change skips (the
 * spring-forward hour) is read with the offset from before the change, so it lands an hour later,
 * as a wall clock moved forward shows it; a repeated time (fall-back) is the first of the two.
 */
export function fromZoned(local: LocalDateTime, timezone: string): number {
  const wall = wallClockMs(local);
  // A clock change moves the offset by hours at most and not twice within two days: the
  // offsets a day before and a day after give every reading of this wall time.
  const before = wall - offsetMs(wall - DAY_MS, timezone);
  const after = wall - offsetMs(wall + DAY_MS, timezone);
  const shows = (ms: number) => wallClockMs(toZoned(ms, timezone)) === wall;
  const readings = [before, after].filter(shows).sort((a, b) => a - b);
  return readings[0] ?? before;
}

/** Whether the fields name a real calendar date and time. */
export function isValidLocalDateTime(local: LocalDateTime): boolean {
  const back = new Date(wallClockMs(local));
  return (
    back.getUTCFullYear() === local.year &&
    back.getUTCMonth() === local.month - 1 &&
    back.getUTCDate() === local.day &&
    local.hour >= 0 &&
    local.hour < 24 &&
    local.minute >= 0 &&
    local.minute < 60
  );
}

/**
 * Reads `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` strictly; null for anything else or a date that
 * does not exist (2025-02-30).
 */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const local = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: 0,
    millisecond: 0,
  };
  return isValidLocalDateTime(local) ? local : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of local fields. */
export function formatLocalDate(local: LocalDateTime): string {
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
}

/** `HH:mm` of local fields. */
export function formatLocalTime(local: LocalDateTime): string {
  return `${pad(local.hour)}:${pad(local.minute)}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `HH:mm ddd, MMM D, YYYY` (spec §4, follow-up times) of local fields. */
export function formatFollowUpLocal(local: LocalDateTime): string {
  const weekday = WEEKDAYS[new Date(wallClockMs(local)).getUTCDay()] ?? '';
  const month = MONTHS[local.month - 1] ?? '';
  return `${formatLocalTime(local)} ${weekday}, ${month} ${local.day}, ${local.year}`;
}
