import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { localStore, sessionStore } from './common/storage';
import { initialAuthState } from './features/auth/authSlice';
import { takePendingSecondFactor } from './features/auth/handover';
import { loadAuthState } from './features/auth/session';
import { TenantTheme } from './features/tenant/TenantTheme';
import { makeRouter } from './app/router';
import { appStarted, makeStore } from './app/store';

const router = makeRouter();
// A sign-in waiting for its second factor comes from the light /login page (src/login).
const store = makeStore(
  {
    auth: {
      ...initialAuthState,
      ...loadAuthState(localStore()),
      pendingSecondFactor: takePendingSecondFactor(sessionStore()),
    },
  },
  { navigate: (path) => void router.navigate(path) },
);
store.dispatch(appStarted());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <TenantTheme>
        <RouterProvider router={router} />
      </TenantTheme>
    </Provider>
  </StrictMode>,
);
