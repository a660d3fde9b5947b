/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). drizzle wraps the
 * driver's error, so the code may sit on the error or on its cause; PGlite and pg both set it.
 * Used where a check-then-insert can still lose a race to a concurrent insert.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return false;
}
