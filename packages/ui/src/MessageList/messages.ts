/** Texts of the message list that the spec does not give word for word. */
export const messageListMessages = {
  label: 'Conversation',
  loadOlder: 'Load older messages',
  loading: 'Loading messages',
  loadingOlder: 'Loading older messages',
  empty: 'No messages yet',
  moderated: 'Moderated',
  deleteMessage: 'Delete message',
  editMessage: 'Edit message',
  attachmentAlt: (sender: string) => `Attachment from ${sender}`,
  unknownSender: 'Unknown sender',
  marked: 'Marked',
} as const;
