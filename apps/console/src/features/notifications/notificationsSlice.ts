import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  authErrorText,
  messages,
  USER_DISABLED_CODE,
  type NotificationType,
} from '@switchboard/domain';
import { accountDisabled, sessionExpired } from '../../app/sessionEnded';
import { withNotification } from './queueRules';

/** A queued snackbar notification (spec §2, §8). */
export interface QueuedNotification {
  id: string;
  message: string;
  type: NotificationType;
  /** The label of the notification's action button (e.g. Undo); see `notificationActions`. */
  actionLabel?: string;
}

export interface NotificationsState {
  /**
   * Newest first: the snackbar shows the first, so an older notification never hides a newer one
   * (a green 'email sent' never stands in front of the error that followed it).
   */
  queue: QueuedNotification[];
}

export { closesByItself, NOTIFICATION_AUTO_CLOSE_MS } from './queueRules';

/** Puts `notification` in front; the same text and type queued before is replaced by it. */
function push(state: NotificationsState, notification: QueuedNotification): void {
  state.queue = withNotification(state.queue, notification);
}

export const initialNotificationsState: NotificationsState = { queue: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<QueuedNotification>) {
        push(state, action.payload);
      },
      prepare(notification: {
        message: string;
        type: NotificationType;
        actionLabel?: string;
        id?: string;
      }) {
        return { payload: { ...notification, id: notification.id ?? nanoid() } };
      },
    },
    notificationClosed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      push(state, { id: nanoid(), message: messages.sessionExpired, type: 'warning' });
    });
    builder.addCase(accountDisabled, (state) => {
      push(state, { id: nanoid(), message: authErrorText(USER_DISABLED_CODE), type: 'error' });
    });
  },
});

export const { notify, notificationClosed } = notificationsSlice.actions;

export const notifySuccess = (message: string) => notify({ message, type: 'success' });
export const notifyError = (message: string) => notify({ message, type: 'error' });
export const notifyInfo = (message: string) => notify({ message, type: 'info' });
export const notifyWarning = (message: string) => notify({ message, type: 'warning' });
