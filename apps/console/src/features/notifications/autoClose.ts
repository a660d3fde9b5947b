import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { closesByItself, notificationClosed, notify } from './notificationsSlice';

/**
 * Closes each success and info notification `lifetimeMs` after it was queued
 * (`NOTIFICATION_AUTO_CLOSE_MS` in the app; `Infinity` never). Errors and warnings are left to
 * the user's Close (or to a newer one with the same text).
 */
export function closeNotificationsByThemselves(
  middleware: ListenerMiddlewareInstance,
  lifetimeMs: number,
): void {
  // A timer of `Infinity` ms fires at once: never set one.
  if (!Number.isFinite(lifetimeMs)) return;
  middleware.startListening({
    actionCreator: notify,
    effect: async (action, listenerApi) => {
      if (!closesByItself(action.payload.type)) return;
      await listenerApi.delay(lifetimeMs);
      listenerApi.dispatch(notificationClosed(action.payload.id));
    },
  });
}
