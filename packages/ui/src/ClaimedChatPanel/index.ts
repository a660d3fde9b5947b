export * from './ClaimedChatPanel';
