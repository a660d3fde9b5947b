/** Formats an ISO time in the reader's locale; a value that is not a time shows as it came. */
export function isoTimeFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const format = new Intl.DateTimeFormat(undefined, options);
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
