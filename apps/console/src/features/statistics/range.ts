import type { StatisticsArgs } from './statisticsApi';

/** The range the screens show first: the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** `YYYY-MM-DD` of a date in local time (what a date input holds). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default filter: the last 7 days up to today, every locale. */
export function defaultFilter(today: Date): { fromDay: string; toDay: string; locale: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return { fromDay: localDate(start), toDay: localDate(today), locale: '' };
}

/**
 * The figures' arguments for the chosen days (both included, local midnight to local midnight)
 * and locale ('' for all of the user's); null when the end is before the start.
 */
export function argsOf(
  filter: { fromDay: string; toDay: string; locale: string },
  tz: string,
): StatisticsArgs | null {
  const from = localMidnight(filter.fromDay);
  const end = localMidnight(filter.toDay);
  if (from === null || end === null || end.getTime() < from.getTime()) return null;
  end.setDate(end.getDate() + 1);
  return {
    from: from.toISOString(),
    to: end.toISOString(),
    tz,
    locales: filter.locale ? [filter.locale] : [],
  };
}

function localMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}
