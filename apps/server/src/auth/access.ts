import { hasRole, type RouterRole } from '@switchboard/domain';
import { NotAllowedError } from '../errors.js';

/** The roles a call requires: one, or a list meaning any of them (the spec's pipes). */
export type RoleRequirement = RouterRole | readonly RouterRole[];

/** Refuses a user who holds none of the required roles (403, `message` when given). */
export function assertRole(
  user: { roles: readonly string[] },
  required: RoleRequirement,
  message?: string,
): void {
  if (!hasRole(user.roles, required)) throw new NotAllowedError(message);
}

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
