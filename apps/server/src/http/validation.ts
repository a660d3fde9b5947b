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
