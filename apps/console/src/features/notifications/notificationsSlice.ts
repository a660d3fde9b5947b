import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { messages, type NotificationType } from '@switchboard/domain';
import { sessionExpired } from '../auth/authSlice';

/** A queued snackbar notification (spec §2, §8). */
export interface QueuedNotification {
  id: string;
  message: string;
  type: NotificationType;
}

export interface NotificationsState {
  /** Oldest first: the snackbar shows the first. */
  queue: QueuedNotification[];
}

export const initialNotificationsState: NotificationsState = { queue: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<QueuedNotification>) {
        // The same text twice in a row adds nothing but a bigger badge.
        const last = state.queue.at(-1);
        if (last?.message === action.payload.message && last.type === action.payload.type) return;
        state.queue.push(action.payload);
      },
      prepare(notification: { message: string; type: NotificationType }) {
        return { payload: { id: nanoid(), ...notification } };
      },
    },
    notificationClosed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.queue.push({ id: nanoid(), message: messages.sessionExpired, type: 'warning' });
    });
  },
});

export const { notify, notificationClosed } = notificationsSlice.actions;

export const notifySuccess = (message: string) => notify({ message, type: 'success' });
export const notifyError = (message: string) => notify({ message, type: 'error' });
export const notifyInfo = (message: string) => notify({ message, type: 'info' });
export const notifyWarning = (message: string) => notify({ message, type: 'warning' });
