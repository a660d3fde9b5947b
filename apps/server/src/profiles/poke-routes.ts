import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  DomainName,
  EntertainmentProfileSearchRequest,
  EntertainmentProfileSearchResponse,
  GeoWizardQuery,
  GeoWizardResponse,
  isGeoFree,
  messages,
  PokeProfile,
  pokeProfileFromProfile,
  Profile,
  ProfileFilterOptions,
  POKE_ROLES,
} from '@switchboard/domain';
import { AudienceService } from '../audience/service.js';
import { nearestPlace } from '../geo/places.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotFoundError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import {
  countDomainProfiles,
  customerCredits,
  filterOptions,
  searchEntertainmentProfiles,
} from './poke-repo.js';
import { findProfile } from './repo.js';
import { MESSAGE_CENTRAL_PREFIX } from './paths.js';

const tags = ['pokes: profiles'];
const security = [{ bearer: [] }];
const errors = authedErrors('Admins and pokers only, in their geos.');
const notFound = { ...json(ErrorResponse), description: 'No such profile (the spec’s text).' };

/** The header that names the site of a credits balance (spec §7: "domain header"). */
export const DOMAIN_HEADER = 'domain';

/**
 * The profile calls of the poke wizard (spec §7): the entertainment profile search, the filter
 * options, a customer's credits, and the message-central poke profile, geo wizard and profile
 * counts. Register before GET /profile/{id}, which would answer for /profile/filters.
 */
export function registerPokeProfileRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db'>,
): void {
  const audience = new AudienceService(deps.db, deps.clock);
  const guard = [requireAuth(deps.auth), requireRole(POKE_ROLES)];

  app.openapi(
    createRoute({
      method: 'post',
      path: '/profile/poke/entertainment-profiles',
      tags,
      summary: 'Search the entertainment profiles a poke can be sent from (Admin, Poker)',
      description:
        'By part of the name, in `locales` (none: the caller’s geos), of `profileTypes` (none: all), page `page` of `limit` (10 by default).',
      security,
      middleware: guard,
      request: { body: { ...json(EntertainmentProfileSearchRequest), required: true } },
      responses: {
        200: { ...json(EntertainmentProfileSearchResponse), description: 'Profiles.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const request = c.req.valid('json');
      const locales = request.locales.length > 0 ? request.locales : user.geos;
      assertLocalesAllowed(user, locales);
      const found = await searchEntertainmentProfiles(deps.db, user.tenantId, {
        ...request,
        locales,
      });
      return c.json({ ...found, page: request.page }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/profile/filters',
      tags,
      summary: 'The choices of build, eye and hair colour among the tenant’s customers',
      security,
      middleware: guard,
      responses: {
        200: {
          ...json(z.object({ data: z.object({ data: ProfileFilterOptions }) })),
          description: 'data.data.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        { data: { data: await filterOptions(deps.db, user.tenantId, user.geos) } },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/profile/{uuid}/credits/balance',
      tags,
      summary: 'A customer’s credits (the `domain` header names the site)',
      security,
      middleware: [requireAuth(deps.auth)] as const,
      request: {
        params: z.object({ uuid: z.string().trim().min(1).max(128) }),
        headers: z.object({ [DOMAIN_HEADER]: DomainName.optional() }),
      },
      responses: {
        200: {
          ...json(
            z.object({
              data: z.object({ uuid: z.string(), domain: z.string(), creditsBalance: z.number() }),
            }),
          ),
          description: 'data.',
        },
        404: notFound,
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { uuid } = c.req.valid('param');
      const domain = c.req.valid('header')[DOMAIN_HEADER];
      const credits = await customerCredits(deps.db, user.tenantId, uuid, domain);
      if (!credits) throw new NotFoundError(messages.noCustomerProfile);
      assertLocalesAllowed(user, [credits.locale]);
      const { locale: _locale, ...data } = credits;
      return c.json({ data }, 200);
    },
  );

  const DomainParams = z.object({ domain: DomainName, id: z.string().trim().min(1).max(128) });
  const domainProfile = async (
    user: Parameters<typeof findProfile>[1],
    domain: string,
    id: string,
  ) => {
    await audience.sites(user, [domain], 'domain');
    const found = await findProfile(deps.db, user, { id, domain, kind: 'entertainment' });
    if (!found) throw new NotFoundError(messages.profileFetchFailed(id));
    return found.profile;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: `${MESSAGE_CENTRAL_PREFIX}/{domain}/pokes/profiles/{id}`,
      tags,
      summary: 'Message-central: the entertainment profile a poke is sent from (Admin, Poker)',
      description: '`siteName`: the site to look on (the domain of the path by default).',
      security,
      middleware: guard,
      request: {
        params: DomainParams,
        query: z.object({ siteName: DomainName.optional() }),
      },
      responses: {
        200: {
          ...json(z.object({ data: Profile, poke: PokeProfile })),
          description: 'The profile, and the poke profile built from it.',
        },
        404: notFound,
        ...errors,
      },
    }),
    async (c) => {
      const { domain, id } = c.req.valid('param');
      const site = c.req.valid('query').siteName ?? domain;
      const profile = await domainProfile(c.get('user'), site, id);
      return c.json({ data: profile, poke: pokeProfileFromProfile(profile) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${MESSAGE_CENTRAL_PREFIX}/{domain}/profiles/{id}/geowizard`,
      tags,
      summary: 'Message-central: where a profile shows itself to a customer (Admin, Poker)',
      description:
        'A geo-free profile: the known town of the country nearest to the customer. Any other: its own place.',
      security,
      middleware: guard,
      request: { params: DomainParams, query: GeoWizardQuery },
      responses: {
        200: { ...json(GeoWizardResponse), description: 'A geo entry.' },
        404: notFound,
        ...errors,
      },
    }),
    async (c) => {
      const { domain, id } = c.req.valid('param');
      const { countryCode, customerLat, customerLng } = c.req.valid('query');
      const profile = await domainProfile(c.get('user'), domain, id);
      const own = profile.geo[0];
      const geo =
        own && !isGeoFree(profile) ? own : nearestPlace(countryCode, customerLat, customerLng);
      return c.json({ data: geo }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${MESSAGE_CENTRAL_PREFIX}/{domain}/user/profiles/count-profiles`,
      tags,
      summary: 'Message-central: how many entertainment profiles and customers the site has',
      security,
      middleware: guard,
      request: { params: z.object({ domain: DomainName }) },
      responses: {
        200: {
          ...json(
            z.object({
              data: z.object({ entertainment: z.number().int(), customers: z.number().int() }),
            }),
          ),
          description: 'The counts.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const [config] = await audience.sites(user, [c.req.valid('param').domain], 'domain');
      const counts = await countDomainProfiles(deps.db, user.tenantId, config?.domain ?? '');
      return c.json({ data: counts }, 200);
    },
  );
}
