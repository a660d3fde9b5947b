import type { NotificationType } from '@switchboard/domain';

/**
 * The snackbar queue's rules, without Redux: the React app's notifications slice and the light
 * /login page (src/login) keep their queues by them.
 */

/** How long a success or info notification stays before it closes by itself. */
export const NOTIFICATION_AUTO_CLOSE_MS = 6_000;

/** Success and info close by themselves; errors and warnings stay until closed or replaced. */
export const closesByItself = (type: NotificationType): boolean =>
  type === 'success' || type === 'info';

/**
 * The queue with `notification` in front (newest first: the snackbar shows the first, so an older
 * notification never hides a newer one); the same text and type queued before is replaced by it.
 */
export function withNotification<T extends { message: string; type: NotificationType }>(
  queue: readonly T[],
  notification: T,
): T[] {
  return [
    notification,
    ...queue.filter(
      (queued) => queued.message !== notification.message || queued.type !== notification.type,
    ),
  ];
}
