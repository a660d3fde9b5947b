import { createAsyncThunk } from '@reduxjs/toolkit';
import { messages, ROUTE_PATHS } from '@switchboard/domain';
import { toApiError } from '../../app/apiError';
import type { AppExtra } from '../../app/extra';
import { notifyError } from '../notifications/notificationsSlice';
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
