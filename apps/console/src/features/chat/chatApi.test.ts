import { describe, expect, it } from 'vitest';
import type { LiveChangeBatch } from '@switchboard/domain';
import type { LiveListener } from '../../app/socket/LivePortal';
import { testStore, tokenPair, type FakeAnswer, type RecordedCall } from '../../test/fakes';
import { chatApi } from './chatApi';
import {
  parseChatRow,
  parseMessagePage,
  parseQueueCountRow,
  parseSignedUrlMap,
  parseSuggestionRow,
} from './chatRows';
import { claimFailureNotification } from './claim';
import { chatRow, messageRow } from './test-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A signed-in store whose socket subscriptions are captured, keyed by live query name. */
function setup(handler: (call: RecordedCall) => FakeAnswer = () => ({ status: 404 })) {
  const harness = testStore(handler, { tokens: tokenPair() });
  const listeners = new Map<string, LiveListener>();
  harness.portal.subscribe.mockImplementation(((query: { query: string }, l: LiveListener) => {
    listeners.set(query.query, l);
    return () => listeners.delete(query.query);
  }) as never);
  const send = (query: string, changes: LiveChangeBatch['changes']) =>
    listeners.get(query)?.onBatch({ id: 'x', changes });
  return { ...harness, listeners, send };
}

describe('chat rows', () => {
  it('parses a chat with the domain schema and drops a broken one', () => {
    expect(parseChatRow(chatRow())).toMatchObject({ id: 'chat-1', lastSenderType: 'customer' });
    expect(parseChatRow({ ...chatRow(), locale: 'Dutch' })).toBeNull();
    expect(parseChatRow(null)).toBeNull();
  });

  it('keeps the id of a queue count row, or derives it from locale and pool', () => {
    const row = { locale: 'nl', pool: 'SFW', count: 3, oldestMessageAt: null };
    expect(parseQueueCountRow({ ...row, id: 'nl:SFW' })?.id).toBe('nl:SFW');
    expect(parseQueueCountRow(row)?.id).toBe('nl:SFW');
    expect(parseQueueCountRow({ ...row, count: -1 })).toBeNull();
  });

  it('needs an id on a suggestion row', () => {
    const suggestion = {
      messageId: 'm-1',
      suggestion: 'Hi!',
      createdAt: '2026-01-15T11:00:00.000Z',
    };
    expect(parseSuggestionRow({ ...suggestion, id: 's-1' })).toMatchObject({ id: 's-1' });
    expect(parseSuggestionRow(suggestion)).toBeNull();
  });

  it('reads an older-message page with hasMore, and refuses a page with a broken message', () => {
    const page = { data: [messageRow('m-1', '2026-01-15T10:00:00.000Z')], hasMore: true };
    expect(parseMessagePage(page)).toMatchObject({ hasMore: true, messages: [{ id: 'm-1' }] });
    expect(parseMessagePage({ data: [{ id: 'm-1' }], hasMore: true })).toBeNull();
  });

  it('keeps only string entries of a signed URL map', () => {
    expect(parseSignedUrlMap({ a: 'https://x/a', b: 3 })).toEqual({ a: 'https://x/a' });
  });
});

describe('claim failures', () => {
  it.each([
    [
      {
        status: 409,
        code: 'chat/claimed-by-another',
        message: 'The chat was claimed by another operator',
      },
      { type: 'warning', message: 'The chat was claimed by another operator' },
    ],
    [
      { status: 409, code: 'chat/already-claiming', message: 'You still have a chat claimed' },
      { type: 'error', message: 'Failed to claim chat. You still have a chat claimed' },
    ],
    [
      { status: 500, code: 'internal', message: 'Database down' },
      { type: 'error', message: 'Failed to claim chat. Database down' },
    ],
    [new Error('boom'), { type: 'error', message: 'Failed to claim chat. boom' }],
  ])('maps %j to %j', (error, notification) => {
    expect(claimFailureNotification(error)).toEqual(notification);
  });

  it('turns a 409 answer of POST /chats/{id}/claim into the warning', async () => {
    const { store, calls } = setup(() => ({
      status: 409,
      data: {
        error: {
          code: 'chat/claimed-by-another',
          message: 'The chat was claimed by another operator',
        },
      },
    }));
    const result = await store.dispatch(
      chatApi.endpoints.claimChat.initiate({
        chatId: 'chat-1',
        domain: 'flirt-nl.demo.test',
        messagePool: 'SFW',
      }),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/chats/chat-1/claim',
      data: { domain: 'flirt-nl.demo.test', messagePool: 'SFW' },
    });
    expect(claimFailureNotification(result.error)).toEqual({
      type: 'warning',
      message: 'The chat was claimed by another operator',
    });
  });

  it('turns any other failure into the error with the server text', async () => {
    const { store } = setup(() => ({
      status: 404,
      data: { error: { code: 'chat/queue-empty', message: 'No chat is waiting in this queue.' } },
    }));
    const result = await store.dispatch(
      chatApi.endpoints.claimNextChat.initiate({ pool: 'NSFW', locales: ['nl'] }),
    );
    expect(claimFailureNotification(result.error)).toEqual({
      type: 'error',
      message: 'Failed to claim chat. No chat is waiting in this queue.',
    });
  });

  it('refuses an answer that is not a chat', async () => {
    const { store } = setup(() => ({ status: 200, data: { data: { id: 'chat-1' } } }));
    const result = await store.dispatch(chatApi.endpoints.claimNextChat.initiate({ pool: 'NSFW' }));
    expect(result.error).toMatchObject({ code: 'bad-answer' });
  });
});

