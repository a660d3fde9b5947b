import { describe, expect, it } from 'vitest';
import { pendingAbuseInfo, type AbuseItem, type LiveChangeBatch } from '@switchboard/domain';
import type { LiveListener } from '../../app/socket/LivePortal';
import { testStore, tokenPair, type FakeAnswer, type RecordedCall } from '../../test/fakes';
import { abuseApi } from './abuseApi';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function item(id: string, createdAt: string, overrides: Partial<AbuseItem> = {}): AbuseItem {
  return {
    kind: 'message',
    id,
    locale: 'nl',
    createdAt,
    flaggedAt: createdAt,
    abuse: pendingAbuseInfo(),
    senderId: 'op-1',
    senderName: 'Olga',
    chatId: 'chat-1',
    text: 'call me',
    matchedWords: ['call me'],
    message: null,
    poke: null,
    reason: null,
    batchId: null,
    remediation: null,
    version: 1,
    ...overrides,
  };
}

const OLD = item('old', '2026-01-15T09:00:00.000Z');
const NEW = item('new', '2026-01-15T11:00:00.000Z');

/** A signed-in checker's store whose `abuse.queue` subscription the test plays. */
function setup(handler: (call: RecordedCall) => FakeAnswer = () => ({ status: 404 })) {
  const harness = testStore(handler, {
    tokens: tokenPair({ uid: 'ann', roles: ['CHAT_ABUSE_CHECKER'] }),
  });
  let listener: LiveListener | undefined;
  harness.portal.subscribe.mockImplementation(((_query: unknown, l: LiveListener) => {
    listener = l;
    return () => (listener = undefined);
  }) as never);
  const send = (changes: LiveChangeBatch['changes']) => listener?.onBatch({ id: 'x', changes });
  const queue = () =>
    abuseApi.endpoints.liveAbuseQueue.select()(harness.store.getState() as never).data;
  return { ...harness, send, queue };
}

describe('the live review queue', () => {
  it('keeps the rows oldest first, drops rows that fail the schema, and removes decided ones', async () => {
    const { store, send, queue, portal } = setup();
    const sub = store.dispatch(abuseApi.endpoints.liveAbuseQueue.initiate());
    await flush();
    expect(portal.subscribe).toHaveBeenCalledWith(
      { query: 'abuse.queue', params: {} },
      expect.anything(),
    );
    expect(queue()).toEqual({ rows: [], loaded: false, error: null });
    send([
      { kind: 'added', row: NEW },
      { kind: 'added', row: OLD },
      { kind: 'added', row: { id: 'broken', kind: 'letter' } },
    ]);
    expect(queue()?.rows.map((row) => row.id)).toEqual(['old', 'new']);
    expect(queue()?.loaded).toBe(true);
    send([{ kind: 'removed', id: 'old' }]);
    expect(queue()?.rows.map((row) => row.id)).toEqual(['new']);
    sub.unsubscribe();
  });

  it('says when the server refuses the subscription, instead of loading on', async () => {
    let refuse: ((error: { code: string; message: string }) => void) | undefined;
    const harness = setup();
    harness.portal.subscribe.mockImplementation(((_query: unknown, l: LiveListener) => {
      refuse = l.onError;
      return () => undefined;
    }) as never);
    const sub = harness.store.dispatch(abuseApi.endpoints.liveAbuseQueue.initiate());
    await flush();
    refuse?.({ code: 'forbidden', message: 'No access to the abuse queue.' });
    expect(harness.queue()).toMatchObject({
      loaded: true,
      error: 'No access to the abuse queue.',
    });
    sub.unsubscribe();
  });
});

describe('review calls', () => {
  it('claims the next item with the chosen locales and shows it in the queue at once', async () => {
    const claimed = item('old', OLD.createdAt, {
      abuse: {
        ...pendingAbuseInfo(),
        status: 'claimed',
        claimedBy: 'ann',
        claimedAt: OLD.createdAt,
      },
    });
    const { store, send, queue, calls } = setup(() => ({ status: 200, data: { data: claimed } }));
    const sub = store.dispatch(abuseApi.endpoints.liveAbuseQueue.initiate());
    await flush();
    send([{ kind: 'added', row: NEW }]);
    const answer = await store
      .dispatch(
        abuseApi.endpoints.nextAbuseItem.initiate({ locales: ['nl'], kind: 'poke', skip: ['s-1'] }),
      )
      .unwrap();
    expect(answer?.abuse.claimedBy).toBe('ann');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/abuse/next',
      data: { locales: ['nl'], kind: 'poke', skip: ['s-1'] },
    });
    expect(queue()?.rows.map((row) => row.id)).toEqual(['old', 'new']);
    sub.unsubscribe();
  });

  it('takes a marked item out of the queue at once and sends the verdict and reason', async () => {
    const marked = item('new', NEW.createdAt, {
      abuse: { ...pendingAbuseInfo(), status: 'abuse', checkedBy: 'ann', checkedAt: NEW.createdAt },
      batchId: 'batch-1',
    });
    const { store, send, queue, calls } = setup(() => ({ status: 200, data: { data: marked } }));
    const sub = store.dispatch(abuseApi.endpoints.liveAbuseQueue.initiate());
    await flush();
    send([{ kind: 'added', row: NEW }]);
    await store
      .dispatch(
        abuseApi.endpoints.markAbuseItem.initiate({ id: 'new', verdict: 'abuse', reason: 'scam' }),
      )
      .unwrap();
    expect(calls[0]).toMatchObject({
      url: '/abuse/items/new/mark',
      data: { verdict: 'abuse', reason: 'scam' },
    });
    expect(queue()?.rows).toEqual([]);
    sub.unsubscribe();
  });

  it('refuses an answer that does not fit the domain schema', async () => {
    const { store } = setup(() => ({ status: 200, data: { data: { id: 'x' } } }));
    const result = await store.dispatch(abuseApi.endpoints.claimAbuseItem.initiate('x'));
    expect(result.error).toMatchObject({ code: 'bad-answer' });
  });

  it('passes the server’s refusal on with its status (409: held by another reviewer)', async () => {
    const { store } = setup(() => ({
      status: 409,
      data: {
        error: { code: 'conflict', message: 'This item is being reviewed by another reviewer.' },
      },
    }));
    const result = await store.dispatch(abuseApi.endpoints.claimAbuseItem.initiate('x'));
    expect(result.error).toMatchObject({ status: 409, code: 'conflict' });
  });
});
