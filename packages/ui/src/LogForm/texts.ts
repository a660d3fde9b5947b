/** Field labels and buttons of the logbook form (validation texts come from the domain). */
export const logFormTexts = {
  category: 'Category',
  chooseCategory: 'Choose a category',
  group: 'Group',
  chooseValue: 'Choose a value',
  comment: 'Comment',
  commentOptional: 'Comment (optional)',
  save: 'Save',
  cancel: 'Cancel',
  counter: (length: number, max: number) => `${length} / ${max}`,
  counterLabel: (length: number, max: number) => `${length} of ${max} characters used`,
} as const;
