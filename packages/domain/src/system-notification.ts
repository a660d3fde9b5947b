import { toMillis } from './schemas/common.js';
import type { SystemNotification } from './schemas/system-notification.js';
import { SYSTEM_NOTIFICATION_HISTORY_SIZE } from './constants.js';
import { NOTICES_MESSAGES } from './admin-messages.js';

/** Whether a notification is still shown: showUntilAt empty or in the future. */
export function isSystemNotificationShown(
  notification: Pick<SystemNotification, 'showUntilAt'>,
  now: Date,
): boolean {
  return notification.showUntilAt === null || toMillis(notification.showUntilAt) > now.getTime();
}

/**
 * Why a notification with this show-until may not be posted at `now`, or null (#28): one whose
 * show-until has passed would never be shown, and, being the newest, would end the current one.
 */
export function systemNotificationShowUntilRefusal(
  showUntilAt: string | null,
  now: Date,
): string | null {
  return isSystemNotificationShown({ showUntilAt }, now) ? null : NOTICES_MESSAGES.showUntilPassed;
}

function newestFirst(a: SystemNotification, b: SystemNotification): number {
  return toMillis(b.createdAt) - toMillis(a.createdAt);
}

/**
 * The notification to show now: the newest one, if it is still shown. An older notification is
 * never shown in its place: the newest is the current one (spec §4).
 */
export function currentSystemNotification(
  notifications: readonly SystemNotification[],
  now: Date,
): SystemNotification | null {
  const newest = [...notifications].sort(newestFirst)[0];
  return newest && isSystemNotificationShown(newest, now) ? newest : null;
}

/** The history: the 20 newest notifications, newest first. */
export function systemNotificationHistory(
  notifications: readonly SystemNotification[],
): SystemNotification[] {
  return [...notifications].sort(newestFirst).slice(0, SYSTEM_NOTIFICATION_HISTORY_SIZE);
}

/** Disabling a notification sets showUntilAt to now. */
export function disableSystemNotification(
  notification: SystemNotification,
  now: Date,
): SystemNotification {
  return { ...notification, showUntilAt: now.toISOString() };
}
