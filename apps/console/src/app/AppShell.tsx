import { matchRoute } from '@switchboard/domain';
import { Outlet, useLocation } from 'react-router-dom';
import { LoginShell } from '../features/layout/LoginShell';
import { MainShell } from '../features/layout/MainShell';

/** The layout of the route being shown (the route table's `layout`): login card or main. */
export function AppShell() {
  const { pathname } = useLocation();
  const Shell = matchRoute(pathname).route.layout === 'login' ? LoginShell : MainShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
