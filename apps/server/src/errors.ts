import type { AuthErrorCode, ChatErrorCode } from '@switchboard/domain';
import type { ZodError } from 'zod';

/** Codes of errors that are not auth errors; auth errors use the domain's `auth/…` codes. */
export type ApiErrorCode =
  | 'invalid-input'
  | 'unauthenticated'
  | 'not-allowed'
  | 'not-found'
  | 'conflict'
  | 'upstream-failed'
  | AuthErrorCode
  | ChatErrorCode;

export interface ApiIssue {
  /** Dotted path of the offending field, e.g. `message.content`; empty for the whole body. */
  field: string;
  message: string;
}

/** An error with an HTTP status and a stable code; the one error handler turns it into a response. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: readonly ApiIssue[] = [],
  ) {
    // An answer to the client, not a fault: nothing reads its stack, and capturing one (with the
    // async frames) was about 7% of the claim service's CPU time, where nine in ten claims lose.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = new.target.name;
  }
}

/** 400: the input is wrong; `issues` name the fields. */
export class InputError extends ApiError {
  constructor(message: string, issues: readonly ApiIssue[] = []) {
    super(400, 'invalid-input', message, issues);
  }
}

/** 401: no valid credentials, or a sign-in that failed. */
export class UnauthenticatedError extends ApiError {
  constructor(code: ApiErrorCode = 'unauthenticated', message = 'Sign in to continue.') {
    super(401, code, message);
  }
}

/** 403: signed in, but this user may not do this here. */
export class NotAllowedError extends ApiError {
  constructor(message = 'You are not allowed to do this.', code: ApiErrorCode = 'not-allowed') {
    super(403, code, message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message = 'Not found.') {
    super(404, 'not-found', message);
  }
}

export class ConflictError extends ApiError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

/** 413: a request body past the server's limit; nothing of it was read. */
export class PayloadTooLargeError extends ApiError {
  constructor(maxBytes: number) {
    const message = `The request body is larger than ${maxBytes} bytes.`;
    super(413, 'invalid-input', `body: ${message}`, [{ field: '', message }]);
  }
}

/** 429: too many attempts; `retryAfterSeconds` goes into the Retry-After header. */
export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'auth/too-many-requests', message);
  }
}

/** The body of every error response. */
export interface ErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    issues?: ApiIssue[];
    /** On a 5xx: the request's id (`X-Request-Id`), to find its log line. */
    requestId?: string;
  };
}

/** 502: a service this server relies on (the suggestion provider…) failed or answered nonsense. */
export class UpstreamError extends ApiError {
  constructor(message: string) {
    super(502, 'upstream-failed', message);
  }
}

/** Turns a zod error into a 400 whose message names the first offending field. */
export function inputErrorFromZod(
  error: ZodError,
  where: 'body' | 'query' | 'path' | 'header' = 'body',
): InputError {
  const issues: ApiIssue[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first
    ? first.field
      ? `${first.field}: ${first.message}`
      : `${where}: ${first.message}`
    : `Invalid ${where}`;
  return new InputError(message, issues);
}
