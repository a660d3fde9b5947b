import {
  POKE_WIZARD_SEARCH_FIRST_PAGE,
  POKE_WIZARD_SEARCH_PAGE_SIZE,
  stripEmptyFilterValues,
  type EntertainmentProfileSearchInput,
} from '@switchboard/domain';
import type { HttpRequest } from '../../app/baseQuery';

/** The poke calls' building blocks: requests built from the wizard's state. */

/**
 * What the wizard counts: its domains, origin, filters and profile, and the placeholders its
 * message uses (not the message itself, so typing text does not count again).
 */
export interface AudienceCountArgs {
  /** The poke's domains; the first is the path's domain. */
  domains: readonly string[];
  origin: string | null | undefined;
  filters: object;
  /**
   * The placeholders the message uses (`pokeHasFilters`): other origins count only customers
   * with their values. Empty for the legacy origin.
   */
  hasFilters: readonly string[];
  /** The entertainment profile's CMS id. */
  profileCmsId: string;
}

/**
 * The count request of the wizard's state (message-central countTargets, spec §7), with the
 * funnel: the filters stripped of their empty values (spec §5) as JSON text, every domain in
 * `sites[]`, and the placeholders the message uses in `hasFilters[]`. Null
 * when there is nothing to count yet (no domain or no profile).
 */
export function audienceCountRequest(args: AudienceCountArgs): HttpRequest | null {
  const [first] = args.domains;
  if (!first || !args.profileCmsId) return null;
  const origin = args.origin ?? undefined;
  return {
    url: `/message-central/${encodeURIComponent(first)}/pokes/countTargets`,
    params: {
      'sites[]': [...args.domains],
      filters: JSON.stringify(stripEmptyFilterValues(args.filters)),
      profileCmsId: args.profileCmsId,
      ...(origin ? { origin } : {}),
      funnel: 'true',
      ...(args.hasFilters.length > 0 ? { 'hasFilters[]': [...args.hasFilters] } : {}),
    },
  };
}

/** The wizard's profile search: page size 10, page 1 unless another page is asked for (spec §9). */
export function profileSearchBody(
  query: string,
  options: Omit<EntertainmentProfileSearchInput, 'query' | 'limit'> = {},
): EntertainmentProfileSearchInput {
  return {
    ...options,
    query: query.trim(),
    page: options.page ?? POKE_WIZARD_SEARCH_FIRST_PAGE,
    limit: POKE_WIZARD_SEARCH_PAGE_SIZE,
  };
}
