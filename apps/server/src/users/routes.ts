import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminUserListResponse,
  AdminUserResponse,
  CreateUserRequest,
  DisableUserResponse,
  Id,
  OperatorListResponse,
  SetUserGeosRequest,
  SetUserRolesRequest,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { UserAdminService } from './service.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const errors = authedErrors('Admins only.');
const notFound = { 404: { ...json(ErrorResponse), description: 'No such user in this tenant.' } };
const Uid = z.object({ uid: Id });

/**
 * Account administration (issue #6; the spec leaves it to an outside console): admins manage the
 * accounts of their own tenant. Roles must be claim roles of spec §6, geos two-letter locales,
 * and the claims payload stays within 1000 bytes.
 */
export function registerUserRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'presence'>,
): void {
  const service = new UserAdminService(deps.db, deps.presence, deps.auth, deps.clock);
  app.use('/users', requireAuth(deps.auth), requireRole('Admin'));
  app.use('/users/*', requireAuth(deps.auth), requireRole('Admin'));
  app.use('/operators', requireAuth(deps.auth), requireRole(['Admin', 'Manager']));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags,
      summary: 'The tenant’s accounts, by email (Admin)',
      security,
      responses: { 200: { ...json(AdminUserListResponse), description: 'Accounts.' }, ...errors },
    }),
    async (c) => c.json({ data: await service.list(c.get('user').tenantId) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users',
      tags,
      summary: 'Create an account in the caller’s tenant (Admin; only geos the admin holds)',
      security,
      request: { body: { ...json(CreateUserRequest), required: true } },
      responses: {
        201: { ...json(AdminUserResponse), description: 'Created.' },
        409: { ...json(ErrorResponse), description: 'The email is taken.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        {
          data: await service.create(user.tenantId, user.geos, c.req.valid('json'), c.get('staff')),
        },
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/users/{uid}/roles',
      tags,
      summary: 'Replace an account’s roles (Admin; not your own admin role)',
      security,
      request: { params: Uid, body: { ...json(SetUserRolesRequest), required: true } },
      responses: {
        200: { ...json(AdminUserResponse), description: 'Changed.' },
        ...notFound,
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { roles } = c.req.valid('json');
      return c.json(
        {
          data: await service.setRoles(
            user.tenantId,
            user.uid,
            c.req.valid('param').uid,
            roles,
            c.get('staff'),
          ),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/users/{uid}/geos',
      tags,
      summary: 'Replace an account’s geos (Admin; only geos the admin holds)',
      security,
      request: { params: Uid, body: { ...json(SetUserGeosRequest), required: true } },
      responses: {
        200: { ...json(AdminUserResponse), description: 'Changed.' },
        ...notFound,
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { uid } = c.req.valid('param');
      const { geos } = c.req.valid('json');
      return c.json(
        { data: await service.setGeos(user.tenantId, user.geos, uid, geos, c.get('staff')) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/{uid}/disable',
      tags,
      summary: 'Disable an account and sign it out everywhere at once (Admin)',
      description:
        'Revokes its refresh tokens and sends `disconnectOperator` to each of its live sockets; ' +
        '`signedOut` counts them. You cannot disable your own account.',
      security,
      request: { params: Uid },
      responses: {
        200: { ...json(DisableUserResponse), description: 'Disabled.' },
        ...notFound,
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        {
          data: await service.disable(
            user.tenantId,
            user.uid,
            c.req.valid('param').uid,
            c.get('staff'),
          ),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/{uid}/enable',
      tags,
      summary: 'Enable a disabled account (Admin)',
      security,
      request: { params: Uid },
      responses: {
        200: { ...json(AdminUserResponse), description: 'Enabled.' },
        ...notFound,
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await service.enable(
            c.get('user').tenantId,
            c.req.valid('param').uid,
            c.get('staff'),
          ),
        },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/{uid}/reset-mfa',
      tags,
      summary: 'Remove the account’s second factors, TOTP and phone (Admin)',
      description: 'The user enrols again at the next sign-in if the account requires it.',
      security,
      request: { params: Uid },
      responses: {
        200: { ...json(AdminUserResponse), description: 'Reset.' },
        ...notFound,
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await service.resetMfa(
            c.get('user').tenantId,
            c.req.valid('param').uid,
            c.get('staff'),
          ),
        },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/operators',
      tags: ['presence'],
      summary: 'The tenant’s operators with roles and geos (Admin, Manager)',
      description: '`connected` tells whether the operator has a live connection now.',
      security,
      responses: {
        200: { ...json(OperatorListResponse), description: 'Operators.' },
        ...authedErrors('Admins and managers only.'),
      },
    }),
    async (c) => c.json({ data: await service.operators(c.get('user').tenantId) }, 200),
  );
}
