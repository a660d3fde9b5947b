import { dataOf, DomainConfig } from '@switchboard/domain';
import { api } from '../../app/api';

const DomainsAnswer = dataOf(DomainConfig.array());

/**
 * The domains of the user's tenant in the user's locales: /trigger picks one, /debug shows their
 * configuration. It lives with the tenant rather than in either page so that neither feature
 * imports the other.
 */
export const domainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    domains: build.query<DomainConfig[], void>({
      query: () => '/domains',
      transformResponse: (body: unknown) => DomainsAnswer.parse(body).data,
    }),
  }),
});

export const { useDomainsQuery } = domainsApi;
