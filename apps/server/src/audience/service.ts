import { ZodError } from 'zod';
import {
  parseAudienceFilters,
  type AudienceCount,
  type AudienceFilters,
  type DomainConfig,
  type PlaceholderName,
  type PlayerHit,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { loadDomainConfigs } from '../files/domain-configs.js';
import { InputError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { inputErrorFromZod } from '../errors.js';
import { audienceConditions, allConditions } from './conditions.js';
import { audienceFunnel, audienceTargets, countAudience, searchCustomers } from './repo.js';

export interface AudienceRequest {
  sites: readonly string[];
  /** The poke's origin type; legacy when missing. */
  origin?: string | null | undefined;
  /** The filters as sent; their empty values are stripped before they are read. */
  filters?: unknown;
  hasFilters?: readonly PlaceholderName[] | undefined;
}

/** Texts of the audience calls' refusals (not in the spec). */
export const audienceErrorTexts = {
  sitesRequired: 'Name at least one site',
  unknownSite: (site: string) => `Unknown site ${site}`,
} as const;

/**
 * Who a poke reaches (spec §3 filters, §7 counts): exact counts per site from SQL over the
 * customers table, the funnel, pages of targets and the player search. Sites are the caller's
 * tenant's, in the caller's geos.
 */
export class AudienceService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  /**
   * The configurations of the sites, in the order asked: 400 naming `field` for none or an
   * unknown one, 403 for one outside the caller's geos.
   */
  async sites(user: AuthUser, sites: readonly string[], field = 'sites'): Promise<DomainConfig[]> {
    if (sites.length === 0) {
      throw new InputError(`${field}: ${audienceErrorTexts.sitesRequired}`, [
        { field, message: audienceErrorTexts.sitesRequired },
      ]);
    }
    const configs = await loadDomainConfigs(this.db, user.tenantId);
    const found = sites.map((site) => {
      const config = configs.find((candidate) => candidate.domain === site.toLowerCase());
      if (!config) {
        const message = audienceErrorTexts.unknownSite(site);
        throw new InputError(`${field}: ${message}`, [{ field, message }]);
      }
      return config;
    });
    assertLocalesAllowed(user, [...new Set(found.map((config) => config.locale))]);
    return found;
  }

  /** The filters of an origin, or a 400 naming the field (`filters.age_min`, …). */
  filters(origin: string | null | undefined, raw: unknown, where: 'query' | 'body' = 'query') {
    try {
      return parseAudienceFilters(origin, raw);
    } catch (error) {
      if (error instanceof ZodError) throw inputErrorFromZod(error, where);
      throw error;
    }
  }

  async count(
    user: AuthUser,
    request: AudienceRequest,
    options: { funnel?: boolean } = {},
  ): Promise<AudienceCount> {
    const sites = (await this.sites(user, request.sites)).map((config) => config.domain);
    const audience = this.filters(request.origin, request.filters);
    return this.countFor(user.tenantId, sites, audience, request.hasFilters, options);
  }

  /** The count of filters already read, on sites already checked (a poke being saved). */
  async countFor(
    tenantId: string,
    sites: readonly string[],
    audience: AudienceFilters,
    hasFilters: readonly PlaceholderName[] | undefined,
    options: { funnel?: boolean } = {},
  ): Promise<AudienceCount> {
    const conditions = audienceConditions(tenantId, sites, audience, this.clock(), hasFilters);
    const targets = await countAudience(this.db, sites, conditions);
    if (!options.funnel) return targets;
    return { ...targets, funnel: await audienceFunnel(this.db, sites, conditions) };
  }

  async targets(
    user: AuthUser,
    request: AudienceRequest,
    page: { page: number; limit: number },
  ): Promise<PlayerHit[]> {
    const sites = (await this.sites(user, request.sites)).map((config) => config.domain);
    const audience = this.filters(request.origin, request.filters);
    const conditions = audienceConditions(
      user.tenantId,
      sites,
      audience,
      this.clock(),
      request.hasFilters,
    );
    return audienceTargets(this.db, conditions, page);
  }

  /** Customers of a site by name; with filters, only those the filters reach. */
  async players(
    user: AuthUser,
    search: {
      site: string;
      query: string;
      page: number;
      limit: number;
      origin?: string | undefined;
      filters?: unknown;
    },
  ): Promise<PlayerHit[]> {
    const [config] = await this.sites(user, [search.site], 'site');
    const site = config?.domain ?? search.site;
    const where =
      search.filters === undefined
        ? undefined
        : allConditions(
            audienceConditions(
              user.tenantId,
              [site],
              this.filters(search.origin, search.filters),
              this.clock(),
            ),
          );
    return searchCustomers(this.db, user.tenantId, site, { ...search, where });
  }
}
