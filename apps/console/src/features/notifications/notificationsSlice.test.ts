import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@switchboard/domain';
import { testStore } from '../../test/fakes';
import { sessionExpired } from '../../app/sessionEnded';
import { makeStore } from '../../app/store';
import {
  initialNotificationsState,
  notificationClosed,
  notificationsSlice,
  notify,
  notifyError,
  notifyInfo,
  notifySuccess,
  notifyWarning,
  NOTIFICATION_AUTO_CLOSE_MS,
} from './notificationsSlice';

const reduce = notificationsSlice.reducer;

describe('notifications slice', () => {
  it('queues notifications newest first with their type', () => {
    let state = reduce(initialNotificationsState, notifySuccess('Saved.'));
    state = reduce(state, notifyError('Failed.'));
    expect(state.queue.map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Failed.', type: 'error' },
      { message: 'Saved.', type: 'success' },
    ]);
    expect(new Set(state.queue.map((n) => n.id)).size).toBe(2);
  });

  it('never lets an older success hide a newer error (a second password reset)', () => {
    let state = reduce(initialNotificationsState, notifySuccess(messages.passwordResetRequested));
    state = reduce(state, notifyError(messages.passwordResetCooldown));
    expect(state.queue[0]).toMatchObject({
      message: messages.passwordResetCooldown,
      type: 'error',
    });
  });

  it('keeps the four types of spec §8', () => {
    for (const type of ['success', 'error', 'info', 'warning'] as const) {
      expect(reduce(initialNotificationsState, notify({ message: 'x', type })).queue[0]?.type).toBe(
        type,
      );
    }
  });

  it('does not queue the same text twice: the newer one replaces it in front', () => {
    let state = reduce(initialNotificationsState, notifyError('Failed.'));
    const first = state.queue[0]?.id;
    state = reduce(state, notifyWarning('Careful.'));
    state = reduce(state, notifyError('Failed.'));
    expect(state.queue.map((n) => n.message)).toEqual(['Failed.', 'Careful.']);
    expect(state.queue[0]?.id).not.toBe(first);
  });

  it('removes a closed notification', () => {
    const state = reduce(initialNotificationsState, notifyError('Failed.'));
    const id = state.queue[0]?.id ?? '';
    expect(reduce(state, notificationClosed(id)).queue).toEqual([]);
  });

  it('tells the user when the session expired', () => {
    const state = reduce(initialNotificationsState, sessionExpired());
    expect(state.queue[0]).toMatchObject({ message: messages.sessionExpired, type: 'warning' });
  });
});

describe('notifications closing by themselves', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes success and info after a few seconds, and keeps errors and warnings', async () => {
    const { store } = testStore(() => ({ status: 200 }));
    store.dispatch(notifyError('Failed.'));
    store.dispatch(notifyWarning('Careful.'));
    store.dispatch(notifySuccess('Saved.'));
    store.dispatch(notifyInfo('Note.'));
    const messagesQueued = () => store.getState().notifications.queue.map((n) => n.message);
    expect(messagesQueued()).toEqual(['Note.', 'Saved.', 'Careful.', 'Failed.']);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS - 100);
    expect(messagesQueued()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(200);
    expect(messagesQueued()).toEqual(['Careful.', 'Failed.']);
    await vi.advanceTimersByTimeAsync(10 * NOTIFICATION_AUTO_CLOSE_MS);
    expect(messagesQueued()).toEqual(['Careful.', 'Failed.']);
  });

  it('gives a repeated success its full time again', async () => {
    const { store } = testStore(() => ({ status: 200 }));
    store.dispatch(notifySuccess('Saved.'));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS - 1_000);
    store.dispatch(notifySuccess('Saved.'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.getState().notifications.queue).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS);
    expect(store.getState().notifications.queue).toHaveLength(0);
  });

  it('keeps every notification when their lifetime is Infinity (page stories)', async () => {
    const store = makeStore(undefined, {
      storage: null,
      noticeLifetimeMs: Number.POSITIVE_INFINITY,
    });
    store.dispatch(notifySuccess('Saved.'));
    store.dispatch(notifyInfo('Note.'));
    await vi.advanceTimersByTimeAsync(10 * NOTIFICATION_AUTO_CLOSE_MS);
    expect(store.getState().notifications.queue.map((n) => n.message)).toEqual(['Note.', 'Saved.']);
  });
});
