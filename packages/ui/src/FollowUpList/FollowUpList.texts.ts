/** Labels of the follow-up list (the spec gives the delays and the time format, not these). */
export const followUpListTexts = {
  title: 'Follow-ups',
  add: 'Add follow-up',
  remove: 'Remove',
  removeOne: (label: string) => `Remove ${label}`,
  delay: 'Delay',
  scheduled: 'Scheduled',
  inThePast: 'In the past',
  noMessage: 'No message yet',
  empty: 'No follow-ups yet.',
} as const;
