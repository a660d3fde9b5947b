import { useEffect } from 'react';
import { CONSOLE_MESSAGES, ROUTE_PATHS } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../../app/hooks';
import { Note } from '../../common/layout';
import { sessionStore } from '../../common/storage';
import { handOverLoginNotices } from './handover';

/** Where this document was loaded: the app's first address, before any client-side navigation. */
const LOADED_AT =
  typeof window === 'undefined' ? null : window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * /login inside the React app. The sign-in page is not part of the app: it is the light page
 * login.html (src/login), which the server answers for GET /login. Every way the app goes to
 * /login (sign-out, an expired session, the guard, "Back to login") ends here and leaves by a
 * full page load, carrying the snackbar's notifications (e.g. 'Your session has expired') along.
 * Loaded at /login itself means the server gave the app instead of the page: no reload loop then.
 */
export function LoginPageLoad() {
  const { search } = useLocation();
  const store = useAppStore();
  const servedInstead = LOADED_AT === ROUTE_PATHS.login;
  useEffect(() => {
    if (servedInstead) return;
    handOverLoginNotices(sessionStore(), store.getState().notifications.queue);
    window.location.replace(`${ROUTE_PATHS.login}${search}`);
  }, [servedInstead, search, store]);
  return servedInstead ? (
    <Note $tone="warning">{CONSOLE_MESSAGES.loginPageMissing}</Note>
  ) : (
    <Spinner label={CONSOLE_MESSAGES.loadingPage} />
  );
}
