/** Labels of the logbook dialog not given by the spec (its texts come from domain `messages`). */
export const logbookDialogTexts = {
  title: 'Logbook',
  edit: 'Edit',
  delete: 'Delete',
  created: 'Created',
  updated: 'Updated',
  by: 'by',
} as const;
