export * from './UnclaimedChatList';
export { formatWaiting } from './formatWaiting';
export { useDelayedFlag } from './useDelayedFlag';
