import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AudienceCount,
  CountTargetsQuery,
  CustomerCountQuery,
  DomainName,
  FilterPlayerQuery,
  GetTargetsQuery,
  messages,
  PlayerHit,
  PokePreflightRequest,
  PokePreflightResponse,
  querySites,
  POKE_ROLES,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { findProfile } from '../profiles/repo.js';
import { MESSAGE_CENTRAL_PREFIX } from '../profiles/paths.js';
import { pokePreflight } from './preflight.js';
import { AudienceService } from './service.js';

const tags = ['pokes: audience'];
const security = [{ bearer: [] }];
const errors = {
  ...authedErrors('Admins and pokers only, on sites of their geos.'),
  404: { ...json(ErrorResponse), description: 'No such entertainment profile.' },
};
const CountAnswer = {
  ...json(z.object({ data: AudienceCount })),
  description:
    'The customers the filters reach: `estimate` over all sites, `targetsPerDomain` per site, and with `funnel=true` how each chosen filter narrows the customers of the sites.',
};
const FILTERS_NOTE =
  '`filters` is JSON text of the poke filters of `origin` (legacy when missing); empty values are stripped and a group with nothing selected means all. Sites come as `sites[]=a&sites[]=b` (or `sites`).';

/**
 * The audience calls of the poke wizard (spec §7): the Central API's customer count, and the
 * message-central calls countTargets, getTargets and filterPlayer under
 * `/message-central/{domain}` (see `MESSAGE_CENTRAL_PREFIX`).
 */
export function registerAudienceRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db'>,
): void {
  const audience = new AudienceService(deps.db, deps.clock);
  const guard = [requireAuth(deps.auth), requireRole(POKE_ROLES)];

  /** The entertainment profile the poke is sent from, in the caller's tenant and geos. */
  const requireProfile = async (user: Parameters<typeof findProfile>[1], id: string) => {
    const found = await findProfile(deps.db, user, { id, kind: 'entertainment' });
    if (!found) throw new NotFoundError(messages.noEntertainmentProfile);
    return found;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/profile/poke/customers/count',
      tags,
      summary: 'The customers a poke’s filters reach, per site (Admin, Poker)',
      description: `${FILTERS_NOTE} \`hasFilters[]\`: the placeholders the message uses (other origins); only customers who have those values count.`,
      security,
      middleware: guard,
      request: { query: CustomerCountQuery },
      responses: { 200: CountAnswer, ...errors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const user = c.get('user');
      const sites = querySites(query);
      await audience.sites(user, sites);
      await requireProfile(user, query.entertainment_profile_uuid);
      const count = await audience.count(
        user,
        {
          sites,
          origin: query.origin,
          filters: query.filters,
          hasFilters: query['hasFilters[]'],
        },
        { funnel: query.funnel === 'true' },
      );
      return c.json({ data: count }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/profile/poke/preflight',
      tags,
      summary:
        'Before saving: the message for a few recipients per site, and who lacks which value',
      description:
        'Per site: the estimate, the message rendered for the first 3 recipients by name, and per placeholder the message uses how many recipients have no value for it. `problems`: the broken and invalid placeholders (with the text to write instead, when known), which keep the poke from being saved. The filters are read as a poke’s are: an unknown filter or a value out of bounds is a 400 naming it.',
      security,
      middleware: guard,
      request: { body: { ...json(PokePreflightRequest), required: true } },
      responses: {
        200: { ...json(PokePreflightResponse), description: 'The preflight.' },
        ...errors,
      },
    }),
    async (c) => {
      const data = await pokePreflight(
        { db: deps.db, audience, clock: deps.clock },
        c.get('user'),
        c.req.valid('json'),
      );
      return c.json({ data }, 200);
    },
  );

  const DomainParam = z.object({ domain: DomainName });
  const central = `${MESSAGE_CENTRAL_PREFIX}/{domain}/pokes`;

  app.openapi(
    createRoute({
      method: 'get',
      path: `${central}/countTargets`,
      tags,
      summary: 'Message-central: the customers a poke’s filters reach, per site (Admin, Poker)',
      description: `${FILTERS_NOTE} Without sites, the domain of the path.`,
      security,
      middleware: guard,
      request: { params: DomainParam, query: CountTargetsQuery },
      responses: { 200: CountAnswer, ...errors },
    }),
    async (c) => {
      const { domain } = c.req.valid('param');
      const query = c.req.valid('query');
      const user = c.get('user');
      const sites = querySites(query);
      await audience.sites(user, sites.length > 0 ? sites : [domain]);
      await requireProfile(user, query.profileCmsId);
      const count = await audience.count(
        user,
        {
          sites: sites.length > 0 ? sites : [domain],
          origin: query.origin,
          filters: query.filters,
          hasFilters: query['hasFilters[]'],
        },
        { funnel: query.funnel === 'true' },
      );
      return c.json({ data: count }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${central}/getTargets`,
      tags,
      summary:
        'Message-central: a page of the customers a poke reaches, uuid and name (Admin, Poker)',
      description: `${FILTERS_NOTE} By site, then name.`,
      security,
      middleware: guard,
      request: { params: DomainParam, query: GetTargetsQuery },
      responses: {
        200: { ...json(z.object({ data: z.array(PlayerHit) })), description: 'The customers.' },
        ...errors,
      },
    }),
    async (c) => {
      const { domain } = c.req.valid('param');
      const query = c.req.valid('query');
      const user = c.get('user');
      const sites = querySites(query);
      await requireProfile(user, query.profileCmsId);
      const targets = await audience.targets(
        user,
        {
          sites: sites.length > 0 ? sites : [domain],
          origin: query.origin,
          filters: query.filters,
          hasFilters: query['hasFilters[]'],
        },
        { page: query.page, limit: query.limit },
      );
      return c.json({ data: targets }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${central}/filterPlayer`,
      tags,
      summary:
        'Message-central: customers of a site whose name starts with the query (Admin, Poker)',
      description:
        'For targeting customers by name. With `filters` (JSON text), only customers those filters reach.',
      security,
      middleware: guard,
      request: { params: DomainParam, query: FilterPlayerQuery },
      responses: {
        200: { ...json(z.object({ data: z.array(PlayerHit) })), description: 'The customers.' },
        ...errors,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const players = await audience.players(c.get('user'), query);
      return c.json({ data: players }, 200);
    },
  );
}
