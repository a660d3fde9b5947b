import { isSessionAuthorized, type GuardSession, type GuardUser } from './guard.js';
import { messages } from './messages.js';
import { routerRolesOf, type RouterRole } from './roles.js';
import { ROUTE_PATHS } from './route-table.js';

/**
 * The header of spec §2: menu entries per role, the profile menu, when the header shows, and the
 * developer's tenant label. Entries are listed in the spec's order, which is the display order.
 */

/** Texts of the header that the spec does not give; icon-only entries still need a name. */
export const MENU_MESSAGES = {
  triggerAccessibleName: 'Triggers',
  debugAccessibleName: 'Debug',
  logOut: 'Log out',
} as const;

export interface HeaderMenuEntry {
  readonly path: string;
  /** The visible label, null for an icon-only entry. */
  readonly label: string | null;
  /** The icon of an icon-only entry. */
  readonly icon: 'trigger' | 'debug' | null;
  /** Name for assistive technology: the label, or a name for the icon. */
  readonly accessibleName: string;
  /** Shown to users holding any of these roles. */
  readonly roles: readonly RouterRole[];
}

const labelled = (path: string, label: string, roles: RouterRole[]): HeaderMenuEntry => ({
  path,
  label,
  icon: null,
  accessibleName: label,
  roles,
});

export const HEADER_MENU_ENTRIES: readonly HeaderMenuEntry[] = [
  labelled(ROUTE_PATHS.chat, 'Chat', ['Admin', 'Operator']),
  labelled(ROUTE_PATHS.pokes, 'Poke', ['Admin', 'Poker']),
  labelled(ROUTE_PATHS.abuse, 'Abuse', ['Admin', 'AbuseChecker']),
  labelled(ROUTE_PATHS.announcements, 'Notices', ['Admin']),
  labelled(ROUTE_PATHS.statistics, 'Statistics', ['Admin', 'Manager', 'Poker', 'AbuseChecker']),
  labelled(ROUTE_PATHS.connectedOperators, 'Connected Operators', ['Admin', 'Manager']),
  {
    path: ROUTE_PATHS.trigger,
    label: null,
    icon: 'trigger',
    accessibleName: MENU_MESSAGES.triggerAccessibleName,
    roles: ['Admin'],
  },
  {
    path: ROUTE_PATHS.debug,
    label: null,
    icon: 'debug',
    accessibleName: MENU_MESSAGES.debugAccessibleName,
    roles: ['Developer'],
  },
];

/** Where the header logo links to. */
export const HEADER_LOGO_PATH = ROUTE_PATHS.home;

export type ProfileMenuEntry =
  | {
      readonly kind: 'link';
      readonly path: string;
      readonly label: string;
      /** Shown to users holding any of these roles; null: to everyone. */
      readonly roles: readonly RouterRole[] | null;
    }
  | { readonly kind: 'logOut'; readonly label: string; readonly roles: null };

export const PROFILE_MENU_ENTRIES: readonly ProfileMenuEntry[] = [
  {
    kind: 'link',
    path: ROUTE_PATHS.personalStats,
    label: 'My statistics',
    roles: ['Admin', 'Operator'],
  },
  { kind: 'link', path: ROUTE_PATHS.personalSettings, label: 'Settings', roles: null },
  { kind: 'logOut', label: MENU_MESSAGES.logOut, roles: null },
];

const shownTo = (roles: readonly RouterRole[] | null, held: readonly RouterRole[]) =>
  roles === null || roles.some((role) => held.includes(role));

/** The header entries a user with these claim roles sees, in display order. */
export function headerMenuFor(claimRoles: readonly string[]): HeaderMenuEntry[] {
  const held = routerRolesOf(claimRoles);
  return HEADER_MENU_ENTRIES.filter((entry) => shownTo(entry.roles, held));
}

/** The profile menu entries a user with these claim roles sees, in display order. */
export function profileMenuFor(claimRoles: readonly string[]): ProfileMenuEntry[] {
  const held = routerRolesOf(claimRoles);
  return PROFILE_MENU_ENTRIES.filter((entry) => shownTo(entry.roles, held));
}

/** The header shows only while the session is authorized (see `isSessionAuthorized`). */
export function isHeaderVisible(user: GuardUser | null, session: GuardSession | null): boolean {
  return isSessionAuthorized(user, session);
}

/**
 * The label a Developer sees next to their user name: the tenant id, or 'non-tenant mode' when
 * the site has none. Null for everyone who is not a Developer. A blank id counts as none.
 */
export function developerTenantLabel(
  claimRoles: readonly string[],
  tenantId: string | null | undefined,
): string | null {
  if (!routerRolesOf(claimRoles).includes('Developer')) return null;
  const id = tenantId?.trim() ?? '';
  return id === '' ? messages.nonTenantMode : id;
}
