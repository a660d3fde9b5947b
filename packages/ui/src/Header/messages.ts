import { ROUTE_PATHS } from '@switchboard/domain';
import type { IconName } from '../Icon';

/** Header texts the spec does not give: names for controls that have no visible label. */
export const HEADER_MESSAGES = {
  mainNavigation: 'Main',
  drawer: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  profileMenu: 'Profile',
  homeLink: (appName: string) => (appName ? `${appName} home` : 'Home'),
} as const;

/** Icons beside the labels in the mobile drawer; icon-only entries bring their own. */
export const ENTRY_ICONS: Record<string, IconName> = {
  [ROUTE_PATHS.chat]: 'chat',
  [ROUTE_PATHS.pokes]: 'poke',
  [ROUTE_PATHS.abuse]: 'abuse',
  [ROUTE_PATHS.announcements]: 'notices',
  [ROUTE_PATHS.statistics]: 'statistics',
  [ROUTE_PATHS.connectedOperators]: 'operators',
  [ROUTE_PATHS.trigger]: 'trigger',
  [ROUTE_PATHS.debug]: 'debug',
  [ROUTE_PATHS.personalStats]: 'statistics',
  [ROUTE_PATHS.personalSettings]: 'settings',
};

/** A menu entry is current on its own path and on every path below it (/chat for /chat/lobby). */
export function isCurrentPath(entryPath: string, currentPath: string): boolean {
  if (entryPath === '/') return currentPath === '/';
  return currentPath === entryPath || currentPath.startsWith(`${entryPath}/`);
}
