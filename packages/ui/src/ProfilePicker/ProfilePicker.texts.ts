/** Labels of the profile picker (the spec gives only the no-result text, in `messages`). */
export const profilePickerTexts = {
  searchLabel: 'Search entertainment profiles',
  searchPlaceholder: 'Name or profile id',
  search: 'Search',
  results: 'Profiles found',
  loading: 'Searching profiles',
  retry: 'Try again',
  selected: 'Selected',
  age: (age: number) => `${age} years`,
  ageUnknown: 'Age unknown',
} as const;
