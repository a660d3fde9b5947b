import type { ComponentType, LazyExoticComponent } from 'react';
import { ROUTE_TABLE, type RouteId } from '@switchboard/domain';
import { lazyPage } from './lazyPage';

type Page = LazyExoticComponent<ComponentType<object>>;

/** /uikit and each of its children: one page that opens the matching Storybook group. */
const uikitPage = lazyPage(() => import('../features/uikit/UikitPage').then((m) => m.UikitPage));

/** /pokes/new and a poke's edit page: one wizard that creates, or updates when an id exists. */
const pokeWizardPage = lazyPage(() =>
  import('../features/pokes/PokeWizardPage').then((m) => m.PokeWizardPage),
);

/** The statistics screens and /personal-stats: one chunk (with the charts) picks the screen. */
const statisticsPage = lazyPage(() =>
  import('../features/statistics/StatisticsPages').then((m) => m.StatisticsRoutePage),
);

/**
 * The screens built so far, each its own chunk. Every other route shows `ComingSoonPage`; /login
 * is the light page login.html, outside the app (GuardedRoute loads it with a full page load).
 */
export const PAGES: Partial<Record<RouteId, Page>> = {
  home: lazyPage(() => import('../features/placeholder/HomePage').then((m) => m.HomePage)),
  totp: lazyPage(() => import('../features/auth/TotpPage').then((m) => m.TotpPage)),
  'totp-register': lazyPage(() =>
    import('../features/auth/TotpRegisterPage').then((m) => m.TotpRegisterPage),
  ),
  'totp-settle-down': lazyPage(() =>
    import('../features/auth/TotpSettleDownPage').then((m) => m.TotpSettleDownPage),
  ),
  mfa: lazyPage(() => import('../features/auth/MfaPage').then((m) => m.MfaPage)),
  'chat-lobby': lazyPage(() => import('../features/chat/LobbyPage').then((m) => m.LobbyPage)),
  'chat-list': lazyPage(() =>
    import('../features/chat/UnclaimedListPage').then((m) => m.UnclaimedListPage),
  ),
  'chat-claimed': lazyPage(() =>
    import('../features/chat/ClaimedChatPage').then((m) => m.ClaimedChatPage),
  ),
  'pokes-new': pokeWizardPage,
  'poke-edit': pokeWizardPage,
  'pokes-queue': lazyPage(() =>
    import('../features/poke-screens/PokeQueuePage').then((m) => m.PokeQueuePage),
  ),
  'pokes-schedule': lazyPage(() =>
    import('../features/poke-screens/PokeSchedulePage').then((m) => m.PokeSchedulePage),
  ),
  calendar: lazyPage(() =>
    import('../features/poke-screens/CalendarPage').then((m) => m.CalendarPage),
  ),
  poke: lazyPage(() => import('../features/pokes/PokePage').then((m) => m.PokePage)),
  'abuse-check': lazyPage(() => import('../features/abuse/CheckPage').then((m) => m.CheckPage)),
  'abuse-list': lazyPage(() => import('../features/abuse/ListPage').then((m) => m.ListPage)),
  'abuse-words': lazyPage(() => import('../features/abuse/WordsPage').then((m) => m.WordsPage)),
  'abuse-history': lazyPage(() =>
    import('../features/abuse/HistoryPage').then((m) => m.HistoryPage),
  ),
  'abuse-remediation': lazyPage(() =>
    import('../features/abuse/RemediationPage').then((m) => m.RemediationPage),
  ),
  'abuse-reported-messages': lazyPage(() =>
    import('../features/abuse/ReportedMessagesPage').then((m) => m.ReportedMessagesPage),
  ),
  'abuse-reported-message-details': lazyPage(() =>
    import('../features/abuse/ReportedMessagePage').then((m) => m.ReportedMessagePage),
  ),
  ...Object.fromEntries(
    ROUTE_TABLE.filter((route) => /^(statistics-|personal-stats)/.test(route.id)).map((route) => [
      route.id,
      statisticsPage,
    ]),
  ),
  'personal-settings': lazyPage(() =>
    import('../features/settings/PersonalSettingsPage').then((m) => m.PersonalSettingsPage),
  ),
  announcements: lazyPage(() =>
    import('../features/announcements/NoticesPage').then((m) => m.NoticesPage),
  ),
  'connected-operators': lazyPage(() =>
    import('../features/connected-operators/ConnectedOperatorsPage').then(
      (m) => m.ConnectedOperatorsPage,
    ),
  ),
  trigger: lazyPage(() => import('../features/trigger/TriggerPage').then((m) => m.TriggerPage)),
  debug: lazyPage(() => import('../features/debug/DebugPage').then((m) => m.DebugPage)),
  uikit: uikitPage,
  'uikit-menu': uikitPage,
  'uikit-poke': uikitPage,
  'uikit-avatars': uikitPage,
  'uikit-icons': uikitPage,
  'uikit-announcements': uikitPage,
  'uikit-unclaimed': uikitPage,
  'uikit-chat': uikitPage,
  'uikit-error': uikitPage,
};

export const ComingSoonPage = lazyPage<{ pageName: string }>(() =>
  import('../features/placeholder/ComingSoonPage').then((m) => m.ComingSoonPage),
);
