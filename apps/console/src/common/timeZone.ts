/** The browser's IANA time zone, or UTC: where the user's own days begin and end. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
