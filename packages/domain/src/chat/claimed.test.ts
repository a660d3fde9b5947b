import { describe, expect, it } from 'vitest';
import { Chat } from '../schemas/chat.js';
import { Message } from '../schemas/message.js';
import {
  type ClaimedChatEvent,
  type ClaimedChatState,
  compareMessagesByTime,
  initialClaimedChatState,
  isChatPagePath,
  reduceClaimedChat,
} from './claimed.js';
import type { LiveChange } from './events.js';

const ME = 'op-me';
const chat = (overrides: Record<string, unknown> = {}) =>
  Chat.parse({ id: 'chat-1', locale: 'nl', domain: 'flirt.example.nl', ...overrides });
const message = (id: string, createdAt: string) =>
  Message.parse({ id, createdAt, senderType: 'customer', content: id });

function run(events: ClaimedChatEvent[], start: ClaimedChatState = initialClaimedChatState()) {
  let state = start;
  let notification = null;
  for (const event of events) {
    ({ state, notification } = reduceClaimedChat(state, event));
  }
  return { state, notification };
}

const claimed = run([
  { type: 'claimRequested', chatId: 'chat-1' },
  { type: 'claimResult', chat: chat({ claimedBy: ME }), userId: ME },
]).state;

describe('claiming a chat', () => {
  it('starts with nothing claimed and nothing awaited', () => {
    expect(initialClaimedChatState()).toEqual({
      claimedChat: null,
      waitingForClaim: false,
      pendingChatId: null,
      messages: [],
      logs: [],
      notificationOn: false,
      claimListenerEnabled: false,
    });
  });

  it('sets the waiting flag and starts listening when a claim is requested', () => {
    const { state, notification } = run([{ type: 'claimRequested', chatId: 'chat-1' }]);
    expect(state).toMatchObject({
      waitingForClaim: true,
      pendingChatId: 'chat-1',
      claimListenerEnabled: true,
    });
    expect(notification).toBeNull();
  });

  it('sets the claimed chat and turns the notification on when claimed by me', () => {
    expect(claimed).toMatchObject({
      claimedChat: { id: 'chat-1', claimedBy: ME },
      waitingForClaim: false,
      pendingChatId: null,
      notificationOn: true,
      claimListenerEnabled: true,
    });
  });

  it('warns when another operator claimed the chat while waiting', () => {
    const { state, notification } = run([
      { type: 'claimRequested', chatId: 'chat-1' },
      { type: 'claimResult', chat: chat({ claimedBy: 'op-other' }), userId: ME },
    ]);
    expect(notification).toEqual({
      message: 'The chat was claimed by another operator',
      type: 'warning',
    });
    expect(state).toMatchObject({
      claimedChat: null,
      waitingForClaim: false,
      notificationOn: false,
    });
  });

  it.each<[string, ClaimedChatEvent[], string | null]>([
    ['the chat is not claimed yet', [{ type: 'claimRequested', chatId: 'chat-1' }], null],
    ['the result is for another chat', [{ type: 'claimRequested', chatId: 'chat-2' }], 'op-other'],
    ['nothing is awaited', [], 'op-other'],
  ])('stays quiet when %s', (_case, before, holder) => {
    const start = run(before).state;
    const { state, notification } = reduceClaimedChat(start, {
      type: 'claimResult',
      chat: chat({ claimedBy: holder }),
      userId: ME,
    });
    expect(notification).toBeNull();
    expect(state).toBe(start);
  });

  it('reports a failed claim as an error and stops waiting', () => {
    const { state, notification } = run([
      { type: 'claimRequested', chatId: 'chat-1' },
      { type: 'claimFailed', error: 'Request failed with status code 409' },
    ]);
    expect(notification).toEqual({
      message: 'Failed to claim chat. Request failed with status code 409',
      type: 'error',
    });
    expect(state).toMatchObject({ waitingForClaim: false, pendingChatId: null });
  });
});

