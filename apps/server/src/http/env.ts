import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AuthUser } from '../auth/service.js';
import type { VerifiedIdToken } from '../auth/tokens.js';
import type { StaffRequest } from '../audit/staff-request.js';

export interface AppEnv {
  Variables: {
    user: AuthUser;
    /**
     * A verified ID token whose user is not read yet (`requireAuthOrToken`): set instead of
     * `user` for a route that reads the user in its own statement.
     */
    token: VerifiedIdToken | undefined;
    /** The request's id (`X-Request-Id`): in its log line and its answer. */
    reqId: string;
    /** Who is acting in this request, for the record of a staff action (audit/staff-request.ts). */
    staff: StaffRequest;
  };
}

export type App = OpenAPIHono<AppEnv>;
