import { describe, expect, it } from 'vitest';
import { UNCLAIMED_CHAT_QUERY_LIMIT } from '../constants.js';
import { Chat } from '../schemas/chat.js';
import {
  compareUnclaimedChats,
  isAwaitingOperator,
  isChatUnclaimed,
  isCompleteChat,
  isInUnclaimedQueue,
  isQueueableTrigger,
  QUEUEABLE_TRIGGER_TYPES,
  selectUnclaimedQueue,
} from './unclaimed.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');

function chat(overrides: Record<string, unknown> = {}, lastMessage: Record<string, unknown> = {}) {
  return Chat.parse({
    id: 'chat-1',
    domain: 'flirt.example.nl',
    locale: 'nl',
    customer: { id: 'cust-1' },
    profile: { id: 'prof-1' },
    lastSenderType: 'customer',
    lastMessage: { id: 'm1', content: 'hi', createdAt: '2024-05-01T11:00:00.000Z', ...lastMessage },
    ...overrides,
  });
}

describe('keep rule', () => {
  it('keeps a chat with id, customer, profile, last message and domain', () => {
    expect(isCompleteChat(chat())).toBe(true);
  });

  it.each([['customer'], ['profile'], ['lastMessage'], ['domain']])(
    'drops a chat without %s',
    (field) => {
      expect(isCompleteChat({ ...chat(), [field]: null })).toBe(false);
    },
  );

  it.each([
    ['id', ''],
    ['domain', ''],
  ])('drops a chat with an empty %s', (field, value) => {
    expect(isCompleteChat({ ...chat(), [field]: value })).toBe(false);
  });
});

describe('isChatUnclaimed', () => {
  it.each([
    [null, null, true],
    ['', null, true],
    ['   ', null, true],
    ['op-1', null, false],
    ['op-1', '2024-05-01T12:00:30.000Z', false],
    ['op-1', '2024-05-01T12:00:00.000Z', true],
    ['op-1', '2024-05-01T11:59:59.000Z', true],
  ])('claimedBy %j expiring %j is unclaimed: %s', (claimedBy, claimExpiresAt, expected) => {
    expect(isChatUnclaimed({ claimedBy, claimExpiresAt }, NOW)).toBe(expected);
  });
});

describe('isAwaitingOperator', () => {
  it.each([
    ['customer', null, false, true],
    ['customer', null, true, false],
    ['agent', null, false, false],
    ['system', null, false, false],
    ['poke', null, false, false],
    ['trigger', 'like', false, true],
    ['trigger', 'profile_visit', false, true],
    ['trigger', 'like', true, false],
    ['trigger', 'stopped_conversation', false, false],
    ['trigger', 're_engagement', false, false],
    ['trigger', 'something_new', false, false],
    ['trigger', null, false, false],
    [null, null, false, false],
  ])(
    'last sender %s with trigger %s and isFree %s awaits an operator: %s',
    (lastSenderType, triggerType, isFree, expected) => {
      const c = chat(
        { lastSenderType, trigger: triggerType ? { type: triggerType } : null },
        { isFree },
      );
      expect(isAwaitingOperator(c)).toBe(expected);
    },
  );

  it('does not wait when there is no last message', () => {
    expect(isAwaitingOperator({ ...chat(), lastMessage: null })).toBe(false);
  });

  it('lists the queueable trigger types', () => {
    expect(QUEUEABLE_TRIGGER_TYPES).toEqual([
      'flirt',
      'favorite',
      'like',
      'proposal',
      'profile_visit',
    ]);
    expect(isQueueableTrigger('favorite')).toBe(true);
    expect(isQueueableTrigger(undefined)).toBe(false);
  });
});

describe('admin queue', () => {
  it('holds only complete, unclaimed, awaiting, undeleted chats', () => {
    expect(isInUnclaimedQueue(chat(), NOW)).toBe(true);
    expect(isInUnclaimedQueue(chat({ isDeleted: true }), NOW)).toBe(false);
    expect(isInUnclaimedQueue(chat({ claimedBy: 'op-1' }), NOW)).toBe(false);
    expect(isInUnclaimedQueue(chat({ customer: null }), NOW)).toBe(false);
    expect(isInUnclaimedQueue(chat({ lastSenderType: 'agent' }), NOW)).toBe(false);
    expect(
      isInUnclaimedQueue(chat({ claimedBy: 'op-1', claimExpiresAt: '2024-05-01T11:00:00Z' }), NOW),
    ).toBe(true);
  });

  it('lists them oldest first by last message time, ties by id', () => {
    const chats = [
      chat({ id: 'c' }, { createdAt: '2024-05-01T10:00:00.000Z' }),
      chat({ id: 'claimed', claimedBy: 'op-9' }, { createdAt: '2024-05-01T08:00:00.000Z' }),
      chat({ id: 'a' }, { createdAt: '2024-05-01T09:00:00.000Z' }),
      chat({ id: 'b2' }, { createdAt: '2024-05-01T10:00:00.000Z' }),
      chat({ id: 'free' }, { createdAt: '2024-05-01T07:00:00.000Z', isFree: true }),
    ];
    expect(selectUnclaimedQueue(chats, NOW).map((c) => c.id)).toEqual(['a', 'b2', 'c']);
  });

  it('caps the list at 150 by default and at a given limit', () => {
    const chats = Array.from({ length: 151 }, (_, i) =>
      chat(
        { id: `c${String(i).padStart(3, '0')}` },
        { createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString() },
      ),
    );
    const queue = selectUnclaimedQueue(chats.reverse(), NOW);
    expect(UNCLAIMED_CHAT_QUERY_LIMIT).toBe(150);
    expect(queue).toHaveLength(150);
    expect(queue[0]?.id).toBe('c000');
    expect(queue[149]?.id).toBe('c149');
    expect(selectUnclaimedQueue(chats, NOW, 2).map((c) => c.id)).toEqual(['c000', 'c001']);
    expect(selectUnclaimedQueue(chats, NOW, -1)).toEqual([]);
  });

  it('sorts chats whose last message time is unreadable last', () => {
    const readable = { id: 'z', lastMessage: chat().lastMessage };
    const unreadable = { id: 'a', lastMessage: null };
    expect(compareUnclaimedChats(unreadable, readable)).toBe(1);
    expect(compareUnclaimedChats(readable, unreadable)).toBe(-1);
    expect(compareUnclaimedChats(unreadable, { ...unreadable, id: 'b' })).toBe(-1);
    expect(compareUnclaimedChats(readable, readable)).toBe(0);
  });
});
