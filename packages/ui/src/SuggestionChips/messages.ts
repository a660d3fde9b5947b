/** Texts of the suggestion chips that the spec does not give word for word. */
export const suggestionMessages = {
  title: 'AI suggestions',
  regenerate: 'Regenerate',
  loading: 'Loading suggestions',
  none: 'No suggestions for this message yet.',
  withImage: (tags: readonly string[]) =>
    tags.length > 0 ? `With an image: ${tags.join(', ')}` : 'With an image',
} as const;
