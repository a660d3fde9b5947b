import {
  answerFailure,
  CLIENT_ERROR_CODES,
  networkFailure,
  type ApiError,
} from '../app/apiFailure';

/**
 * The light /login page's HTTP calls: fetch, JSON in and out, the console's `ApiError` shape for
 * failures (the same codes and texts as the React app's axios calls). Every call asks for JSON:
 * the server answers a page or a call at one address by Accept.
 */

/** A call's outcome: the answer's body, or the failure as an `ApiError`. */
export type JsonResult = { ok: true; data: unknown } | { ok: false; error: ApiError };

/** A JSON call; it never rejects: a failure is a result too. */
export type JsonCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<JsonResult>;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `fetch` as a `JsonCall`; `fetchImpl` is the browser's by default. */
export function fetchJson(fetchImpl: typeof fetch = (...args) => fetch(...args)): JsonCall {
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    } catch {
      return { ok: false, error: networkFailure() };
    }
    let data: unknown;
    try {
      data = await bodyOf(response);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        error: { status: response.status, code: CLIENT_ERROR_CODES.badAnswer, message },
      };
    }
    if (!response.ok) {
      const fallback = `Request failed with status code ${response.status}`;
      return { ok: false, error: answerFailure(response.status, data, fallback) };
    }
    return { ok: true, data };
  };
}
