import {
  authErrorOutcome,
  mayEnter,
  messages,
  ROUTE_PATHS,
  SignInRequest,
} from '@switchboard/domain';
import { authFailureText } from '../app/apiFailure';
import type { KeyValueStorage } from '../common/storage';
import { handOverPendingSecondFactor, type LoginNotice } from '../features/auth/handover';
import {
  destinationAfterSignIn,
  forgetPreviousSignIn,
  isMfaRequired,
  loadSession,
  parseTokenPair,
  requiredFactorOf,
  saveSession,
  sessionFromTokens,
} from '../features/auth/session';
import type { JsonCall } from './http';

/**
 * What the light /login page does, without the DOM: the same steps as the React app's sign-in
 * (useSignInFlow, the password reset form), with the session stored exactly as the app stores it
 * and every way on being a full page load.
 */
export interface LoginServices {
  call: JsonCall;
  /** Local storage: the session (STORAGE_KEYS.session) the React app starts with. */
  local: KeyValueStorage | null;
  /** Session storage: what is handed to the React app (a pending second factor). */
  session: KeyValueStorage | null;
  /** A full page load of `path`; `replace` leaves /login out of the history. */
  go: (path: string, options: { replace: boolean }) => void;
  now: () => number;
}

/** The sign-in form's field errors, by field, each the first message of the shared schema. */
export interface FieldErrors {
  email?: string;
  password?: string;
}

export type SubmitOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  /** The page is being left (a full load is under way). */
  | { kind: 'left'; to: string }
  | { kind: 'notice'; notice: LoginNotice };

const errorNotice = (message: string): SubmitOutcome => ({
  kind: 'notice',
  notice: { message, type: 'error' },
});

/**
 * A signed-in user opening /login goes where the React app's guard sends them: the safe redirect
 * query value, else `/`. True when the page is left.
 */
export function leaveIfSignedIn(services: LoginServices, search: string): boolean {
  if (loadSession(services.local) === null) return false;
  services.go(destinationAfterSignIn(search), { replace: true });
  return true;
}

/** The sign-in form's input through the shared `SignInRequest`: the request, or field errors. */
export function checkSignIn(
  email: string,
  password: string,
): { ok: true; request: SignInRequest } | { ok: false; errors: FieldErrors } {
  const parsed = SignInRequest.safeParse({ email, password });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * What a sign-in answer leads to (useSignInFlow's onAnswer): a second factor due → /totp with the
 * pending sign-in handed over; a user without an entry role → the refresh token revoked and
 * 'You do not have permission to access this domain.'; otherwise the session is stored and the
 * user goes on to the safe redirect.
 */
export function afterAnswer(
  services: LoginServices,
  answer: unknown,
  email: string,
  search: string,
): SubmitOutcome {
  if (isMfaRequired(answer)) {
    handOverPendingSecondFactor(services.session, {
      mfaPendingToken: answer.mfaPendingToken,
      email,
      factor: requiredFactorOf(answer),
    });
    const to = `${ROUTE_PATHS.totp}${search}`;
    services.go(to, { replace: false });
    return { kind: 'left', to };
  }
  const tokens = parseTokenPair(answer);
  if (tokens === null) return errorNotice(authFailureText(null));
  if (!mayEnter(tokens.user.roles)) {
    void services.call('POST', '/auth/sign-out', { refreshToken: tokens.refreshToken });
    return errorNotice(messages.noPermission);
  }
  saveSession(services.local, sessionFromTokens(tokens, services.now()));
  forgetPreviousSignIn(services.local);
  const to = destinationAfterSignIn(search);
  services.go(to, { replace: true });
  return { kind: 'left', to };
}

/** Submits the sign-in form: field errors, or the call and what its answer leads to. */
export async function submitSignIn(
  services: LoginServices,
  input: { email: string; password: string },
  search: string,
): Promise<SubmitOutcome> {
  const checked = checkSignIn(input.email, input.password);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const result = await services.call('POST', '/auth/sign-in', checked.request);
  if (!result.ok) {
    if (authErrorOutcome(result.error.code, 'login').kind === 'secondFactorRequired') {
      const to = `${ROUTE_PATHS.totp}${search}`;
      services.go(to, { replace: false });
      return { kind: 'left', to };
    }
    return errorNotice(authFailureText(result.error));
  }
  return afterAnswer(services, result.data, input.email.trim(), search);
}

/** HTTP status of a repeated reset within the 15-minute cooldown. */
const COOLDOWN_STATUS = 429;

export type ResetOutcome =
  { kind: 'invalid'; error: string } | { kind: 'notice'; notice: LoginNotice };

/**
 * The password reset request (spec §4, §8): 'An email will be sent to your address with a
 * password reset option.', or the cooldown text when asked again within 15 minutes.
 */
export async function submitPasswordReset(
  services: LoginServices,
  email: string,
): Promise<ResetOutcome> {
  const parsed = SignInRequest.shape.email.safeParse(email);
  if (!parsed.success) {
    return { kind: 'invalid', error: parsed.error.issues[0]?.message ?? '' };
  }
  const result = await services.call('POST', '/auth/password-reset', { email: parsed.data });
  if (result.ok) {
    return {
      kind: 'notice',
      notice: { message: messages.passwordResetRequested, type: 'success' },
    };
  }
  const cooldown = result.error.status === COOLDOWN_STATUS;
  return {
    kind: 'notice',
    notice: {
      message: cooldown ? messages.passwordResetCooldown : authFailureText(result.error),
      type: 'error',
    },
  };
}
