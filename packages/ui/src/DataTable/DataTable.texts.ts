/** Texts of the generic table and its pager (the spec gives none); callers may override them. */
export const dataTableTexts = {
  empty: 'No data',
  retry: 'Retry',
  loading: 'Loading',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  /** "1–10 of 42"; "0 of 0" when there is nothing. */
  range: (from: number, to: number, total: number) =>
    total === 0 ? '0 of 0' : `${from}–${to} of ${total}`,
} as const;
