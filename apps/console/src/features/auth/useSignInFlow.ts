import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authErrorOutcome, mayEnter, messages, ROUTE_PATHS } from '@switchboard/domain';
import { authFailureText, isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { notifyError } from '../notifications/notificationsSlice';
import { useRevokeRefreshTokenMutation } from './authApi';
import { secondFactorRequired, signedIn } from './authSlice';
import { destinationAfterSignIn, isMfaRequired, parseTokenPair, requiredFactorOf } from './session';

/**
 * What the second-factor sign-in (/totp) does with an answer (the light /login page does the
 * same for the password, without React: src/login/flow.ts): a second factor due → /totp (keeping the redirect
 * query); a user without an entry role → signed out with 'You do not have permission to access
 * this domain.' (spec §5, §8); otherwise the session starts and the user goes on.
 */
export function useSignInFlow(email: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [revoke] = useRevokeRefreshTokenMutation();

  const onAnswer = useCallback(
    (answer: unknown) => {
      if (isMfaRequired(answer)) {
        dispatch(
          secondFactorRequired({
            mfaPendingToken: answer.mfaPendingToken,
            email,
            factor: requiredFactorOf(answer),
          }),
        );
        void navigate(`${ROUTE_PATHS.totp}${search}`);
        return;
      }
      const tokens = parseTokenPair(answer);
      if (tokens === null) {
        dispatch(notifyError(authFailureText(null)));
        return;
      }
      if (!mayEnter(tokens.user.roles)) {
        void revoke({ refreshToken: tokens.refreshToken });
        dispatch(notifyError(messages.noPermission));
        return;
      }
      dispatch(signedIn({ tokens, now: Date.now() }));
      void navigate(destinationAfterSignIn(search), { replace: true });
    },
    [dispatch, email, navigate, revoke, search],
  );

  const onError = useCallback(
    (error: unknown) => {
      const outcome = isApiError(error) ? authErrorOutcome(error.code, 'login') : null;
      if (outcome?.kind === 'secondFactorRequired') {
        void navigate(`${ROUTE_PATHS.totp}${search}`);
        return;
      }
      dispatch(notifyError(authFailureText(error)));
    },
    [dispatch, navigate, search],
  );

  return { onAnswer, onError };
}
