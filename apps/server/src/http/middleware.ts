import { createMiddleware } from 'hono/factory';
import { hasRole } from '@switchboard/domain';
import type { AuthService } from '../auth/service.js';
import { NotAllowedError, UnauthenticatedError } from './errors.js';
import type { AppEnv } from './app.js';

/** Header that carries the tenant alias on most calls (spec §7). */
export const TENANT_HEADER = 'X-Tenant-Alias';

/**
 * Requires a valid bearer ID token; the user is read fresh from the database, so a disabled
 * account or changed roles take effect at once. A tenant alias header naming another tenant is
 * refused: tenants never see each other's data.
 */
export function requireAuth(auth: AuthService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new UnauthenticatedError();
    const user = await auth.authenticate(match[1]);
    const alias = c.req.header(TENANT_HEADER);
    if (alias !== undefined && alias !== user.tenantAlias) {
      throw new NotAllowedError(`This account does not belong to tenant "${alias}".`);
    }
    c.set('user', user);
    await next();
  });
}

/** Requires one of the roles (pipes mean any of them, as in the spec). */
export function requireRole(required: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasRole(c.get('user').roles, required)) throw new NotAllowedError();
    await next();
  });
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
