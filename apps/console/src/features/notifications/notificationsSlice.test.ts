import { describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { sessionExpired } from '../auth/authSlice';
import {
  initialNotificationsState,
  notificationClosed,
  notificationsSlice,
  notify,
  notifyError,
  notifySuccess,
} from './notificationsSlice';

const reduce = notificationsSlice.reducer;

describe('notifications slice', () => {
  it('queues notifications oldest first with their type', () => {
    let state = reduce(initialNotificationsState, notifySuccess('Saved.'));
    state = reduce(state, notifyError('Failed.'));
    expect(state.queue.map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Saved.', type: 'success' },
      { message: 'Failed.', type: 'error' },
    ]);
    expect(new Set(state.queue.map((n) => n.id)).size).toBe(2);
  });

  it('keeps the four types of spec §8', () => {
    for (const type of ['success', 'error', 'info', 'warning'] as const) {
      expect(reduce(initialNotificationsState, notify({ message: 'x', type })).queue[0]?.type).toBe(
        type,
      );
    }
  });

  it('does not queue the same text twice in a row', () => {
    let state = reduce(initialNotificationsState, notifyError('Failed.'));
    state = reduce(state, notifyError('Failed.'));
    expect(state.queue).toHaveLength(1);
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
