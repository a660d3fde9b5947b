import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AdminUser,
  DomainConfig,
  ServiceTenant,
  TenantAdminCreateRequest,
  TenantAlias,
  TenantAppearanceUpdate,
  TenantCreateRequest,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { ErrorResponse, json } from '../http/openapi.js';
import {
  requireServiceToken,
  SERVICE_ONLY_MESSAGE,
  SERVICE_SECURITY_SCHEME,
} from './service-auth.js';
import { UserAdminService } from '../users/service.js';
import { TenantAdministration } from './service.js';

const security = [{ [SERVICE_SECURITY_SCHEME]: [] }];

const errors = {
  400: { ...json(ErrorResponse), description: 'Bad input; the message names the field.' },
  401: { ...json(ErrorResponse), description: 'No service token, or a wrong one.' },
  403: { ...json(ErrorResponse), description: SERVICE_ONLY_MESSAGE },
  404: {
    ...json(ErrorResponse),
    description: 'Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist).',
  },
};

const AliasParam = z.object({ alias: TenantAlias });
const TenantAnswer = z.object({ data: ServiceTenant });

/**
 * The calls of an operator of the whole service (issue #31), behind `SERVICE_TOKEN`
 * (`requireServiceToken`): list the tenants, create one with its hosts and appearance, change its
 * appearance, add it a domain or an admin. `switchboard tenants` makes them. Each write is in the
 * tenant's staff-action record, by "Service operator".
 */
export function registerServiceTenantRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'presence'>,
  options: { serviceToken: string | undefined; domainsChanged: (tenantId: string) => void },
): void {
  const tenantsAdmin = new TenantAdministration(
    deps.db,
    options.domainsChanged,
    new UserAdminService(deps.db, deps.presence, deps.auth, deps.clock),
  );
  app.openAPIRegistry.registerComponent('securitySchemes', SERVICE_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'The SERVICE_TOKEN setting of the server: for operators of the whole service only (a tenant admin’s ID token is refused). Without the setting these calls answer 404.',
  });
  const guard = requireServiceToken(options.serviceToken, deps.auth);
  app.use('/service/tenants', guard);
  app.use('/service/tenants/*', guard);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/service/tenants',
      operationId: 'listTenants',
      tags: ['service'],
      summary: 'Every tenant with its hosts, appearance and domains (service operators)',
      security,
      responses: {
        200: { ...json(z.object({ data: z.array(ServiceTenant) })), description: 'The tenants.' },
        ...errors,
      },
    }),
    async (c) => c.json({ data: await tenantsAdmin.list() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/service/tenants',
      operationId: 'createTenant',
      tags: ['service'],
      summary: 'Create a tenant with its hosts and appearance (service operators)',
      security,
      request: { body: { ...json(TenantCreateRequest), required: true } },
      responses: {
        201: { ...json(TenantAnswer), description: 'The new tenant.' },
        ...errors,
        409: {
          ...json(ErrorResponse),
          description: 'The alias, id or a host is another tenant’s; the message names which.',
        },
      },
    }),
    async (c) =>
      c.json({ data: await tenantsAdmin.create(c.req.valid('json'), c.get('staff')) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/service/tenants/{alias}/appearance',
      operationId: 'updateTenantAppearance',
      tags: ['service'],
      summary: 'Change a tenant’s app name, logo or primary colour (service operators)',
      security,
      request: {
        params: AliasParam,
        body: { ...json(TenantAppearanceUpdate), required: true },
      },
      responses: {
        200: { ...json(TenantAnswer), description: 'The tenant as it now is.' },
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await tenantsAdmin.updateAppearance(
            c.req.valid('param').alias,
            c.req.valid('json'),
            c.get('staff'),
          ),
        },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/service/tenants/{alias}/domains',
      operationId: 'addTenantDomain',
      tags: ['service'],
      summary: 'Add a domain (a site in a locale) to a tenant (service operators)',
      security,
      request: { params: AliasParam, body: { ...json(DomainConfig), required: true } },
      responses: {
        201: { ...json(TenantAnswer), description: 'The tenant with its domains.' },
        ...errors,
        409: { ...json(ErrorResponse), description: 'The domain already exists.' },
      },
    }),
    async (c) =>
      c.json(
        {
          data: await tenantsAdmin.addDomain(
            c.req.valid('param').alias,
            c.req.valid('json'),
            c.get('staff'),
          ),
        },
        201,
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/service/tenants/{alias}/admins',
      operationId: 'addTenantAdmin',
      tags: ['service'],
      summary: 'Make an admin of a tenant, its first one when it is new (service operators)',
      description:
        'The account holds CHAT_ADMIN and, unless `geos` names them, every locale of the tenant’s domains; it then makes the rest of the tenant’s staff with `POST /users`. A tenant with no domain yet needs `geos`.',
      security,
      request: {
        params: AliasParam,
        body: { ...json(TenantAdminCreateRequest), required: true },
      },
      responses: {
        201: { ...json(z.object({ data: AdminUser })), description: 'The new admin.' },
        ...errors,
        409: { ...json(ErrorResponse), description: 'The email is another account’s.' },
      },
    }),
    async (c) =>
      c.json(
        {
          data: await tenantsAdmin.addAdmin(
            c.req.valid('param').alias,
            c.req.valid('json'),
            c.get('staff'),
          ),
        },
        201,
      ),
  );
}
