/** The snackbar's own texts (its Close button, the queue count for assistive technology). */
export const SNACKBAR_MESSAGES = {
  close: 'Close',
  queued: (count: number) => `${count} notifications queued`,
} as const;
