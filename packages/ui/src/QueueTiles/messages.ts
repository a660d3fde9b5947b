/** Texts of the queue tiles that the spec does not give word for word. */
export const queueTilesMessages = {
  label: 'Chat queues',
  claimNext: 'Claim next',
  claimNextIn: (pool: string) => `Claim next ${pool} chat`,
  waiting: 'Waiting for the claim…',
  loading: 'Loading queue counts',
  chatsWaiting: (count: number) => (count === 1 ? 'chat waiting' : 'chats waiting'),
  oldest: (wait: string) => `Oldest waits ${wait}`,
  noneWaiting: 'Nothing waiting',
  unknownCount: '–',
} as const;
