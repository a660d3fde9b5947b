import { useState } from 'react';
import { useTheme } from 'styled-components';
import {
  developerTenantLabel,
  HEADER_LOGO_PATH,
  headerMenuFor,
  profileMenuFor,
  type HeaderMenuEntry,
} from '@switchboard/domain';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { HEADER_MESSAGES, ENTRY_ICONS, isCurrentPath } from './messages';
import { NavDrawer } from './NavDrawer';
import { ProfileMenu } from './ProfileMenu';
import {
  AppName,
  Bar,
  DesktopNav,
  DrawerLink,
  DrawerList,
  HomeLink,
  MenuButton,
  NavItemLink,
  NavList,
  Spacer,
  TenantLabel,
} from './Header.styles';

export interface HeaderProps {
  /** Whether the session is authorized; the header renders nothing otherwise (spec §2). */
  authorized: boolean;
  /** The user's claim-level roles, e.g. `['CHAT_ADMIN']`. */
  claimRoles: readonly string[];
  userName: string;
  photoUrl?: string | null;
  /** The tenant id, shown to a Developer next to the user name. */
  tenantId?: string | null;
  /** The path being shown; its menu entry is marked as the current page. */
  currentPath: string;
  /** Called with the path of a followed link; the app routes. */
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/**
 * The app bar: the tenant logo linking home, the menu entries the user's roles allow, and the
 * profile menu. On small screens the menu moves into a side drawer behind a menu button.
 */
export function Header({
  authorized,
  claimRoles,
  userName,
  photoUrl,
  tenantId,
  currentPath,
  onNavigate,
  onLogout,
}: HeaderProps) {
  const theme = useTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!authorized) return null;

  const entries = headerMenuFor(claimRoles);
  const tenantLabel = developerTenantLabel(claimRoles, tenantId);
  const current = (entry: HeaderMenuEntry) =>
    isCurrentPath(entry.path, currentPath) ? ('page' as const) : undefined;

  const homeLink = (
    <HomeLink
      href={HEADER_LOGO_PATH}
      aria-label={HEADER_MESSAGES.homeLink(theme.appName)}
      onNavigate={(path) => {
        setDrawerOpen(false);
        onNavigate(path);
      }}
    >
      <Logo alt="" height={32} />
      {theme.appName && <AppName aria-hidden="true">{theme.appName}</AppName>}
    </HomeLink>
  );

  return (
    <Bar>
      <MenuButton
        type="button"
        aria-label={HEADER_MESSAGES.openMenu}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      >
        <Icon name="menu" />
      </MenuButton>
      {homeLink}
      <DesktopNav aria-label={HEADER_MESSAGES.mainNavigation}>
        <NavList>
          {entries.map((entry) => (
            <li key={entry.path}>
              <NavItemLink
                href={entry.path}
                aria-current={current(entry)}
                aria-label={entry.label === null ? entry.accessibleName : undefined}
                title={entry.label === null ? entry.accessibleName : undefined}
                $iconOnly={entry.label === null}
                onNavigate={onNavigate}
              >
                {entry.icon ? <Icon name={entry.icon} /> : entry.label}
              </NavItemLink>
            </li>
          ))}
        </NavList>
      </DesktopNav>
      <Spacer />
      {tenantLabel && <TenantLabel>{tenantLabel}</TenantLabel>}
      <ProfileMenu
        entries={profileMenuFor(claimRoles)}
        userName={userName}
        photoUrl={photoUrl}
        onNavigate={onNavigate}
        onLogout={onLogout}
      />
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} top={homeLink}>
        <nav aria-label={HEADER_MESSAGES.mainNavigation}>
          <DrawerList>
            {entries.map((entry) => (
              <li key={entry.path}>
                <DrawerLink
                  href={entry.path}
                  aria-current={current(entry)}
                  onNavigate={(path) => {
                    setDrawerOpen(false);
                    onNavigate(path);
                  }}
                >
                  <Icon name={entry.icon ?? ENTRY_ICONS[entry.path] ?? 'chevronRight'} />
                  {entry.accessibleName}
                </DrawerLink>
              </li>
            ))}
          </DrawerList>
        </nav>
      </NavDrawer>
    </Bar>
  );
}
