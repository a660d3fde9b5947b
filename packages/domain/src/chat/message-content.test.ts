import { describe, expect, it } from 'vitest';
import { Chat } from '../schemas/chat.js';
import { Message } from '../schemas/message.js';
import {
  deleteChatLastMessage,
  deleteMessage,
  displayedMessageContent,
  isMessageDeleted,
  modifyChatLastMessage,
  modifyMessage,
} from './message-content.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const deletion = { by: 'op-7', reason: 'contact details' };

const message = (overrides: Record<string, unknown> = {}) =>
  Message.parse({
    id: 'm1',
    content: 'original',
    createdAt: '2024-05-01T10:00:00Z',
    senderType: 'customer',
    ...overrides,
  });

const chat = (lastMessageId: string) =>
  Chat.parse({
    id: 'chat-1',
    locale: 'nl',
    lastMessage: {
      id: lastMessageId,
      content: 'original',
      createdAt: '2024-05-01T10:00:00Z',
      maskedContent: 'orig***',
    },
  });

describe('displayedMessageContent', () => {
  it.each([
    [{}, 'original'],
    [{ maskedContent: 'call me at ***' }, 'call me at ***'],
    [{ maskedContent: '' }, 'original'],
    [
      { maskedContent: 'masked', abuse_modification_data: { modified_content: 'moderated' } },
      'moderated',
    ],
    [
      { maskedContent: 'masked', abuse_modification_data: '{"modified_content":"from json"}' },
      'from json',
    ],
    [{ maskedContent: 'masked', abuse_modification_data: { modified_content: '' } }, 'masked'],
    [
      { maskedContent: 'masked', abuse_modification_data: { modified_attachment: 'abc' } },
      'masked',
    ],
    [
      { deletedAt: '2024-05-01T11:00:00Z', abuse_modification_data: { modified_content: 'x' } },
      'This message has been deleted',
    ],
  ])('shows %j as %j', (overrides, expected) => {
    expect(displayedMessageContent(message(overrides))).toBe(expected);
  });
});

describe('deleteMessage', () => {
  it('replaces the content and records who deleted it, when and why', () => {
    const deleted = deleteMessage(
      message({ maskedContent: 'orig***', attachment: { hash: 'ab12' } }),
      deletion,
      NOW,
    );
    expect(deleted).toMatchObject({
      id: 'm1',
      content: 'This message has been deleted',
      deletedAt: '2024-05-01T12:00:00.000Z',
      deleted: { by: 'op-7', reason: 'contact details' },
      maskedContent: null,
      attachment: null,
    });
    expect(isMessageDeleted(deleted)).toBe(true);
    expect(displayedMessageContent(deleted)).toBe('This message has been deleted');
  });

  it('keeps the first deletion of a message already deleted', () => {
    const first = deleteMessage(message(), deletion, NOW);
    expect(
      deleteMessage(first, { by: 'op-8', reason: 'again' }, new Date('2024-06-01T00:00:00Z')),
    ).toBe(first);
  });

  it('updates the chat last message when it was the deleted message', () => {
    const updated = deleteChatLastMessage(chat('m1'), 'm1', deletion, NOW);
    expect(updated.lastMessage).toMatchObject({
      id: 'm1',
      content: 'This message has been deleted',
      deletedAt: '2024-05-01T12:00:00.000Z',
      deleted: deletion,
      maskedContent: null,
    });
    expect(updated.lastMessage).not.toHaveProperty('attachment');
  });

  it('leaves the chat alone when another message was deleted', () => {
    const original = chat('m2');
    expect(deleteChatLastMessage(original, 'm1', deletion, NOW)).toBe(original);
    const empty = { lastMessage: null };
    expect(deleteChatLastMessage(empty, 'm1', deletion, NOW)).toBe(empty);
  });
});

describe('modifyMessage', () => {
  const modification = {
    modified_content: 'toned down',
    modified_attachment: null,
    modified_by: 'checker-1',
  };

  it('sets abuse_modification_data, which then decides the display', () => {
    const modified = modifyMessage(message({ maskedContent: 'masked' }), modification);
    expect(modified.abuse_modification_data).toEqual(modification);
    expect(displayedMessageContent(modified)).toBe('toned down');
  });

  it('updates the chat last message when it is the modified message', () => {
    expect(
      displayedMessageContent(modifyChatLastMessage(chat('m1'), 'm1', modification).lastMessage!),
    ).toBe('toned down');
    const other = chat('m2');
    expect(modifyChatLastMessage(other, 'm1', modification)).toBe(other);
  });
});
