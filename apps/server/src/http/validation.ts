import type { ZodError } from 'zod';
import { InputError, type ApiIssue } from './errors.js';

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

/**
 * The dotted path of the first string in `value` (keys included) holding a NUL character, or
 * null. PostgreSQL cannot store NUL in text, so such input would fail deep in a query.
 */
export function findNul(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, [...path, key]) ?? findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A 400 for a NUL character in `field` (a dotted path; empty for the whole of `where`). */
export function nulInputError(where: 'body' | 'query' | 'path', field: string): InputError {
  const message = 'Must not contain a NUL character';
  return new InputError(`${field || where}: ${message}`, [{ field, message }]);
}

/**
 * The message of a PostgreSQL data exception (SQLSTATE class 22: a value out of range, badly
 * formed, too long) behind a failed query, or null. drizzle wraps the driver's error, so the code
 * may sit on the error or its cause. Such a failure comes from a value a request carried past
 * validation: the answer is a 400, never a 500.
 */
export function dataExceptionOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && 'code' in e && typeof e.code === 'string' && /^22/.test(e.code)) {
      return 'message' in e && typeof e.message === 'string' ? e.message : 'Invalid value';
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return null;
}
