import { authErrorText } from '@switchboard/domain';

/**
 * A failed call as every screen sees it, without the HTTP client: the React app's axios calls
 * (`apiError.ts`) and the light /login page's fetch calls (`src/login`) both give this shape.
 */

/** Codes the console gives failures that never reached the server's error handler. */
export const CLIENT_ERROR_CODES = {
  network: 'network-error',
  badAnswer: 'bad-answer',
} as const;

/**
 * A failed call as every screen sees it: the server's `{ error: { code, message, issues? } }`
 * with the HTTP status, or a network failure (status 0). Screens switch on `code`.
 */
export interface ApiError {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  code: string;
  message: string;
  issues?: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The error body of a server answer, if it has the documented shape. */
export function errorBodyOf(data: unknown): Omit<ApiError, 'status'> | null {
  if (!isRecord(data) || !isRecord(data.error)) return null;
  const { code, message, issues } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message, ...(Array.isArray(issues) ? { issues } : {}) };
}

/** The failure of a call that got no answer (offline, DNS, refused connection). */
export function networkFailure(): ApiError {
  return {
    status: 0,
    code: CLIENT_ERROR_CODES.network,
    message: authErrorText('auth/network-request-failed'),
  };
}

/** The failure of an answer with status `status` and body `data`. */
export function answerFailure(status: number, data: unknown, fallbackMessage: string): ApiError {
  const body = errorBodyOf(data);
  return body ? { status, ...body } : { status, code: `http-${status}`, message: fallbackMessage };
}

/** Failures worth another try of a start-up call: no answer, a timeout, rate limit, or 5xx. */
export function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
}

/**
 * The text of an auth failure (spec §8): auth codes through the domain's table, anything else by
 * the server's message.
 */
export function authFailureText(error: unknown): string {
  if (!isApiError(error)) return authErrorText('auth/internal-error');
  return error.code.startsWith('auth/') ? authErrorText(error.code) : error.message;
}
