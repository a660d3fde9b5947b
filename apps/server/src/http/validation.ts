import { InputError } from '../errors.js';

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
