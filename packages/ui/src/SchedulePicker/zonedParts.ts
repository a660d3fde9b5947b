/**
 * The picker reads and writes times in the profile's timezone with the domain's functions
 * (`instantToLocalParts`, `localDateTimeToInstant`), the one timezone source of the product.
 */
export { instantToLocalParts } from '@switchboard/domain';

const HOUR_MS = 3_600_000;

/** The next full hour after `now`, the time offered when the user starts scheduling. */
export function nextFullHour(now: Date): string {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString();
}
