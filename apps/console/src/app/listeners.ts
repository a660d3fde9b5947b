import {
  createListenerMiddleware,
  isAnyOf,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { routerRolesOf } from '@switchboard/domain';
import { STORAGE_KEYS, writeKey } from '../common/storage';
import {
  announcementsClosed,
  signedIn,
  signedOut,
  type AuthState,
} from '../features/auth/authSlice';
import { accountDisabled, sessionExpired } from './sessionEnded';
import { selectIsAuthorized } from '../features/auth/selectors';
import { connectionChanged } from '../features/connection/connectionSlice';
import { forgetPreviousSignIn, saveSession } from '../features/auth/session';
import { signOutByServer } from '../features/auth/authThunks';
import { closeNotificationsByThemselves } from '../features/notifications/autoClose';
import { notifyError } from '../features/notifications/notificationsSlice';
import { api } from './api';
import type { AppExtra } from './extra';
import { appStarted } from './appStarted';

interface State {
  auth: AuthState;
}

/** Presence (spec §4): the socket counts an Operator who is not an Admin as connected. */
export function countsForPresence(claimRoles: readonly string[]): boolean {
  const roles = routerRolesOf(claimRoles);
  return roles.includes('Operator') && !roles.includes('Admin');
}

/**
 * The session's side effects, in one place: persisting it, resetting the selected geo after a
 * login, connecting the socket while the session is authorized, and tearing everything down
 * (socket, cached data) when it ends.
 */
export function listeners(extra: AppExtra) {
  const middleware = createListenerMiddleware({ extra });

  closeNotificationsByThemselves(middleware, extra.noticeLifetimeMs);

  // Persist the session so a reload stays signed in.
  middleware.startListening({
    predicate: (_action, current, previous) =>
      (current as State).auth.session !== (previous as State).auth.session,
    effect: (_action, listenerApi) =>
      saveSession(extra.storage, (listenerApi.getState() as State).auth.session),
  });

  // After login the stored selected geo is reset (spec §4), and the announcements show again.
  middleware.startListening({
    actionCreator: signedIn,
    effect: () => forgetPreviousSignIn(extra.storage),
  });

  middleware.startListening({
    actionCreator: announcementsClosed,
    effect: (_action, listenerApi) => {
      const uid = (listenerApi.getState() as State).auth.session?.user.uid ?? null;
      writeKey(extra.storage, STORAGE_KEYS.announcementsSeen, uid);
    },
  });

  // The socket: connected while the session is authorized.
  middleware.startListening({
    predicate: (action, current, previous) =>
      appStarted.match(action) ||
      selectIsAuthorized(current as State) !== selectIsAuthorized(previous as State),
    effect: (_action, listenerApi) => {
      const state = listenerApi.getState() as State;
      const user = state.auth.session?.user;
      if (!user || !selectIsAuthorized(state)) {
        extra.portal.disconnect();
        return;
      }
      extra.portal.connect({
        presence: countsForPresence(user.roles),
        onConnectionChange: (connection) => listenerApi.dispatch(connectionChanged(connection)),
        getToken: () => extra.refresher.validIdToken(listenerApi),
        onFailure: (text) => listenerApi.dispatch(notifyError(text)),
        onDisconnectOperator: () =>
          void (listenerApi.dispatch as ThunkDispatch<State, AppExtra, UnknownAction>)(
            signOutByServer(),
          ),
      });
    },
  });

  // Sign-out tears down the listeners (spec §4): the socket and every cached (live) query.
  middleware.startListening({
    matcher: isAnyOf(signedOut, sessionExpired, accountDisabled),
    effect: (_action, { dispatch }) => {
      extra.portal.disconnect();
      dispatch(api.util.resetApiState());
    },
  });

  return middleware;
}
