import { Suspense, useMemo } from 'react';
import { guardRoute, ROUTE_PATHS, type GuardDecision, CONSOLE_MESSAGES } from '@switchboard/domain';
import { NotFoundPage, Spinner } from '@switchboard/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Centered } from '../common/Centered';
import { LoginPageLoad } from '../features/auth/LoginPageLoad';
import { selectGuardSession, selectGuardUser } from '../features/auth/selectors';
import { useAppSelector } from './hooks';
import { ComingSoonPage, PAGES } from './pages';
import { usePageTracking } from './usePageTracking';

/**
 * Every route's element: the domain guard decides (spec §2 "Guard behaviour"), then the page of
 * the matched route renders, or the not-found page, or a "coming soon" placeholder.
 */
export function GuardedRoute() {
  const location = useLocation();
  const user = useAppSelector(selectGuardUser);
  const session = useAppSelector(selectGuardSession);
  const decision: GuardDecision = useMemo(
    () => guardRoute(user, session, { pathname: location.pathname, search: location.search }),
    [user, session, location.pathname, location.search],
  );
  const signedOutByUser = useAppSelector((state) => state.auth.signedOutByUser);
  if (decision.kind === 'redirect') {
    // After a sign-out the user goes to /login itself, not back to the page they left.
    const to =
      decision.reason === 'signInRequired' && signedOutByUser ? ROUTE_PATHS.login : decision.to;
    return <Navigate to={to} replace />;
  }
  return <AllowedPage decision={decision} signedIn={user !== null} />;
}

function AllowedPage({
  decision,
  signedIn,
}: {
  decision: Extract<GuardDecision, { kind: 'allow' }>;
  signedIn: boolean;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageTracking(pathname, signedIn);

  if (decision.notFound) {
    return <NotFoundPage path={pathname} onNavigate={(path) => void navigate(path)} />;
  }
  const { route } = decision.match;
  // The sign-in page is not part of the app (login.html): a full page load goes there.
  if (route.id === 'login') return <LoginPageLoad />;
  const Page = PAGES[route.id];
  return (
    <Suspense
      fallback={
        <Centered>
          <Spinner label={CONSOLE_MESSAGES.loadingPage} />
        </Centered>
      }
    >
      {Page ? <Page /> : <ComingSoonPage pageName={route.pageName} />}
    </Suspense>
  );
}
