/** Texts of the composer that the spec does not give word for word. */
export const composerMessages = {
  label: 'Reply',
  placeholder: 'Write a reply… (Enter sends, Shift+Enter adds a line)',
  send: 'Send',
  emoji: 'Insert emoji',
  emojiPicker: 'Emoji',
  attach: 'Add attachment',
} as const;
