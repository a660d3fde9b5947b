import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  Attachment,
  cdnHashToUrl,
  DomainName,
  messages,
  PokeRuleError,
  Profile,
  requireDomainConfig,
  type DomainConfig,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotFoundError } from '../errors.js';
import { requireAuth } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { cdnRuleToApiError } from '../files/attachments.js';
import { loadDomainConfigs } from '../files/domain-configs.js';
import { MESSAGE_CENTRAL_PREFIX } from './paths.js';
import { findProfile, type ProfileKind } from './repo.js';

const errors = {
  ...authedErrors('The profile’s locale is not one of the caller’s geos.'),
  404: { ...json(ErrorResponse), description: 'No such profile (the spec’s text).' },
};
const ProfileAnswer = { ...json(z.object({ data: Profile })), description: 'The profile.' };
const IdParam = z.object({ id: z.string().trim().min(1).max(128) });

/**
 * Single profile lookups of the Central API and the named service layers (spec §7), tenant-scoped
 * and limited to the caller's geos. A missing profile answers the spec's texts (§5 "Profile
 * lookup"). GET /profile/{id} serves either kind; it sits with the poke wizard's
 * entertainment-profile calls in the spec, so a miss reads as a missing entertainment profile.
 *
 * Register after any other `/profile/…` route of one segment (such as /profile/filters): Hono
 * answers with the first route that matches.
 */
export function registerProfileRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'db'>): void {
  const lookups: { path: string; kind?: ProfileKind; notFound: string; summary: string }[] = [
    {
      path: '/profile/{id}',
      notFound: messages.noEntertainmentProfile,
      summary: 'An entertainment or customer profile by id or uuid',
    },
    {
      path: '/entertainment-profiles/{id}',
      kind: 'entertainment',
      notFound: messages.noEntertainmentProfile,
      summary: 'An entertainment profile by id or uuid',
    },
    {
      path: '/customers/{id}',
      kind: 'customer',
      notFound: messages.noCustomerProfile,
      summary: 'A customer profile by id or uuid',
    },
  ];
  for (const lookup of lookups) {
    app.openapi(
      createRoute({
        method: 'get',
        path: lookup.path,
        tags: ['profiles'],
        summary: lookup.summary,
        security: [{ bearer: [] }],
        middleware: [requireAuth(deps.auth)] as const,
        request: { params: IdParam },
        responses: { 200: ProfileAnswer, ...errors },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const found = await findProfile(deps.db, c.get('user'), { id, kind: lookup.kind });
        if (!found) throw new NotFoundError(lookup.notFound);
        return c.json({ data: found.profile }, 200);
      },
    );
  }
  registerMessageCentralRoutes(app, deps);
}

/** A profile medium as an attachment with the URL to show it by, or null when it has neither. */
function mediaAttachment(
  media: Profile['media'][number],
  domain: string,
  configs: readonly DomainConfig[],
): Attachment | null {
  if (media.hash) {
    return { hash: media.hash, displayUrl: cdnHashToUrl(media.hash, domain, configs) };
  }
  const parsed = Attachment.safeParse({ url: media.url, displayUrl: media.url });
  return parsed.success ? parsed.data : null;
}

/**
 * The message-central per-domain calls the chat screen needs (spec §7): GET /profiles/{id}
 * (isComplete=true) and GET /profiles/{id}/attachments. The console calls them on the domain
 * config's `messageCentralUrl`; this server serves every domain's API under
 * `/message-central/{domain}`, the base the demo domains are configured with, so one process
 * stands in for each site's service. Only a profile of that domain is found there.
 */
function registerMessageCentralRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'db'>): void {
  const DomainParams = IdParam.extend({ domain: DomainName });
  const domainErrors = {
    ...authedErrors('The profile’s locale is not one of the caller’s geos.'),
    404: { ...json(ErrorResponse), description: 'Unknown domain, or no such profile there.' },
  };

  /** The tenant's domain configurations, after checking `domain` is one of them. */
  const configsFor = async (tenantId: string, domain: string): Promise<DomainConfig[]> => {
    const configs = await loadDomainConfigs(deps.db, tenantId);
    try {
      requireDomainConfig(domain, configs);
    } catch (error) {
      if (error instanceof PokeRuleError) throw cdnRuleToApiError(error);
      throw error;
    }
    return configs;
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: `${MESSAGE_CENTRAL_PREFIX}/{domain}/profiles/{id}`,
      tags: ['profiles'],
      summary: 'Message-central: a profile of the domain',
      security: [{ bearer: [] }],
      middleware: [requireAuth(deps.auth)] as const,
      request: {
        params: DomainParams,
        // Stored profiles are always complete, so isComplete=false has nothing to leave out.
        query: z.object({ isComplete: z.enum(['true', 'false']).optional() }),
      },
      responses: { 200: ProfileAnswer, ...domainErrors },
    }),
    async (c) => {
      const { domain, id } = c.req.valid('param');
      const user = c.get('user');
      await configsFor(user.tenantId, domain);
      const found = await findProfile(deps.db, user, { id, domain });
      if (!found) throw new NotFoundError(messages.profileFetchFailed(id));
      return c.json({ data: found.profile }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${MESSAGE_CENTRAL_PREFIX}/{domain}/profiles/{id}/attachments`,
      tags: ['profiles'],
      summary: 'Message-central: the photos of a profile, as attachments',
      security: [{ bearer: [] }],
      middleware: [requireAuth(deps.auth)] as const,
      request: { params: DomainParams },
      responses: {
        200: {
          ...json(z.object({ data: z.array(Attachment) })),
          description: 'The attachments, each with its display URL.',
        },
        409: {
          ...json(ErrorResponse),
          description: 'A hash, but the domain has no CDN base URL or tenant alias.',
        },
        ...domainErrors,
      },
    }),
    async (c) => {
      const { domain, id } = c.req.valid('param');
      const user = c.get('user');
      const configs = await configsFor(user.tenantId, domain);
      const found = await findProfile(deps.db, user, { id, domain });
      if (!found) throw new NotFoundError(messages.attachmentsFetchFailed(id));
      try {
        const attachments = found.profile.media
          .map((media) => mediaAttachment(media, domain, configs))
          .filter((attachment) => attachment !== null);
        return c.json({ data: attachments }, 200);
      } catch (error) {
        if (error instanceof PokeRuleError) throw cdnRuleToApiError(error);
        throw error;
      }
    },
  );
}
