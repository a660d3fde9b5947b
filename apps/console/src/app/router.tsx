import { ROUTE_TABLE } from '@switchboard/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { GuardedRoute } from './GuardedRoute';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * One route per entry of the spec's route table (the domain's `ROUTE_TABLE`) plus the
 * not-found catch-all, each behind the guard. The domain matches paths too, so the page shown is
 * always the route the guard judged.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      ...ROUTE_TABLE.map((route) => ({
        path: route.pattern,
        element: <GuardedRoute />,
        errorElement: <RouteErrorPage />,
      })),
      { path: '*', element: <GuardedRoute />, errorElement: <RouteErrorPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(ROUTES);
}
