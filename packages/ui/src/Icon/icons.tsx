import type { ReactElement } from 'react';
import { NOTIFICATION_ICON_PATHS } from './notificationIconPaths';

/** 24×24 outline paths (stroke = currentColor). */
export const ICON_PATHS = {
  chat: <path d="M4 5h16v11H8l-4 4z" />,
  poke: (
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  ),
  abuse: <path d="M12 3 2 20h20L12 3zM12 10v4M12 17v.5" />,
  notices: <path d="M4 10v4h3l6 4V6L7 10H4zM17 9a4 4 0 0 1 0 6" />,
  statistics: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  operators: (
    <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6" />
  ),
  trigger: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  debug: <path d="M8 8h8v9a4 4 0 0 1-8 0zM9 4l2 3M15 4l-2 3M4 12h4M16 12h4M4 18l4-2M20 18l-4-2" />,
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3.3-2-3-1-1 2h-2L9 3 6 4l.3 2L5 7.3 3 7 2 10l2 2-2 2 1 3 2-.3 1.3 1.3-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3z" />
  ),
  logbook: (
    <path d="M6 3h11a2 2 0 0 1 2 2v16H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h7M8 12h7M8 16h4" />
  ),
  send: <path d="M3 11 21 3l-8 18-2-8z" />,
  emoji: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 14a4 4 0 0 0 7 0M9 9.5v.5M15 9.5v.5" />,
  attachment: (
    <path d="M20 11.5 12 19.5a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10 17.5a2 2 0 0 1-3-3l7.5-7.5" />
  ),
  sparkle: <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4" />,
  edit: <path d="M4 20h4L20 8l-4-4L4 16zM14 6l4 4" />,
  delete: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  add: <path d="M12 5v14M5 12h14" />,
  check: <path d="M4 12l5 5L20 6" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3" />,
  info: <path d={NOTIFICATION_ICON_PATHS.info} />,
  warning: <path d={NOTIFICATION_ICON_PATHS.warning} />,
  error: <path d={NOTIFICATION_ICON_PATHS.error} />,
  success: <path d={NOTIFICATION_ICON_PATHS.success} />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  flag: <path d="M5 21V4h11l-2 4 2 4H5" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_PATHS;
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