describe('live chat lists', () => {
  it('keeps the unclaimed list parsed, oldest first, and marks it loaded at the first batch', async () => {
    const { store, send } = setup();
    const arg = { locales: ['nl'] };
    const subscription = store.dispatch(chatApi.endpoints.liveUnclaimed.initiate(arg));
    await flush();
    const select = () => chatApi.endpoints.liveUnclaimed.select(arg)(store.getState()).data;
    expect(select()).toEqual({ rows: [], loaded: false });

    send('chats.unclaimed', []);
    expect(select()).toEqual({ rows: [], loaded: true });

    const newer = chatRow({
      id: 'newer',
      lastMessage: { ...chatRow().lastMessage, createdAt: '2026-01-15T11:55:00.000Z' },
    });
    send('chats.unclaimed', [
      { kind: 'added', row: newer },
      { kind: 'added', row: chatRow({ id: 'older' }) },
      { kind: 'added', row: { id: 'broken', locale: 'NL' } },
    ]);
    expect(select()?.rows.map((chat) => chat.id)).toEqual(['older', 'newer']);

    // Claimed elsewhere: the server removes it.
    send('chats.unclaimed', [{ kind: 'removed', id: 'older' }]);
    expect(select()?.rows.map((chat) => chat.id)).toEqual(['newer']);
    subscription.unsubscribe();
  });

  it('knows the claimed chat from a successful claim before the live query reports it', async () => {
    const claimed = chatRow({
      claimedBy: 'demo-operator',
      claimExpiresAt: '2026-01-15T12:05:00.000Z',
    });
    const { store } = setup(() => ({ status: 200, data: { data: claimed } }));
    const subscription = store.dispatch(chatApi.endpoints.liveClaimed.initiate());
    await flush();
    await store.dispatch(
      chatApi.endpoints.claimChat.initiate({
        chatId: 'chat-1',
        domain: 'flirt-nl.demo.test',
        messagePool: 'NSFW',
      }),
    );
    const data = chatApi.endpoints.liveClaimed.select()(store.getState()).data;
    expect(data?.loaded).toBe(true);
    expect(data?.rows.map((chat) => chat.claimedBy)).toEqual(['demo-operator']);
    subscription.unsubscribe();
  });

  it('adds older pages to the live conversation, oldest first', async () => {
    const older = [
      messageRow('m-a', '2026-01-15T09:00:00.000Z'),
      messageRow('m-b', '2026-01-15T09:30:00.000Z'),
    ];
    const { store, send, calls } = setup(() => ({
      status: 200,
      data: { data: older, hasMore: false },
    }));
    const scope = { locale: 'nl', chatId: 'chat-1' };
    const subscription = store.dispatch(chatApi.endpoints.liveMessages.initiate(scope));
    await flush();
    send('chat.messages', [{ kind: 'added', row: messageRow('m-c', '2026-01-15T10:00:00.000Z') }]);
    const page = await store
      .dispatch(
        chatApi.endpoints.olderMessages.initiate({ ...scope, before: '2026-01-15T10:00:00.000Z' }),
      )
      .unwrap();
    expect(page.hasMore).toBe(false);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/chats/chat-1/messages' });
    const rows = chatApi.endpoints.liveMessages.select(scope)(store.getState()).data?.rows;
    expect(rows?.map((m) => m.id)).toEqual(['m-a', 'm-b', 'm-c']);
    subscription.unsubscribe();
  });

  it('drops a sent reply’s chat from the claimed chat at once (sending releases the claim)', async () => {
    const sent = messageRow('m-9', '2026-01-15T12:00:00.000Z', { senderType: 'agent' });
    const { store, send } = setup(() => ({ status: 200, data: { data: sent } }));
    const subscription = store.dispatch(chatApi.endpoints.liveClaimed.initiate());
    await flush();
    send('chat.claimed', [{ kind: 'added', row: chatRow({ claimedBy: 'demo-operator' }) }]);
    await store.dispatch(
      chatApi.endpoints.sendMessage.initiate({
        locale: 'nl',
        chatDocumentId: 'chat-1',
        domain: 'flirt-nl.demo.test',
        metadata: {},
        message: { senderType: 'agent', senderId: 'demo-operator', content: 'Hi', type: 'normal' },
      }),
    );
    expect(chatApi.endpoints.liveClaimed.select()(store.getState()).data?.rows).toEqual([]);
    subscription.unsubscribe();
  });
});
