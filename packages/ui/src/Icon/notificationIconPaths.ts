import type { NotificationType } from '@switchboard/domain';

/**
 * The `d` of the four notification icons (24×24 outline, stroke = currentColor) as plain strings:
 * `ICON_PATHS` draws them, and the console's light /login page (no React) draws the same icons in
 * its snackbar.
 */
export const NOTIFICATION_ICON_PATHS = {
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  warning: 'M12 3 2 20h20L12 3zM12 10v4M12 17v.5',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
} as const satisfies Record<NotificationType, string>;
