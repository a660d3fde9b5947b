/** Labels of the target filter panel that the domain does not give. */
export const targetFilterTexts = {
  title: 'Target customers',
  all: 'All',
  estimate: 'Estimated targets',
  counting: 'Counting targets',
  unknownCount: '—',
  either: 'Either',
  yes: 'Yes',
  no: 'No',
  days: 'days',
} as const;
