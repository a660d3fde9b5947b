import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { connectionSlice } from '../features/connection/connectionSlice';
import { notificationsSlice } from '../features/notifications/notificationsSlice';
import { api } from './api';
import { makeExtra, type AppExtra, type AppExtraOverrides } from './extra';
import { listeners } from './listeners';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [connectionSlice.reducerPath]: connectionSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store (STYLE rule 12). `preloadedState` is typically the stored session; `extra`
 * replaces services (HTTP, socket, navigation, storage, clock) in tests.
 */
export function makeStore(preloadedState?: Partial<RootState>, overrides?: AppExtraOverrides) {
  const services: AppExtra = makeExtra(overrides);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(listeners(services).middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export { appStarted } from './appStarted';
