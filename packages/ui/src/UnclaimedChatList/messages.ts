/** Texts of the unclaimed chat list that the spec does not give word for word. */
export const unclaimedListMessages = {
  label: 'Unclaimed chats',
  empty: 'No chats waiting',
  loading: 'Loading unclaimed chats',
  claim: 'Claim',
  claimChat: (customer: string, profile: string) => `Claim chat of ${customer} with ${profile}`,
  columns: {
    domain: 'Domain',
    locale: 'Locale',
    participants: 'Customer → Profile',
    lastMessage: 'Last message',
    waiting: 'Waiting',
    pool: 'Pool',
    action: 'Action',
  },
  unknown: 'Unknown',
} as const;
