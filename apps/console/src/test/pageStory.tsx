import { useState, type ReactNode } from 'react';
import type { Decorator, Meta } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  matchRoute,
  ROUTER_ROLE_CLAIM,
  SessionUser,
  type Locale,
  type RouterRole,
} from '@switchboard/domain';
import { memoryStorage } from '../common/storage';
import { makeStore } from '../app/store';
import { initialAuthState } from '../features/auth/authSlice';
import { sessionFromTokens } from '../features/auth/session';
import { NotificationsSnackbar } from '../features/notifications/NotificationsSnackbar';
import { STORY_NOW, unmockedApiHandlers } from './msw/answers';
import { StoryLivePortal, type StoryLiveAnswer } from './storyPortal';

/**
 * The harness of page-level stories: a console page as the app shows it, without a server. The
 * real store (src/app/store.ts) with a signed-in session of the story's role, a MemoryRouter at
 * the story's address (the page's route from the spec's route table, so `useParams` works), the
 * snackbar, a pinned clock, and msw handlers of the real API (src/test/msw) answering its calls.
 * See README.md, "Page stories".
 */

/** `parameters.page` of a page story. */
export interface PageStoryParameters {
  /** The address the page opens at, e.g. `/pokes/nl/poke-1/edit`. */
  path: string;
  /** The signed-in user's router roles (spec §6); Poker by default. */
  roles?: readonly RouterRole[];
  /** The user's geos (locales); the demo's `nl` and `de` by default. */
  geos?: readonly Locale[];
  /** The time the page believes it is (ISO); the msw fixtures' `STORY_NOW` by default. */
  now?: string;
  /** What the page's live queries answer, by query name (see `StoryLivePortal`). */
  live?: Readonly<Record<string, StoryLiveAnswer>>;
}

const DEMO_USERS: Record<RouterRole, { email: string; name: string }> = {
  Admin: { email: 'admin@demo.test', name: 'Ada Admin' },
  Manager: { email: 'manager@demo.test', name: 'Max Manager' },
  Operator: { email: 'operator@demo.test', name: 'Olga Operator' },
  Poker: { email: 'poker@demo.test', name: 'Pim Poker' },
  AbuseChecker: { email: 'abuse@demo.test', name: 'Abe Checker' },
  Developer: { email: 'developer@demo.test', name: 'Dev Eloper' },
};

/** The session user of a story: the demo user of its first role, holding all its roles. */
export function storyUser(roles: readonly RouterRole[], geos: readonly Locale[]): SessionUser {
  const first = roles[0] ?? 'Poker';
  return SessionUser.parse({
    uid: `demo-${first.toLowerCase()}`,
    ...DEMO_USERS[first],
    tenantId: 'tenant-demo',
    tenantAlias: 'demo',
    companyName: 'Demo Company',
    roles: roles.map((role) => ROUTER_ROLE_CLAIM[role]),
    geos,
    forceMfa: false,
    forcedTotp: false,
    signInSecondFactor: null,
  });
}

/** The real store, signed in as `user`, with in-memory storage and a router-bound navigate. */
export function storyStore(
  user: SessionUser,
  navigate: (path: string) => void,
  live: Readonly<Record<string, StoryLiveAnswer>> = {},
) {
  const session = sessionFromTokens(
    { idToken: 'story-id-token', refreshToken: 'story-refresh-token', expiresIn: 86_400, user },
    Date.now(),
  );
  return makeStore(
    { auth: { ...initialAuthState, session } },
    {
      storage: memoryStorage(),
      navigate: (path) => navigate(path),
      portal: new StoryLivePortal(live),
      // A story's notices stay until it closes them: its shot shows the same page however long
      // the machine took to reach it.
      noticeLifetimeMs: Number.POSITIVE_INFINITY,
    },
  );
}

/** Where a page went when it navigated away (after a save, say): its path, for play functions. */
export const LEFT_PAGE_TEST_ID = 'story-left-page';

function LeftPage() {
  const { pathname } = useLocation();
  return (
    <p data-testid={LEFT_PAGE_TEST_ID} style={{ padding: 24, fontFamily: 'monospace' }}>
      {pathname}
    </p>
  );
}

/** Gives the store's `navigate` service the MemoryRouter's navigation. */
function NavigationBridge({ bind }: { bind: (navigate: (path: string) => void) => void }) {
  const navigate = useNavigate();
  bind((path) => void navigate(path));
  return null;
}

function ConsolePage({ page, children }: { page: PageStoryParameters; children: ReactNode }) {
  const [wiring] = useState(() => {
    let navigate: (path: string) => void = () => undefined;
    const user = storyUser(page.roles ?? ['Poker'], page.geos ?? ['nl', 'de']);
    const store = storyStore(user, (path) => navigate(path), page.live);
    return { store, bind: (to: typeof navigate) => void (navigate = to) };
  });
  const { route } = matchRoute(page.path);
  return (
    <Provider store={wiring.store}>
      <MemoryRouter initialEntries={[page.path]}>
        <NavigationBridge bind={wiring.bind} />
        {/* The snackbar is fixed to the viewport; containment keeps it in the story's box (and screenshot). */}
        <div style={{ minHeight: '100vh', contain: 'layout' }}>
          <Routes>
            <Route path={route.pattern} element={children} />
            <Route path="*" element={<LeftPage />} />
          </Routes>
          <NotificationsSnackbar />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

/** Renders the story (the page component) inside the console's store and router. */
export const withConsolePage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageStoryParameters | undefined;
  if (!page) throw new Error('A page story needs parameters.page ({ path, roles?, geos? }).');
  return (
    <ConsolePage page={page}>
      <Story />
    </ConsolePage>
  );
};

/**
 * Pins `Date` to `at` (still ticking from there) while a story runs, so pages that show or check
 * times look the same in every run. Returns the undo.
 */
export function pinClock(at: string): () => void {
  const RealDate = Date;
  const offset = RealDate.parse(at) - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** A page story's `beforeEach`: the clock pinned to `parameters.page.now` (or `STORY_NOW`). */
export function pinStoryClock({ parameters }: { parameters: { page?: PageStoryParameters } }) {
  return pinClock(parameters.page?.now ?? STORY_NOW);
}

/** Named groups of msw handlers (a story replaces a group by its name), plus the unmocked guard. */
export function apiHandlers(groups: Record<string, RequestHandler[]>) {
  return { ...groups, unmocked: unmockedApiHandlers() };
}

/**
 * The shared part of a page story file's meta: the harness decorator, a full-screen layout, the
 * pinned clock, and the handlers. Spread it into the meta and add `title`, `component` and
 * `parameters.page`.
 */
export function pageStoryMeta(handlers: Record<string, RequestHandler[]>) {
  return {
    // `page`: the visual check screenshots the whole page (.storybook/vitest.setup.ts).
    tags: ['page'],
    decorators: [withConsolePage],
    beforeEach: pinStoryClock,
    parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers(handlers) } },
  } satisfies Partial<Meta>;
}
