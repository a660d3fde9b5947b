import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  closesByItself,
  notificationClosed,
  notify,
  NOTIFICATION_AUTO_CLOSE_MS,
} from './notificationsSlice';

/**
 * Closes each success and info notification `NOTIFICATION_AUTO_CLOSE_MS` after it was queued.
 * Errors and warnings are left to the user's Close (or to a newer one with the same text).
 */
export function closeNotificationsByThemselves(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    actionCreator: notify,
    effect: async (action, listenerApi) => {
      if (!closesByItself(action.payload.type)) return;
      await listenerApi.delay(NOTIFICATION_AUTO_CLOSE_MS);
      listenerApi.dispatch(notificationClosed(action.payload.id));
    },
  });
}
