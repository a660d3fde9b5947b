import { NotAllowedError } from '../errors.js';

/** Refuses locales outside the user's geos (spec §6: access per region is limited to the claims' geos). */
export function assertLocalesAllowed(
  user: { geos: readonly string[] },
  locales: readonly string[],
): void {
  const outside = locales.filter((locale) => !user.geos.includes(locale));
  if (outside.length > 0) {
    throw new NotAllowedError(
      `No access to locale${outside.length > 1 ? 's' : ''} ${outside.join(', ')}.`,
    );
  }
}
