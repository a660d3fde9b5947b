import { makeTheme } from '@switchboard/ui';
import { localStore, sessionStore } from '../common/storage';
import { takeLoginNotices } from '../features/auth/handover';
import { leaveIfSignedIn, type LoginServices } from './flow';
import { fetchJson } from './http';
import { mountLoginPage, showLoading } from './page';
import { loadAppearance } from './tenant';

/**
 * The light /login page (login.html): sign-in without the React app, so the first load is this
 * page's own few KB (README "First-load budget"). What it stores and hands over is what the app
 * reads when it starts after sign-in (src/features/auth/session.ts, handover.ts).
 */
async function start(): Promise<void> {
  const services: LoginServices = {
    call: fetchJson(),
    local: localStore(),
    session: sessionStore(),
    go: (path, { replace }) =>
      replace ? window.location.replace(path) : window.location.assign(path),
    now: () => Date.now(),
  };
  const { search } = window.location;
  if (leaveIfSignedIn(services, search)) return;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const notices = takeLoginNotices(services.session);
  showLoading(root);
  const appearance = await loadAppearance(services.call, window.location.hostname);
  mountLoginPage({ root, services, theme: makeTheme(appearance), search, notices });
}

void start();
