import { Suspense } from 'react';
import { CONSOLE_MESSAGES, matchRoute } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { Centered } from '../common/Centered';
import { LoginShell } from './layout/LoginShell';
import { lazyPage } from './lazyPage';

// The main layout (header, menu, announcements, system banner) is its own chunk: the sign-in
// pages, the first thing most visits load, do not carry it.
const MainShell = lazyPage(() => import('./layout/MainShell').then((module) => module.MainShell));

/** The layout of the route being shown (the route table's `layout`): login card or main. */
export function AppShell() {
  const { pathname } = useLocation();
  if (matchRoute(pathname).route.layout === 'login') {
    return (
      <LoginShell>
        <Outlet />
      </LoginShell>
    );
  }
  return (
    <Suspense
      fallback={
        <Centered>
          <Spinner label={CONSOLE_MESSAGES.loadingPage} />
        </Centered>
      }
    >
      <MainShell>
        <Outlet />
      </MainShell>
    </Suspense>
  );
}
