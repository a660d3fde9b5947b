import { describe, expect, it } from 'vitest';
import {
  developerTenantLabel,
  HEADER_LOGO_PATH,
  HEADER_MENU_ENTRIES,
  headerMenuFor,
  isHeaderVisible,
  profileMenuFor,
} from './menu.js';

/** Spec §2 Header, per role: what each menu shows (icon-only entries by path). */
const HEADER_BY_ROLE: [string, string[], string[]][] = [
  [
    'CHAT_ADMIN',
    ['Chat', 'Poke', 'Abuse', 'Notices', 'Statistics', 'Connected Operators', '/trigger'],
    ['My statistics', 'Settings', 'Log out'],
  ],
  ['CHAT_OPERATOR:SFW', ['Chat'], ['My statistics', 'Settings', 'Log out']],
  ['CHAT_POKER', ['Poke', 'Statistics'], ['Settings', 'Log out']],
  ['CHAT_ABUSE_CHECKER', ['Abuse', 'Statistics'], ['Settings', 'Log out']],
  ['CHAT_MANAGER', ['Statistics', 'Connected Operators'], ['Settings', 'Log out']],
  ['DEBUG_DEVELOPER', ['/debug'], ['Settings', 'Log out']],
  ['CHAT_BETA_ACCESS', [], ['Settings', 'Log out']],
];

describe('header menu', () => {
  it.each(HEADER_BY_ROLE)('%s sees %j and profile menu %j', (role, header, profile) => {
    expect(headerMenuFor([role]).map((entry) => entry.label ?? entry.path)).toEqual(header);
    expect(profileMenuFor([role]).map((entry) => entry.label)).toEqual(profile);
  });

  it('links every entry to its page, in the spec order', () => {
    expect(HEADER_MENU_ENTRIES.map((entry) => entry.path)).toEqual([
      '/chat',
      '/pokes',
      '/abuse',
      '/announcements',
      '/statistics',
      '/connectedOperators',
      '/trigger',
      '/debug',
    ]);
    expect(profileMenuFor(['CHAT_ADMIN'])).toEqual([
      {
        kind: 'link',
        path: '/personal-stats',
        label: 'My statistics',
        roles: ['Admin', 'Operator'],
      },
      { kind: 'link', path: '/personal-settings', label: 'Settings', roles: null },
      { kind: 'logOut', label: 'Log out', roles: null },
    ]);
    expect(HEADER_LOGO_PATH).toBe('/');
  });

  it('shows /trigger and /debug as icons with an accessible name', () => {
    const icons = HEADER_MENU_ENTRIES.filter((entry) => entry.label === null);
    expect(icons.map((entry) => [entry.path, entry.icon, entry.accessibleName])).toEqual([
      ['/trigger', 'trigger', 'Triggers'],
      ['/debug', 'debug', 'Debug'],
    ]);
  });

  it('merges the entries of several roles without repeating any', () => {
    expect(
      headerMenuFor(['CHAT_POKER', 'CHAT_MANAGER', 'DEBUG_DEVELOPER']).map((e) => e.path),
    ).toEqual(['/pokes', '/statistics', '/connectedOperators', '/debug']);
  });
});

describe('header visibility', () => {
  const user = {
    roles: ['CHAT_OPERATOR'],
    forceMfa: false,
    forcedTotp: false,
    enrolledFactors: [],
  };

  it('hides the header unless the session is authorized', () => {
    expect(isHeaderVisible(null, null)).toBe(false);
    expect(isHeaderVisible(user, { signInSecondFactor: null })).toBe(true);
    expect(isHeaderVisible({ ...user, forcedTotp: true }, { signInSecondFactor: 'phone' })).toBe(
      false,
    );
    expect(isHeaderVisible({ ...user, forcedTotp: true }, { signInSecondFactor: 'totp' })).toBe(
      true,
    );
  });
});

describe('developer tenant label', () => {
  it.each([
    [['DEBUG_DEVELOPER'], 'tenant-nl-1', 'tenant-nl-1'],
    [['DEBUG_DEVELOPER', 'CHAT_ADMIN'], ' tenant-2 ', 'tenant-2'],
    [['DEBUG_DEVELOPER'], null, 'non-tenant mode'],
    [['DEBUG_DEVELOPER'], undefined, 'non-tenant mode'],
    [['DEBUG_DEVELOPER'], '  ', 'non-tenant mode'],
    [['CHAT_ADMIN'], 'tenant-nl-1', null],
    [['CHAT_ADMIN'], null, null],
  ])('%j with tenant %j → %j', (roles, tenantId, label) => {
    expect(developerTenantLabel(roles, tenantId)).toBe(label);
  });
});
