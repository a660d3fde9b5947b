import { nanoid } from '@reduxjs/toolkit';
import type { NotificationType } from '@switchboard/domain';
import { notify } from './notificationsSlice';

/**
 * The callbacks behind notification buttons (Undo). Functions stay out of the store: the
 * notification carries only its id and label, the callback waits here under that id.
 */
const actions = new Map<string, () => void>();

/** A notification with an action button; `run` is called once if the button is pressed. */
export function notifyWithAction(
  notification: { message: string; type: NotificationType; actionLabel: string },
  run: () => void,
) {
  const id = nanoid();
  actions.set(id, run);
  return notify({ ...notification, id });
}

/** Runs (once) and forgets the action of notification `id`; false when there is none (any more). */
export function runNotificationAction(id: string): boolean {
  const run = actions.get(id);
  actions.delete(id);
  run?.();
  return run !== undefined;
}

/** Forgets the action of notification `id` (its undo window has passed). */
export function forgetNotificationAction(id: string): void {
  actions.delete(id);
}
