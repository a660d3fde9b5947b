import { delay, http, HttpResponse } from 'msw';
import { API_PREFIXES } from '../../app/apiPrefixes';

/**
 * The building blocks of the console's msw handlers (STYLE rule 23: factories, one file per
 * resource, shared by Storybook and tests). Every answer a handler sends is checked with the
 * domain schema the console parses it with, and every request with the schema the server checks
 * it with: when the API's shapes drift, the handlers fail loudly instead of mocking a past API.
 */

/** The moment fixtures are written around; page stories pin their clock to it. */
export const STORY_NOW = '2026-03-02T09:00:00.000Z';

/** What the handlers need of a domain (zod) schema. */
export interface Schema<T = unknown> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The server's error body, `{ error: { code, message, issues? } }` (apps/server/src/http). */
export interface ErrorBody {
  error: { code: string; message: string; issues?: { field: string; message: string }[] };
}

/** A failed call as the server answers it. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

/** A 400 as the server sends it, with the fields at fault. */
export interface InputErrorAnswer extends ErrorAnswer {
  issues: { field: string; message: string }[];
}

/** `{ data: … }` (how most answers of the API come), its `data` checked with `schema`. */
export function inData(schema: Schema): Schema {
  return {
    safeParse: (value) =>
      typeof value === 'object' && value !== null && 'data' in value
        ? schema.safeParse(value.data)
        : { success: false, error: { issues: [{ path: ['data'], message: 'Required' }] } },
  };
}

/** Thrown (and logged by msw as a 500) when a fixture or answer no longer fits its schema. */
export class ShapeDriftError extends Error {
  override name = 'ShapeDriftError';
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const [issue] = error.issues;
  if (!issue) return { field: '', message: 'Invalid value' };
  return { field: issue.path.map(String).join('.'), message: issue.message };
}

/**
 * `value` as it goes over the wire, after checking it parses with `schema`: fixtures are written
 * in the API's shape and fail at once when that shape changes.
 */
export function checked<T>(schema: Schema, value: T, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new ShapeDriftError(`${what} does not fit its schema: ${field || '(root)'}: ${message}`);
  }
  return value;
}

/** A JSON answer whose body is checked with `schema` first (see `checked`). */
export function answer(schema: Schema, body: unknown, status = 200) {
  return HttpResponse.json(checked(schema, body, 'answer') as Record<string, unknown>, { status });
}

/** The server's error answer. */
export function errorAnswer(failure: ErrorAnswer | InputErrorAnswer) {
  const { status, code, message } = failure;
  // A 400's issues travel along (`badInput`), whatever type the caller holds it as.
  const issues = 'issues' in failure ? { issues: failure.issues } : {};
  const body: ErrorBody = { error: { code, message, ...issues } };
  return HttpResponse.json(body, { status });
}

/** A 404 as the server sends it ('not-found' with the spec's text). */
export const notFound = (message: string): ErrorAnswer => ({
  status: 404,
  code: 'not-found',
  message,
});

/** A 409 as the server sends it. */
export const conflict = (message: string): ErrorAnswer => ({
  status: 409,
  code: 'conflict',
  message,
});

/** A 400 as the server sends it: its message names the first field (`field: message`). */
export const badInput = (issues: { field: string; message: string }[]): InputErrorAnswer => ({
  status: 400,
  code: 'invalid-input',
  message: `${issues[0]?.field || 'body'}: ${issues[0]?.message ?? 'Invalid input'}`,
  issues,
});

/** A 500 as the server sends it. */
export const internalError = (message = 'Internal server error'): ErrorAnswer => ({
  status: 500,
  code: 'internal',
  message,
});

/**
 * The request input parsed with the schema the server validates it with, or the server's 400
 * naming the first offending field (`field: message`, apps/server/src/http/validation.ts).
 */
export function parseInput<T>(
  schema: Schema<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; response: Response } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    response: inputError(
      result.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    ),
  };
}

/** The server's 400: 'invalid-input', its message naming the first field (`field: message`). */
export function inputError(issues: { field: string; message: string }[]) {
  const [first = { field: '', message: 'Invalid input' }] = issues;
  const body: ErrorBody = {
    error: {
      code: 'invalid-input',
      message: `${first.field || 'body'}: ${first.message}`,
      issues,
    },
  };
  return HttpResponse.json(body, { status: 400 });
}

/** The issues of a thrown ZodError (or any error) as the server reports them. */
export function issuesOf(error: unknown): { field: string; message: string }[] {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  if (Array.isArray(issues)) {
    return issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
  }
  return [{ field: '', message: error instanceof Error ? error.message : String(error) }];
}

/**
 * A query string as the server's zod schemas read it: a key that repeats (`sites[]=a&sites[]=b`)
 * becomes a list, a single one stays text.
 */
export function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

/** The JSON body of a request, or undefined when it has none (the schema then names the field). */
export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** How long mocked calls take: long enough to see a loading state, short enough for tests. */
export const LATENCY_MS = 150;

/** Waits like a server would (no wait in a test that asks for `latency: 0`). */
export async function latency(ms: number = LATENCY_MS): Promise<void> {
  if (ms > 0) await delay(ms);
}

const isApiPath = (pathname: string) =>
  API_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  );

export const unmockedTexts = {
  unmocked: (method: string, path: string) =>
    `No msw handler answers ${method} ${path}: add one to the story's parameters.msw.handlers.`,
} as const;

/**
 * The last handler of every page story: a call to the API that no handler answered fails with a
 * 501 naming it (and an error in the console), instead of reaching Storybook's own server.
 * Everything else (Storybook's modules and assets) passes through.
 */
export function unmockedApiHandlers() {
  return [
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      if (url.origin !== location.origin || !isApiPath(url.pathname)) return undefined;
      const message = unmockedTexts.unmocked(request.method, url.pathname);
      console.error(message);
      return errorAnswer({ status: 501, code: 'unmocked', message });
    }),
  ];
}
