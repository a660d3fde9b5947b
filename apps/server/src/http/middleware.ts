import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hasRole } from '@switchboard/domain';
import { assertRole, type RoleRequirement } from '../auth/access.js';
import type { AuthService, AuthUser } from '../auth/service.js';
import { NotAllowedError, UnauthenticatedError } from '../errors.js';
import type { AppEnv } from './env.js';

/** Header that carries the tenant alias on most calls (spec §7). */
export const TENANT_HEADER = 'X-Tenant-Alias';

/**
 * Requires a valid bearer ID token; the user is read from the database through the auth cache
 * (`AuthService.authenticate`: every change to a user drops its entry), so a disabled account or
 * changed roles take effect on the next request. A tenant alias header naming another tenant is
 * refused: tenants never see each other's data.
 */
export function requireAuth(auth: AuthService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await auth.authenticate(bearerOf(c));
    assertTenantAlias(c, user.tenantAlias);
    c.set('user', user);
    await next();
  });
}

/**
 * `requireAuth` and `requireRole(required)` for a route that can check the user itself, in the
 * statement it runs anyway (the claim): a valid token whose user the auth cache does not hold,
 * and whose claims pass the checks, is left for the route (`token`, with no `user`); the route's
 * statement then checks the user against the token, authenticates from its own read of them
 * when they differ (`AuthService.authenticateFrom`), and checks again (`assertAuthenticated`).
 * Any other request is authenticated here, as `requireAuth` does.
 */
export function requireAuthOrToken(auth: AuthService, required: RoleRequirement) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = await auth.verifyToken(bearerOf(c));
    const deferrable =
      !auth.hasCachedUser(token.uid) &&
      hasRole(token.roles, required) &&
      isTenantAliasOf(c, token.tenantAlias);
    if (deferrable) {
      c.set('token', token);
    } else {
      const user = await auth.authenticateToken(token);
      assertAuthenticated(c, user, required);
      c.set('user', user);
    }
    await next();
  });
}

/** What `requireAuth` and `requireRole(required)` check of an authenticated user. */
export function assertAuthenticated(
  c: Context<AppEnv>,
  user: Pick<AuthUser, 'tenantAlias' | 'roles'>,
  required: RoleRequirement,
): void {
  assertTenantAlias(c, user.tenantAlias);
  assertRole(user, required);
}

function bearerOf(c: Context<AppEnv>): string {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (!match?.[1]) throw new UnauthenticatedError();
  return match[1];
}

function isTenantAliasOf(c: Context<AppEnv>, tenantAlias: string): boolean {
  const alias = c.req.header(TENANT_HEADER);
  return alias === undefined || alias === tenantAlias;
}

/** A tenant alias header naming another tenant is refused. */
function assertTenantAlias(c: Context<AppEnv>, tenantAlias: string): void {
  if (!isTenantAliasOf(c, tenantAlias)) {
    throw new NotAllowedError(
      `This account does not belong to tenant "${c.req.header(TENANT_HEADER)}".`,
    );
  }
}

/** Requires one of the roles (a list means any of them, as the spec's pipes do). */
export function requireRole(required: RoleRequirement) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertRole(c.get('user'), required);
    await next();
  });
}
