/**
 * Numbers, durations and dates of the statistics screens in the user's locale (the browser's
 * language): `undefined` as the locale lets Intl take it.
 */

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export const EMPTY = '—';

export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : integer.format(value);
}

export function formatShare(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : percent.format(value);
}

/** Seconds as `1 h 5 min`, `3 min 20 s` or `42 s` (numbers in the user's locale). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return EMPTY;
  if (seconds < 60) return `${decimal.format(seconds)} s`;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const min = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${integer.format(h)} h ${integer.format(min)} min`;
  return s > 0 ? `${integer.format(min)} min ${integer.format(s)} s` : `${integer.format(min)} min`;
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : EMPTY;
}

export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/**
 * A bucket label of the server (`2026-01-05` or `2026-01-05T19:00`, already in the asked zone)
 * for people: the date in the locale's style, and the hour as it is.
 */
export function formatBucket(bucket: string): string {
  const [date, hour] = bucket.split('T');
  const shown = date ? day.format(new Date(`${date}T00:00:00Z`)) : bucket;
  return hour ? `${shown} ${hour}` : shown;
}

export { browserTimeZone } from '../../common/timeZone';
