import { messages } from '@switchboard/domain';
import { localStore } from '../../common/storage';
import { loadBrowserSettings } from '../settings/browserSettings';
import {
  claimNotificationPlan,
  shouldAskNotificationPermission,
  type NotificationPermissionState,
} from './lobby';

/** The browser's notification permission; 'unsupported' where there is no Notification API. */
function permission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks for notification permission when the user claims a chat (a user gesture, as browsers
 * require), if the personal settings want claim notifications and nobody has decided yet.
 */
export function askClaimNotificationPermission(): void {
  if (!shouldAskNotificationPermission(loadBrowserSettings(localStore()), permission())) return;
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * Shows the claimed-chat browser notification per the personal settings and returns a function
 * that closes it (on release). Clicking it brings the console forward.
 */
export function showClaimNotification(body: string): () => void {
  const plan = claimNotificationPlan(loadBrowserSettings(localStore()), permission());
  if (!plan.show) return () => undefined;
  let notification: Notification;
  try {
    notification = new Notification(messages.stillHaveChatClaimed, { body, tag: 'claimed-chat' });
  } catch {
    // Some browsers allow notifications only from a service worker: then there is none.
    return () => undefined;
  }
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  const timer =
    plan.closeAfterMs === null ? null : setTimeout(() => notification.close(), plan.closeAfterMs);
  return () => {
    if (timer !== null) clearTimeout(timer);
    notification.close();
  };
}
