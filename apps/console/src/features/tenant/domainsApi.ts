import { DomainConfig } from '@switchboard/domain';
import { api } from '../../app/api';
import { callWith, inData } from '../../app/httpCall';

/** The configurations in an answer; a broken one is left out (it must not hide the others). */
export function parseDomainConfigs(value: unknown): DomainConfig[] | null {
  if (!Array.isArray(value)) return null;
  const configs: DomainConfig[] = [];
  for (const item of value) {
    const parsed = DomainConfig.safeParse(item);
    // One broken domain must not hide the others: the claimed chat simply offers no suggestions
    // for it, /trigger does not offer it.
    if (parsed.success) configs.push(parsed.data);
  }
  return configs;
}

/**
 * The domains of the user's tenant in the user's locales: /trigger picks one, /debug shows their
 * configuration, the claimed chat reads its domain's suggestions rule. One endpoint, so the three
 * share one cached answer; it lives with the tenant rather than in any of those features so that
 * none imports another.
 */
export const domainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    domains: build.query<DomainConfig[], void>({
      queryFn: callWith(() => '/domains', inData(parseDomainConfigs), 'domain list'),
    }),
  }),
});

export const { useDomainsQuery } = domainsApi;
