/** Labels of the announcements dialog (the spec names the buttons; the rest is ours). */
export const announcementsDialogTexts = {
  title: 'Announcements',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  steps: 'Announcement topics',
  empty: 'There are no announcements.',
  updated: 'Updated',
  count: (count: number) => (count === 1 ? '1 announcement' : `${count} announcements`),
} as const;
