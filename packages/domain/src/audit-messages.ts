/** The texts of the staff-action record in the console and the CLI (issue #31). */
export const AUDIT_MESSAGES = {
  lastChanged: (name: string, at: string) => `Last changed by ${name} at ${at}`,
  lastChangedColumn: 'Last changed',
  history: 'History',
  historyOf: (label: string) => `History of ${label}`,
  loading: 'Loading the history…',
  empty: 'No recorded changes yet.',
  failed: (reason: string) => `The history could not be loaded: ${reason}`,
  failedFallback: 'the server did not answer',
  retry: 'Try again',
  showOlder: 'Show older',
  olderFailed: (reason: string) => `The older changes could not be loaded: ${reason}`,
  close: 'Close',
  entries: 'Recorded changes, newest first',
  by: (name: string, at: string) => `${name} · ${at}`,
  changes: 'Changed fields',
  change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  requestId: (id: string) => `Request ${id}`,
  /** A field with no value on one side (created, deleted, or emptied). */
  none: '—',
  yes: 'yes',
  no: 'no',
} as const;
