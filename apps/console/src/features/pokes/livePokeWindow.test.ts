import { describe, expect, it } from 'vitest';
import { LATE_POKE_MESSAGES } from '@switchboard/domain';
import { testStore, tokenPair } from '../../test/fakes';
import { lateDecisionNotification } from './LatePokeDecision';
import { livePokeApi } from './livePokeApi';
import { pokesApi } from './pokesApi';
import { pokeRow } from './test-support';

type Listener = {
  onBatch: (batch: { changes: unknown[] }) => void;
  onError?: (error: { code: string; message: string }) => void;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const params = {
  locales: ['nl', 'de'],
  start: '2026-01-15T00:00:00.000Z',
  end: '2026-01-21T23:59:59.999Z',
};

describe('the live poke window', () => {
  it('subscribes to `pokes.window` and keeps its pokes by scheduled time as batches come', async () => {
    const { store, portal } = testStore(() => ({ status: 500 }));
    const entry = store.dispatch(livePokeApi.endpoints.livePokeWindow.initiate(params));
    await entry;
    await settle();
    expect(portal.subscribe).toHaveBeenCalledTimes(1);
    const [query, listener] = portal.subscribe.mock.calls[0] as unknown as [unknown, Listener];
    expect(query).toEqual({ query: 'pokes.window', params });
    const read = () => livePokeApi.endpoints.livePokeWindow.select(params)(store.getState()).data;
    expect(read()).toMatchObject({ rows: [], loaded: false });

    const late = pokeRow({ id: 'b', scheduled: '2026-01-17T09:00:00.000Z', late: true });
    const early = pokeRow({ id: 'a', scheduled: '2026-01-16T09:00:00.000Z', late: false });
    listener.onBatch({ changes: [{ kind: 'added', row: late }] });
    listener.onBatch({ changes: [{ kind: 'added', row: early }] });
    expect(read()?.loaded).toBe(true);
    expect(read()?.rows.map((row) => [row.id, row.late])).toEqual([
      ['a', false],
      ['b', true],
    ]);

    // The decision came: no longer late, and running.
    listener.onBatch({
      changes: [{ kind: 'modified', row: { ...late, late: false, status: 'in_progress' } }],
    });
    expect(read()?.rows.find((row) => row.id === 'b')).toMatchObject({
      late: false,
      status: 'in_progress',
    });
    // Moved out of the window, and a row that breaks the schema: neither is shown.
    listener.onBatch({ changes: [{ kind: 'removed', id: 'a' }] });
    listener.onBatch({ changes: [{ kind: 'added', row: { id: 'broken' } }] });
    expect(read()?.rows.map((row) => row.id)).toEqual(['b']);
    entry.unsubscribe();
  });

  it('shows the server refusing the subscription', async () => {
    const { store, portal } = testStore(() => ({ status: 500 }));
    const entry = store.dispatch(livePokeApi.endpoints.livePokeWindow.initiate(params));
    await entry;
    await settle();
    const [, listener] = portal.subscribe.mock.calls[0] as unknown as [unknown, Listener];
    listener.onError?.({ code: 'not-allowed', message: 'No access to locale de.' });
    const data = livePokeApi.endpoints.livePokeWindow.select(params)(store.getState()).data;
    expect(data).toMatchObject({ loaded: true, error: 'No access to locale de.' });
    entry.unsubscribe();
  });
});

describe('the late poke decision', () => {
  it('posts send-late or cancel on the poke and reads the poke it answers', async () => {
    const { store, calls } = testStore(
      (call) => ({
        status: 200,
        data: {
          data: pokeRow({ status: call.url.endsWith('/cancel') ? 'cancelled' : 'in_progress' }),
        },
      }),
      { tokens: tokenPair() },
    );
    const sent = await store
      .dispatch(
        pokesApi.endpoints.decideLatePoke.initiate({
          geo: 'nl',
          id: 'poke-1',
          decision: 'send-late',
        }),
      )
      .unwrap();
    expect(sent.status).toBe('in_progress');
    const cancelled = await store
      .dispatch(
        pokesApi.endpoints.decideLatePoke.initiate({ geo: 'nl', id: 'poke-1', decision: 'cancel' }),
      )
      .unwrap();
    expect(cancelled.status).toBe('cancelled');
    expect(calls.map((call) => [call.method.toUpperCase(), call.url])).toEqual([
      ['POST', '/pokes/nl/poke-1/send-late'],
      ['POST', '/pokes/nl/poke-1/cancel'],
    ]);
  });

  it('says what happened, or why not with the server’s text', () => {
    expect(lateDecisionNotification('send-late', { ok: true })).toEqual({
      type: 'success',
      message: LATE_POKE_MESSAGES.sentAnyway,
    });
    expect(lateDecisionNotification('cancel', { ok: true })).toEqual({
      type: 'success',
      message: LATE_POKE_MESSAGES.cancelled,
    });
    expect(
      lateDecisionNotification('cancel', {
        ok: false,
        error: {
          status: 409,
          code: 'conflict',
          message: 'The poke is not waiting for a decision.',
        },
      }),
    ).toEqual({
      type: 'error',
      message: LATE_POKE_MESSAGES.failed('The poke is not waiting for a decision.'),
    });
  });
});
