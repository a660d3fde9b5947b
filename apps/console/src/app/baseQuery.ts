import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Method } from 'axios';
import {
  isStartupCall,
  sendsWithoutAuth,
  startupRetryDelayMs,
  USER_DISABLED_CODE,
} from '@switchboard/domain';
import type { AuthState } from '../features/auth/authSlice';
import { accountDisabled, sessionExpired } from './sessionEnded';
import { toApiError, type ApiError } from './apiError';
import { isRetryable } from './apiFailure';
import type { AppExtra } from './extra';

/** The header that carries the tenant alias on authenticated calls (spec §7). */
export const TENANT_HEADER = 'X-Tenant-Alias';

/** One HTTP call of an endpoint; a string is a GET of that path. */
export interface HttpRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface HttpMeta {
  status: number;
}

/**
 * Calls of the sign-in flow itself: they prove who the user is, so they carry no bearer token and
 * a 401 from them is an answer (wrong password), never a reason to refresh.
 */
const SIGN_IN_FLOW_PATHS = new Set([
  '/auth/sign-in',
  '/auth/refresh',
  '/auth/sign-out',
  '/auth/mfa/totp',
  '/auth/password-reset',
  '/auth/password-reset/confirm',
]);

/** Whether a call goes with the bearer token: everything but the documented no-auth calls. */
export function sendsBearer(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return !sendsWithoutAuth(pathname) && !SIGN_IN_FLOW_PATHS.has(pathname);
}

export { isRetryable };

/**
 * The one base query: axios with the bearer token (except for `sendsWithoutAuth` paths and the
 * sign-in flow), the tenant alias header, a refresh before an expiring token and once after a 401
 * (a second 401 ends the session with the session-expired text; a 401 for a disabled account ends
 * it at once, saying so), and the start-up retry policy of
 * spec §7 (2 retries, 1 s × 2^n plus jitter under 1 s) for `isStartupCall` paths.
 */
export const axiosBaseQuery: BaseQueryFn<
  HttpRequest | string,
  unknown,
  ApiError,
  object,
  HttpMeta
> = async (args, api) => {
  const { http, refresher, random, sleep } = api.extra as AppExtra;
  const request = typeof args === 'string' ? { url: args } : args;
  const withBearer = sendsBearer(request.url);
  let retry = 0;
  let refreshedAfter401 = false;

  for (;;) {
    const headers: Record<string, string> = { ...request.headers };
    let sentBearer = false;
    if (withBearer) {
      const token = await refresher.validIdToken(api);
      const alias = (api.getState() as { auth: AuthState }).auth.session?.user.tenantAlias;
      if (token !== null) {
        headers.Authorization = `Bearer ${token}`;
        sentBearer = true;
      }
      if (alias) headers[TENANT_HEADER] = alias;
    }
    try {
      const answer = await http.request<unknown>({
        url: request.url,
        method: request.method ?? 'GET',
        data: request.data,
        params: request.params,
        headers,
        signal: api.signal,
      });
      return { data: answer.data, meta: { status: answer.status } };
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.status === 401 && sentBearer && error.code === USER_DISABLED_CODE) {
        // No refresh can help: the account is off. Sign out and say why.
        api.dispatch(accountDisabled());
        return { error, meta: { status: error.status } };
      }
      if (error.status === 401 && sentBearer) {
        if (!refreshedAfter401) {
          refreshedAfter401 = true;
          if ((await refresher.refresh(api)) === 'refreshed') continue;
        } else {
          api.dispatch(sessionExpired());
        }
        return { error, meta: { status: error.status } };
      }
      if (isStartupCall(request.url) && isRetryable(error) && !api.signal.aborted) {
        const delay = startupRetryDelayMs(retry, random);
        if (delay !== null) {
          retry += 1;
          await sleep(delay);
          continue;
        }
      }
      return { error, meta: { status: error.status } };
    }
  }
};
