import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { SERVICE_ACTOR } from '@switchboard/domain';
import type { AuthService } from '../auth/service.js';
import type { AppEnv } from '../http/env.js';
import { NotAllowedError, NotFoundError, UnauthenticatedError } from '../errors.js';

/** The OpenAPI security scheme of the calls only an operator of the whole service makes. */
export const SERVICE_SECURITY_SCHEME = 'serviceToken';

/** Why a tenant's admin (any staff ID token) is refused a service call. */
export const SERVICE_ONLY_MESSAGE =
  'Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not.';

/** Equal-length digests, so the comparison takes as long whatever the token sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The calls of an operator of the whole service (adding tenants): the bearer must be the
 * `SERVICE_TOKEN` setting, compared in constant time. Without the setting the calls do not exist
 * (404, as an unknown route); a staff member's valid ID token, a tenant admin's included, is
 * refused (403); anything else is unauthenticated (401). A call with the token has the service
 * operator as its actor (`c.get('staff')`: `SERVICE_ACTOR`, who has no account), so the writes it
 * makes are recorded in their tenant's staff-action record as the service operator's.
 */
export function requireServiceToken(serviceToken: string | undefined, auth: AuthService) {
  const expected = serviceToken ? digest(serviceToken) : null;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!expected) throw new NotFoundError(`No route for ${c.req.method} ${c.req.path}`);
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    const bearer = match?.[1];
    if (!bearer) throw new UnauthenticatedError('unauthenticated', 'Send the service token.');
    if (timingSafeEqual(digest(bearer), expected)) {
      c.set('staff', {
        ...c.get('staff'),
        actor: () => ({ uid: SERVICE_ACTOR.uid, tenantId: '' }),
      });
      return next();
    }
    const isStaffToken = await auth.verifyToken(bearer).then(
      () => true,
      () => false,
    );
    if (isStaffToken) throw new NotAllowedError(SERVICE_ONLY_MESSAGE);
    throw new UnauthenticatedError('unauthenticated', 'Wrong service token.');
  });
}
