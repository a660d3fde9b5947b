/** Texts of the claimed chat panel that the spec does not give word for word. */
export const claimedChatPanelMessages = {
  logbook: 'Logbook',
  customer: 'customer',
  profile: 'profile',
  openPoke: 'Open the poke',
  logs: (count: number) => (count === 1 ? 'log' : 'logs'),
} as const;
