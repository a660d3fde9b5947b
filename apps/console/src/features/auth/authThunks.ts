import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  messages,
  ROUTE_PATHS,
  SESSION_EXPIRED_CODE,
  USER_DISABLED_CODE,
} from '@switchboard/domain';
import { toApiError } from '../../app/apiError';
import type { AppExtra } from '../../app/extra';
import { notifyError, notifyWarning } from '../notifications/notificationsSlice';
import { accountDisabled, sessionExpired } from '../../app/sessionEnded';
import { signedOut, type AuthState } from './authSlice';

/**
 * Signs out (spec §4): revokes the refresh token on the server, ends the session here (which tears
 * down the socket and every live query), and goes to /login. A failed revocation is reported
 * ('Failed signout: {error}.') but the session still ends on this device.
 */
export const signOut = createAsyncThunk<
  void,
  void,
  { state: { auth: AuthState }; extra: AppExtra }
>('auth/signOut', async (_, { getState, dispatch, extra }) => {
  const session = getState().auth.session;
  if (session !== null) {
    try {
      await extra.http.post('/auth/sign-out', { refreshToken: session.refreshToken });
    } catch (error) {
      dispatch(notifyError(messages.signOutFailed(toApiError(error).message)));
    }
  }
  dispatch(signedOut());
  extra.navigate(ROUTE_PATHS.login);
});

/**
 * The server's 'disconnectOperator' (spec §4): the operator is signed out. When the reason is a
 * disabled account (GET /auth/me answers auth/user-disabled) or a session the server revoked
 * (auth/user-token-expired: its refresh token was used twice), the user is told so instead of
 * finding themselves on /login without a word; otherwise an administrator ended the session, and
 * /login says that (#28).
 */
export const signOutByServer = createAsyncThunk<
  void,
  void,
  { state: { auth: AuthState }; extra: AppExtra }
>('auth/signOutByServer', async (_, { getState, dispatch, extra }) => {
  const session = getState().auth.session;
  if (session === null) return;
  try {
    await extra.http.get('/auth/me', { headers: { Authorization: `Bearer ${session.idToken}` } });
  } catch (error) {
    const { code } = toApiError(error);
    if (code === USER_DISABLED_CODE || code === SESSION_EXPIRED_CODE) {
      // Nothing left to revoke: the server ended the session already.
      dispatch(code === USER_DISABLED_CODE ? accountDisabled() : sessionExpired());
      extra.navigate(ROUTE_PATHS.login);
      return;
    }
  }
  // Queued before /login loads, which takes the app's notifications over (LoginPageLoad).
  dispatch(notifyWarning(messages.signedOutRemotely));
  await dispatch(signOut());
});
