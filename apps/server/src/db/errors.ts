/**
 * What a failed statement says, by its SQLSTATE (PostgreSQL's error codes, appendix A of its
 * manual). node-postgres and PGlite both put the code on the error; drizzle wraps the driver's
 * error in `cause`, so every helper here looks down the chain of causes.
 */

/** The error and its causes, outermost first (a few levels: drizzle wraps once). */
function* causesOf(error: unknown): Generator<object> {
  for (let at: unknown = error, depth = 0; at && typeof at === 'object' && depth < 5; depth += 1) {
    yield at;
    at = 'cause' in at ? at.cause : undefined;
  }
}

/** The SQLSTATE behind a failed statement, or null when none of the chain carries one. */
export function sqlStateOf(error: unknown): string | null {
  for (const at of causesOf(error)) {
    if ('code' in at && typeof at.code === 'string' && /^[0-9A-Z]{5}$/.test(at.code)) {
      return at.code;
    }
  }
  return null;
}

/**
 * Whether a statement was refused by a unique constraint (23505): where a check-then-insert can
 * still lose a race to a concurrent insert. With `constraint`, only that one: named on the error,
 * or (PGlite does not always name it) in its message.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlStateOf(error) !== '23505') return false;
  if (constraint === undefined) return true;
  for (const at of causesOf(error)) {
    if ('constraint' in at && at.constraint === constraint) return true;
    if ('message' in at && typeof at.message === 'string' && at.message.includes(constraint)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a statement lost a race PostgreSQL settles by refusing one side (a deadlock, 40P01, or
 * a serialization failure, 40001): worth a retry.
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/**
 * The message of a data exception (class 22: a value out of range, badly formed, too long) behind
 * a failed statement, or null. Such a failure comes from a value a request carried past
 * validation: the answer is a 400, never a 500.
 */
export function dataExceptionOf(error: unknown): string | null {
  for (const at of causesOf(error)) {
    if ('code' in at && typeof at.code === 'string' && at.code.startsWith('22')) {
      return 'message' in at && typeof at.message === 'string' ? at.message : 'Invalid value';
    }
  }
  return null;
}

/** The database's own words for an error (the driver's message, not a wrapper's). */
export function reasonOf(error: unknown): string {
  for (const at of causesOf(error)) {
    if ('code' in at && typeof at.code === 'string' && at instanceof Error) return at.message;
  }
  return error instanceof Error ? error.message : String(error);
}
