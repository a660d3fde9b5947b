import { Chat, Message } from '@switchboard/domain';

/** Chat and message rows as the server sends them, for the chat feature's tests. */
export function chatRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'chat-1',
    domain: 'flirt-nl.demo.test',
    locale: 'nl',
    customer: { id: 'customer-1', name: 'Carl Customer' },
    profile: { id: 'profile-1', name: 'Petra Profile' },
    lastMessage: {
      id: 'm-2',
      content: 'Hello?',
      createdAt: '2026-01-15T11:50:00.000Z',
      isFree: false,
    },
    lastSenderType: 'customer',
    lastMessageMessagePool: 'NSFW',
    claimedBy: null,
    claimExpiresAt: null,
    ...overrides,
  };
}

export const chat = (overrides: Record<string, unknown> = {}) => Chat.parse(chatRow(overrides));

export function messageRow(id: string, createdAt: string, overrides: Record<string, unknown> = {}) {
  return { id, content: `text of ${id}`, createdAt, senderType: 'customer', ...overrides };
}

export const message = (id: string, createdAt: string, overrides: Record<string, unknown> = {}) =>
  Message.parse(messageRow(id, createdAt, overrides));
