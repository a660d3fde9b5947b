/**
 * Exit codes of the `switchboard` command: 0 done, 1 the work failed (server unreachable, session
 * expired, refused, not found, conflict), 2 the command line was wrong (bad argument or option).
 */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export type ExitCode = typeof EXIT_OK | typeof EXIT_FAILURE | typeof EXIT_USAGE;

/** Why a command stopped; callers switch on `code`, never on the message (STYLE rule 16). */
export type CliErrorCode =
  | 'usage'
  | 'unreachable'
  | 'unauthenticated'
  | 'not-allowed'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'cancelled'
  | 'rejected';

/** An error that ends the command with a clear one-line message and an exit code. */
export class CliError extends Error {
  constructor(
    readonly code: CliErrorCode,
    message: string,
    /** The server's error code (e.g. `auth/id-token-expired`), when the server answered. */
    readonly serverCode?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }

  get exitCode(): ExitCode {
    return this.code === 'usage' ? EXIT_USAGE : EXIT_FAILURE;
  }
}

/** A bad argument or option: exit code 2. */
export function usageError(message: string): CliError {
  return new CliError('usage', message);
}
