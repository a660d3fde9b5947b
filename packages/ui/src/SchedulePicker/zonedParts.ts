import { resolvePokeTimezone } from '@switchboard/domain';

/** An instant's date (YYYY-MM-DD) and time (HH:mm) as read in a timezone (UTC when unknown). */
export function instantToLocalParts(
  instant: string | null | undefined,
  timezone: string | null | undefined,
): { date: string; time: string } {
  const ms = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(ms)) return { date: '', time: '' };
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: resolvePokeTimezone(timezone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const HOUR_MS = 3_600_000;

/** The next full hour after `now`, the time offered when the user starts scheduling. */
export function nextFullHour(now: Date): string {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString();
}
