import { appearanceFrom, EMPTY_APPEARANCE, type TenantAppearance } from '@switchboard/domain';
import { api } from '../../app/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Tenant resolution at start-up (spec §7): the tenant alias of the host the console is served
 * from, then that tenant's appearance. Both are start-up calls: the base query retries them.
 */
export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenantAlias: build.query<string | null, string>({
      query: (host) => `/firebase/tenant/${encodeURIComponent(host)}`,
      transformResponse: (answer: unknown) =>
        isRecord(answer) && typeof answer.tenantId === 'string' && answer.tenantId !== ''
          ? answer.tenantId
          : null,
    }),
    getTenantAppearance: build.query<TenantAppearance, string>({
      query: (alias) => `/tenant/${encodeURIComponent(alias)}/info`,
      transformResponse: (answer: unknown) =>
        isRecord(answer) && isRecord(answer.data)
          ? appearanceFrom(answer.data.data)
          : EMPTY_APPEARANCE,
    }),
  }),
});

export const { useGetTenantAliasQuery, useGetTenantAppearanceQuery } = tenantApi;
