import { createRoute } from '@hono/zod-openapi';
import { arrayContains, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DomainConfig, Locale, POKE_ROLES, TenantAppearance } from '@switchboard/domain';
import { tenants } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotAllowedError, NotFoundError } from '../errors.js';
import { REGIONAL_TOKEN_TTL_S } from '../auth/regional.js';
import { requireAuth, requireRole, TENANT_HEADER } from '../http/middleware.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { TenantDomains } from './domains.js';
import { registerServiceTenantRoutes } from './service-routes.js';

const errors = authedErrors('Role, tenant or locale not allowed.');

const StartupConfig = z.object({
  tenantHeader: z.string(),
  signInPath: z.string(),
  apiVersion: z.string(),
});

const LocalesQuery = z.object({
  locales: z
    .string()
    .min(1, 'Name at least one locale')
    .transform((value) => value.split(',').map((l) => l.trim()))
    .pipe(z.array(Locale).min(1)),
});

export function registerTenantRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'presence' | 'regional'>,
  options: {
    /** `SERVICE_TOKEN`: the bearer of the service operators' calls; unset, those calls are 404. */
    serviceToken?: string;
  } = {},
): void {
  const { db } = deps;
  const tenantDomains = new TenantDomains(db, deps.clock);
  registerServiceTenantRoutes(app, deps, {
    serviceToken: options.serviceToken,
    domainsChanged: (tenantId) => tenantDomains.forget(tenantId),
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/default',
      tags: ['start-up'],
      summary: 'Start-up configuration (no auth)',
      security: [],
      responses: {
        200: { ...json(StartupConfig), description: 'Start-up configuration.' },
        400: { ...json(ErrorResponse), description: 'A NUL (%00) in the query string.' },
      },
    }),
    (c) =>
      c.json({ tenantHeader: TENANT_HEADER, signInPath: '/auth/sign-in', apiVersion: '1' }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/tenant/{host}',
      tags: ['start-up'],
      summary: 'The tenant that serves a host (no auth)',
      security: [],
      request: { params: z.object({ host: z.string().min(1).max(253) }) },
      responses: {
        200: { ...json(z.object({ tenantId: z.string() })), description: 'The tenant alias.' },
        404: { ...json(ErrorResponse), description: 'No tenant for this host.' },
      },
    }),
    async (c) => {
      const host = c.req.valid('param').host.toLowerCase();
      const [row] = await db
        .select()
        .from(tenants)
        .where(arrayContains(tenants.hosts, [host]));
      if (!row) throw new NotFoundError(`No tenant serves host "${host}".`);
      return c.json({ tenantId: row.alias }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/tenant/{alias}/info',
      tags: ['start-up'],
      summary: 'Tenant appearance (no auth)',
      security: [],
      request: { params: z.object({ alias: z.string().min(1).max(64) }) },
      responses: {
        200: {
          ...json(z.object({ data: z.object({ data: TenantAppearance }) })),
          description: 'Appearance.',
        },
        404: { ...json(ErrorResponse), description: 'Unknown tenant.' },
      },
    }),
    async (c) => {
      const [row] = await db
        .select()
        .from(tenants)
        .where(eq(tenants.alias, c.req.valid('param').alias));
      if (!row) throw new NotFoundError('Unknown tenant.');
      const data = {
        app_name: row.appName,
        app_logo_name: row.appLogoName,
        app_primary_color: row.appPrimaryColor,
      };
      return c.json({ data: { data } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/projects/central',
      tags: ['start-up'],
      summary: 'Central project configuration (sent without auth)',
      security: [],
      responses: {
        200: {
          ...json(z.object({ projectId: z.string(), apiBase: z.string() })),
          description: 'Config.',
        },
        400: { ...json(ErrorResponse), description: 'A NUL (%00) in the query string.' },
      },
    }),
    (c) => c.json({ projectId: 'central', apiBase: '/' }, 200),
  );

  app.use('/firebase/projects/locales', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/projects/locales',
      tags: ['start-up'],
      summary: 'Map of locale to regional project, for locales in the user’s geos',
      security: [{ bearer: [] }],
      request: { query: LocalesQuery },
      responses: {
        200: { ...json(z.record(z.string(), z.string())), description: 'locale → project.' },
        ...errors,
      },
    }),
    (c) => {
      const user = c.get('user');
      const { locales } = c.req.valid('query');
      assertLocalesAllowed(user, locales);
      return c.json(
        Object.fromEntries(
          locales.map((locale) => [locale, regionalProject(user.tenantAlias, locale)]),
        ),
        200,
      );
    },
  );

  app.use('/firebase/projects/regional', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/projects/regional',
      tags: ['start-up'],
      summary: 'Regional projects the user may use',
      security: [{ bearer: [] }],
      responses: {
        200: {
          ...json(
            z.object({
              projects: z.array(z.object({ locale: z.string(), projectId: z.string() })),
            }),
          ),
          description: 'Projects.',
        },
        ...errors,
      },
    }),
    (c) => {
      const user = c.get('user');
      return c.json(
        {
          projects: user.geos.map((locale) => ({
            locale,
            projectId: regionalProject(user.tenantAlias, locale),
          })),
        },
        200,
      );
    },
  );

  app.use('/firebase/token/*', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/firebase/token/{regionName}',
      tags: ['start-up'],
      summary:
        'A custom token for one regional project of the user (from /firebase/projects/regional)',
      security: [{ bearer: [] }],
      request: { params: z.object({ regionName: z.string().min(1).max(100) }) },
      responses: {
        200: {
          ...json(z.object({ token: z.string(), expiresIn: z.number().int() })),
          description: 'Custom token.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { regionName } = c.req.valid('param');
      const locale = user.geos.find((geo) => regionalProject(user.tenantAlias, geo) === regionName);
      if (!locale) throw new NotAllowedError(`No access to region "${regionName}".`);
      return c.json(
        {
          token: await deps.regional.sign(user.uid, regionName, locale),
          expiresIn: REGIONAL_TOKEN_TTL_S,
        },
        200,
      );
    },
  );

  app.use('/domains', requireAuth(deps.auth));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/domains',
      tags: ['domains'],
      summary: 'Domains of the user’s tenant in the user’s locales',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(z.object({ data: z.array(DomainConfig) })), description: 'Domain list.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await tenantDomains.inLocales(user.tenantId, user.geos) }, 200);
    },
  );

  app.use('/domains/config/poke', requireAuth(deps.auth), requireRole(POKE_ROLES));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/domains/config/poke',
      tags: ['domains'],
      summary: 'Poke configuration of the user’s domains (Admin, Poker)',
      security: [{ bearer: [] }],
      responses: {
        200: {
          ...json(z.object({ data: z.array(DomainConfig) })),
          description: 'Poke domain config.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await tenantDomains.inLocales(user.tenantId, user.geos) }, 200);
    },
  );
}

function regionalProject(tenantAlias: string, locale: string): string {
  return `${tenantAlias}-${locale}`;
}
