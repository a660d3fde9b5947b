import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import {
  pokeHasFilters,
  POKE_WIZARD_SEARCH_FIRST_PAGE,
  POKE_WIZARD_SEARCH_PAGE_SIZE,
  stripEmptyFilterValues,
  type EntertainmentProfileSearchInput,
} from '@switchboard/domain';
import { CLIENT_ERROR_CODES, type ApiError } from '../../app/apiError';
import type { HttpMeta, HttpRequest } from '../../app/baseQuery';

/** The poke calls' building blocks: requests built from the wizard's state, answers checked. */

type Answer<T> = QueryReturnValue<T, ApiError, HttpMeta | undefined>;
type BaseCall = (args: HttpRequest | string) => PromiseLike<Answer<unknown>> | Answer<unknown>;
/** What `schemaCall` needs of a domain schema. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `{ data: … }` of an answer, checked with `schema`. */
export function inData<T>(schema: Schema<T>): Schema<T> {
  return {
    safeParse: (value) =>
      typeof value === 'object' && value !== null && 'data' in value
        ? schema.safeParse(value.data)
        : { success: false },
  };
}

export const pokeCallTexts = {
  unexpectedAnswer: (what: string) => `The server sent an unexpected ${what}.`,
} as const;

/**
 * A `queryFn` of one call whose whole answer is checked with a domain schema; an answer that does
 * not match is an error (`what` names it), so a page never renders a half-understood answer.
 */
export const schemaCall =
  <Arg, T>(request: (arg: Arg) => HttpRequest | string, schema: Schema<T>, what: string) =>
  async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseCall): Promise<Answer<T>> => {
    const result = await baseQuery(request(arg));
    if (result.error) return { error: result.error, meta: result.meta };
    const parsed = schema.safeParse(result.data);
    if (parsed.success) return { data: parsed.data, meta: result.meta };
    const error: ApiError = {
      status: 0,
      code: CLIENT_ERROR_CODES.badAnswer,
      message: pokeCallTexts.unexpectedAnswer(what),
    };
    return { error, meta: result.meta };
  };

/** What the wizard counts: its domains, origin, filters, message and profile. */
export interface AudienceCountArgs {
  /** The poke's domains; the first is the path's domain. */
  domains: readonly string[];
  origin: string | null | undefined;
  filters: object;
  /** The message as typed: other origins count only customers with its placeholders' values. */
  content: string;
  /** The entertainment profile's CMS id. */
  profileCmsId: string;
}

/**
 * The count request of the wizard's state (message-central countTargets, spec §7), with the
 * funnel: the filters stripped of their empty values (spec §5) as JSON text, every domain in
 * `sites[]`, and for other origins the placeholders the message uses in `hasFilters[]`. Null
 * when there is nothing to count yet (no domain or no profile).
 */
export function audienceCountRequest(args: AudienceCountArgs): HttpRequest | null {
  const [first] = args.domains;
  if (!first || !args.profileCmsId) return null;
  const origin = args.origin ?? undefined;
  const hasFilters = pokeHasFilters(args.content, origin);
  return {
    url: `/message-central/${encodeURIComponent(first)}/pokes/countTargets`,
    params: {
      'sites[]': [...args.domains],
      filters: JSON.stringify(stripEmptyFilterValues(args.filters)),
      profileCmsId: args.profileCmsId,
      ...(origin ? { origin } : {}),
      funnel: 'true',
      ...(hasFilters && hasFilters.length > 0 ? { 'hasFilters[]': hasFilters } : {}),
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
