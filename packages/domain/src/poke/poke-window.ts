import { z } from 'zod';
import { toMillis } from '../schemas/common.js';
import { Poke } from '../schemas/poke.js';
import { formatFollowUpTime, isPokeInPast, resolvePokeTimezone } from './schedule.js';
import { formatLocalTime, toZoned } from './zoned-time.js';

/**
 * The window and month grid of the poke schedule and calendar screens (issue #14): days as
 * YYYY-MM-DD in a timezone, turned into the query's start and end by `pokeDateRangeForDays`.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The day (YYYY-MM-DD) of an instant in a timezone (UTC when missing or unknown). */
export function dayInTimezone(at: Date | number, timezone?: string | null): string {
  const local = toZoned(typeof at === 'number' ? at : at.getTime(), resolvePokeTimezone(timezone));
  return dayText(local.year, local.month, local.day);
}

/** A day (YYYY-MM-DD) moved by a number of days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayText(year, month, date + days);
}

/** The schedule's first window: today and the next `days - 1` days, in the timezone. */
export function defaultPokeWindow(
  now: Date,
  timezone?: string | null,
  days = 7,
): { from: string; to: string } {
  const from = dayInTimezone(now, timezone);
  return { from, to: addDays(from, Math.max(1, days) - 1) };
}

/** A month of the calendar: its year and month (1–12). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: CalendarMonth, delta: number): CalendarMonth {
  const date = new Date(Date.UTC(month.year, month.month - 1 + delta, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The month of a day (YYYY-MM-DD). */
export function monthOfDay(day: string): CalendarMonth {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The weeks shown for a month, Monday first: whole weeks from the one holding the 1st to the
 * one holding the last day, each day as YYYY-MM-DD (days of the months around included).
 */
export function monthGrid(month: CalendarMonth): string[][] {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const lastDay = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const cells = Math.ceil((mondayOffset + lastDay) / 7) * 7;
  const start = dayText(month.year, month.month, 1 - mondayOffset);
  const weeks: string[][] = [];
  for (let index = 0; index < cells; index += 7) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(start, index + offset)));
  }
  return weeks;
}

/** The week (Monday to Sunday, as YYYY-MM-DD) holding a day. */
export function weekOfDay(day: string): string[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const mondayOffset = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  const monday = addDays(day, -mondayOffset);
  return Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
}

/** The calendar's two views: a month grid, or a week as a list of its days. */
export type CalendarView = 'month' | 'week';

/** What the calendar needs of a poke. */
export interface CalendarPokeLike {
  id: string;
  scheduled?: string | null;
  createdAt: string;
  strategy?: 'default' | 'recurring' | 'follow-up' | null;
  profile: { name: string; timezone?: string | null };
  followUp?: { parentId: string } | null;
}

/** A poke on the calendar: its day and time in its profile's timezone, its parent's time. */
export interface CalendarEntry<P extends CalendarPokeLike> {
  poke: P;
  day: string;
  /** HH:mm in the profile's timezone (UTC when missing or unknown). */
  time: string;
  past: boolean;
  /** A follow-up's parent time as 'HH:mm ddd, MMM D, YYYY', when the parent is in the list. */
  parentTime: string | null;
  isFollowUp: boolean;
}

/**
 * The pokes by day (YYYY-MM-DD in each poke's profile timezone), each day's in time order. A
 * follow-up carries its parent's time when the parent is among `pokes`; a poke whose time has
 * passed is `past`.
 */
export function calendarEntries<P extends CalendarPokeLike>(
  pokes: readonly P[],
  now: Date,
): Map<string, CalendarEntry<P>[]> {
  const byId = new Map(pokes.map((poke) => [poke.id, poke]));
  const days = new Map<string, CalendarEntry<P>[]>();
  for (const poke of pokes) {
    const at = poke.scheduled ?? poke.createdAt;
    const ms = toMillis(at);
    if (Number.isNaN(ms)) continue;
    const zone = resolvePokeTimezone(poke.profile.timezone);
    const local = toZoned(ms, zone);
    const parent = poke.followUp ? byId.get(poke.followUp.parentId) : undefined;
    const parentAt = parent ? (parent.scheduled ?? parent.createdAt) : null;
    const entry: CalendarEntry<P> = {
      poke,
      day: dayText(local.year, local.month, local.day),
      time: formatLocalTime(local),
      past: isPokeInPast({ scheduled: at }, now),
      parentTime: parentAt ? formatFollowUpTime(parentAt, parent?.profile.timezone) : null,
      isFollowUp: poke.strategy === 'follow-up' || Boolean(poke.followUp),
    };
    const list = days.get(entry.day) ?? [];
    list.push(entry);
    days.set(entry.day, list);
  }
  for (const list of days.values()) {
    list.sort((a, b) =>
      (a.poke.scheduled ?? a.poke.createdAt).localeCompare(b.poke.scheduled ?? b.poke.createdAt),
    );
  }
  return days;
}

/**
 * A row of the live query `pokes.window`: a poke plus `late`, true while a run of it was found
 * past the dispatcher's grace time and waits for a poker's decision (send it anyway, or cancel).
 */
export const PokeWindowRow = z.intersection(Poke, z.object({ late: z.boolean().default(false) }));
export type PokeWindowRow = z.infer<typeof PokeWindowRow>;