describe('changes to the claimed chat', () => {
  it('merges a modification of the claimed chat', () => {
    const start = {
      ...claimed,
      claimedChat: { ...claimed.claimedChat!, extra: 'client-only' } as Chat,
    };
    const change: LiveChange<Chat> = {
      kind: 'modified',
      row: chat({ claimedBy: ME, isConversation: true }),
    };
    const { state } = reduceClaimedChat(start, { type: 'chatChanged', change });
    expect(state.claimedChat).toMatchObject({
      id: 'chat-1',
      isConversation: true,
      extra: 'client-only',
    });
  });

  it('replaces the claimed chat when it is added again', () => {
    const row = chat({ claimedBy: ME, isConversation: true });
    const { state } = reduceClaimedChat(claimed, {
      type: 'chatChanged',
      change: { kind: 'added', row },
    });
    expect(state.claimedChat).toBe(row);
  });

  it('clears the claimed chat when it is removed', () => {
    const { state } = reduceClaimedChat(claimed, {
      type: 'chatChanged',
      change: { kind: 'removed', id: 'chat-1' },
    });
    expect(state.claimedChat).toBeNull();
    expect(state.notificationOn).toBe(false);
  });

  it.each<LiveChange<Chat>>([
    { kind: 'removed', id: 'chat-2' },
    { kind: 'modified', row: chat({ id: 'chat-2' }) },
    { kind: 'added', row: chat({ id: 'chat-2' }) },
  ])('ignores a change to another chat: %j', (change) => {
    expect(reduceClaimedChat(claimed, { type: 'chatChanged', change }).state).toBe(claimed);
  });

  it('ignores changes while nothing is claimed', () => {
    const start = initialClaimedChatState();
    const change: LiveChange<Chat> = { kind: 'removed', id: 'chat-1' };
    expect(reduceClaimedChat(start, { type: 'chatChanged', change }).state).toBe(start);
  });

  it('throws on an unknown chat event kind', () => {
    const change = { kind: 'renamed', id: 'chat-1' } as unknown as LiveChange<Chat>;
    expect(() => reduceClaimedChat(claimed, { type: 'chatChanged', change })).toThrow(
      'Unknown chat event kind "renamed"',
    );
  });

  it('throws on an unknown event type', () => {
    const event = { type: 'claimStolen' } as unknown as ClaimedChatEvent;
    expect(() => reduceClaimedChat(claimed, event)).toThrow(
      'Unknown claimed-chat event "claimStolen"',
    );
  });
});

describe('messages and logs', () => {
  it('keeps messages oldest first', () => {
    const { state } = run(
      [
        {
          type: 'messageChanged',
          change: { kind: 'added', row: message('m2', '2024-05-01T10:05:00Z') },
        },
        {
          type: 'messageChanged',
          change: { kind: 'added', row: message('m1', '2024-05-01T10:00:00Z') },
        },
        {
          type: 'messageChanged',
          change: { kind: 'added', row: message('m0', '2024-05-01T10:05:00Z') },
        },
      ],
      claimed,
    );
    expect(state.messages.map((m) => m.id)).toEqual(['m1', 'm0', 'm2']);
  });

  it('orders equal or unreadable times by id', () => {
    const a = { id: 'a', createdAt: 'x' };
    const b = { id: 'b', createdAt: 'x' };
    expect(compareMessagesByTime(a, b)).toBe(-1);
    expect(compareMessagesByTime(b, a)).toBe(1);
    expect(compareMessagesByTime(a, a)).toBe(0);
  });

  it('applies log changes', () => {
    const { state } = run(
      [{ type: 'logChanged', change: { kind: 'added', row: { id: 'log-1' } } }],
      claimed,
    );
    expect(state.logs).toEqual([{ id: 'log-1' }]);
  });

  it('reset clears messages and logs and removes the claimed chat', () => {
    const { state } = run(
      [
        {
          type: 'messageChanged',
          change: { kind: 'added', row: message('m1', '2024-05-01T10:00:00Z') },
        },
        { type: 'logChanged', change: { kind: 'added', row: { id: 'log-1' } } },
        { type: 'reset' },
      ],
      claimed,
    );
    expect(state).toMatchObject({ messages: [], logs: [], claimedChat: null });
  });
});

describe('releasing the claim', () => {
  it.each([
    ['/chat', true],
    ['/chat/claimed', true],
    ['/chat/lobby?x=1', true],
    ['/pokes/new', false],
    ['/chatter', false],
    ['/', false],
  ])('on %s keeps the claim listener: %s', (path, listening) => {
    const { state, notification } = reduceClaimedChat(claimed, { type: 'released', path });
    expect(notification).toBeNull();
    expect(state).toMatchObject({
      notificationOn: false,
      claimedChat: null,
      claimListenerEnabled: listening,
    });
    expect(isChatPagePath(path)).toBe(listening);
  });

  it('does not start a listener that was off', () => {
    const { state } = reduceClaimedChat(initialClaimedChatState(), {
      type: 'released',
      path: '/chat',
    });
    expect(state.claimListenerEnabled).toBe(false);
  });
});
