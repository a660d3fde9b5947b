import { http } from 'msw';
import {
  AudienceCount,
  audienceFilterSteps,
  CountTargetsQuery,
  CustomerCountQuery,
  DomainConfig,
  FilterPlayerQuery,
  GetTargetsQuery,
  messages,
  parseAudienceFilters,
  PlayerHit,
  PokePreflightRequest,
  PokePreflightResponse,
  preflightPlaceholders,
  Profile,
  querySites,
  recipientPlaceholderValues,
  renderForRecipient,
  type AudienceFilters,
} from '@switchboard/domain';
import {
  answer,
  checked,
  errorAnswer,
  inData,
  inputError,
  issuesOf,
  latency,
  notFound,
  parseInput,
  queryOf,
  type ErrorAnswer,
} from './answers';
import { DOMAIN_CONFIGS, SITE_CHAT_NL, SITE_FLIRT_DE, SITE_FLIRT_NL } from './domains';
import { AMSTERDAM, ENTERTAINMENT_PROFILES, profileFixture, ROTTERDAM, UTRECHT } from './profiles';

/**
 * The audience calls of the poke wizard (spec §7): the count with its funnel (message-central's
 * countTargets and the Central API's customer count), getTargets, filterPlayer and the preflight.
 * Counts are made up but consistent: each site has a number of customers, each chosen filter
 * narrows them by a fixed share, and the funnel's last step is the estimate.
 */

/** Customers per site before any filter. */
export const CUSTOMERS_PER_SITE: Readonly<Record<string, number>> = {
  [SITE_FLIRT_NL]: 1240,
  [SITE_CHAT_NL]: 860,
  [SITE_FLIRT_DE]: 930,
};

/** The customers named in getTargets, filterPlayer and the preflight's samples. */
export const CUSTOMERS = [
  profileFixture({
    uuid: 'c-bram',
    name: 'Bram',
    age: 38,
    gender: 'male',
    domain: SITE_FLIRT_NL,
    place: AMSTERDAM,
    hair_colour: 'brown',
    eye_colour: 'blue',
    build: 'athletic',
  }),
  profileFixture({
    uuid: 'c-daan',
    name: 'Daan',
    age: 45,
    gender: 'male',
    domain: SITE_FLIRT_NL,
    place: UTRECHT,
    hair_colour: 'black',
    eye_colour: 'brown',
    build: 'average',
  }),
  // No geo entry: an empty city, which the preflight counts as missing.
  profileFixture({
    uuid: 'c-joost',
    name: 'Joost',
    age: 52,
    gender: 'male',
    domain: SITE_FLIRT_NL,
  }),
  profileFixture({
    uuid: 'c-kees',
    name: 'Kees',
    age: 61,
    gender: 'male',
    domain: SITE_FLIRT_NL,
    place: ROTTERDAM,
  }),
  profileFixture({
    uuid: 'c-pieter',
    name: 'Pieter',
    age: 33,
    gender: 'male',
    domain: SITE_CHAT_NL,
    place: ROTTERDAM,
    hair_colour: 'blond',
  }),
  profileFixture({
    uuid: 'c-ruud',
    name: 'Ruud',
    age: 48,
    gender: 'male',
    domain: SITE_CHAT_NL,
    place: AMSTERDAM,
  }),
  profileFixture({
    uuid: 'c-willem',
    name: 'Willem',
    age: 57,
    gender: 'male',
    domain: SITE_CHAT_NL,
  }),
];

/** The share of customers a filter keeps: fixed per filter, so the same filters count the same. */
function shareKept(filter: string): number {
  let hash = 0;
  for (const char of filter) hash = (hash * 31 + char.charCodeAt(0)) % 1000;
  return 0.5 + (hash % 40) / 100;
}

function namedCount(audience: AudienceFilters, site: string): number | null {
  if (audience.origin !== 'legacy' || audience.filters.targetFilterType !== 'by_name') return null;
  return audience.filters.namedTargets[site]?.length ?? 0;
}

/** The count of `sites` under `audience`, with the funnel over all of them. */
export function countAudience(
  sites: readonly string[],
  audience: AudienceFilters,
  perSite: Readonly<Record<string, number>> = CUSTOMERS_PER_SITE,
) {
  const steps = audienceFilterSteps(audience);
  // Per site: its customers, then what each filter (and those before it) leaves of them.
  const perDomain = sites.map((site) => {
    let left = perSite[site] ?? 0;
    const total = left;
    const siteSteps = steps.map((step) => {
      left = Math.floor(left * shareKept(step.filter));
      return { ...step, estimate: left };
    });
    return { site, total, steps: siteSteps };
  });
  const total = perDomain.reduce((sum, site) => sum + site.total, 0);
  const funnel = steps.map((step, i) => ({
    ...step,
    estimate: perDomain.reduce((sum, site) => sum + (site.steps[i]?.estimate ?? 0), 0),
  }));
  const targetsPerDomain = perDomain.map((site) => ({
    site: site.site,
    estimate: namedCount(audience, site.site) ?? site.steps.at(-1)?.estimate ?? site.total,
    reached: 0,
  }));
  const estimate = targetsPerDomain.reduce((sum, site) => sum + site.estimate, 0);
  return checked(
    AudienceCount,
    // `perDomain` is the funnel of each site (the wizard's per-domain funnel).
    { estimate, targetsPerDomain, funnel: { total, steps: funnel, perDomain } },
    'audience count',
  );
}

export interface AudienceHandlerOptions {
  /** Customers per site before any filter; `{}` makes every count 0. */
  perSite?: Readonly<Record<string, number>>;
  /** A failure for the count calls. */
  countError?: ErrorAnswer;
  /** A failure for the preflight. */
  preflightError?: ErrorAnswer;
}

const knownProfile = (id: string) =>
  ENTERTAINMENT_PROFILES.find((profile) => profile.uuid === id || profile.profileCmsId === id);

/** Filters of an origin, or the server's 400 naming the field. */
function audienceOf(
  origin: string | undefined,
  filters: unknown,
): { ok: true; data: AudienceFilters } | { ok: false; response: Response } {
  try {
    return { ok: true, data: parseAudienceFilters(origin, filters) };
  } catch (error) {
    // The domain names the fields from `filters` on, as the server reports them.
    return { ok: false, response: inputError(issuesOf(error)) };
  }
}

const customersOf = (sites: readonly string[]) =>
  CUSTOMERS.filter((customer) => sites.includes(customer.domain));

const hitOf = (customer: (typeof CUSTOMERS)[number]) =>
  checked(
    PlayerHit,
    {
      uuid: customer.uuid,
      name: customer.name,
      site: customer.domain,
      age: customer.age,
      gender: customer.gender,
      locality: customer.geo[0]?.locality ?? null,
      avatar: null,
    },
    'player',
  );

export function audienceHandlers({
  perSite = CUSTOMERS_PER_SITE,
  countError,
  preflightError,
}: AudienceHandlerOptions = {}) {
  /** A count call: its query read with the schema of its path, then counted. */
  const count = async (
    request: Request,
    read: (
      raw: unknown,
    ) =>
      | { ok: true; data: CountTargetsQuery | CustomerCountQuery; profileId: string }
      | { ok: false; response: Response },
    pathSite?: string,
  ) => {
    await latency();
    if (countError) return errorAnswer(countError);
    const query = read(queryOf(request));
    if (!query.ok) return query.response;
    if (!knownProfile(query.profileId)) {
      return errorAnswer(notFound(messages.noEntertainmentProfile));
    }
    const audience = audienceOf(query.data.origin, query.data.filters ?? {});
    if (!audience.ok) return audience.response;
    const sites = querySites(query.data);
    const counted = countAudience(
      sites.length > 0 ? sites : pathSite ? [pathSite] : [],
      audience.data,
      perSite,
    );
    const { funnel, ...withoutFunnel } = counted;
    return answer(inData(AudienceCount), {
      data: query.data.funnel === 'true' ? { ...withoutFunnel, funnel } : withoutFunnel,
    });
  };

  return [
    http.get('/message-central/:domain/pokes/countTargets', ({ request, params }) =>
      count(
        request,
        (raw) => {
          const query = parseInput(CountTargetsQuery, raw);
          return query.ok ? { ...query, profileId: query.data.profileCmsId } : query;
        },
        String(params.domain),
      ),
    ),
    http.get('/profile/poke/customers/count', ({ request }) =>
      count(request, (raw) => {
        const query = parseInput(CustomerCountQuery, raw);
        return query.ok ? { ...query, profileId: query.data.entertainment_profile_uuid } : query;
      }),
    ),

    http.get('/message-central/:domain/pokes/getTargets', async ({ request, params }) => {
      await latency();
      const query = parseInput(GetTargetsQuery, queryOf(request));
      if (!query.ok) return query.response;
      const sites = querySites(query.data);
      const { page, limit } = query.data;
      const found = customersOf(sites.length > 0 ? sites : [String(params.domain)]);
      return answer(inData(PlayerHit.array()), {
        data: found.slice((page - 1) * limit, page * limit).map(hitOf),
      });
    }),

    http.get('/message-central/:domain/pokes/filterPlayer', async ({ request }) => {
      await latency();
      const query = parseInput(FilterPlayerQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { site, page, limit } = query.data;
      const name = query.data.query.toLowerCase();
      const found = customersOf([site]).filter((c) => c.name.toLowerCase().startsWith(name));
      return answer(inData(PlayerHit.array()), {
        data: found.slice((page - 1) * limit, page * limit).map(hitOf),
      });
    }),

    http.post('/profile/poke/preflight', async ({ request }) => {
      await latency();
      if (preflightError) return errorAnswer(preflightError);
      const input = parseInput(PokePreflightRequest, await request.json());
      if (!input.ok) return input.response;
      const { sites, origin, filters, content, profileUuid } = input.data;
      const sender = knownProfile(profileUuid);
      if (!sender) return errorAnswer(notFound(messages.noEntertainmentProfile));
      const audience = audienceOf(origin.type, filters);
      if (!audience.ok) return audience.response;
      const used = preflightPlaceholders(content, origin.type);
      const counted = countAudience(sites, audience.data, perSite);
      const now = new Date();
      const perDomain = counted.targetsPerDomain.map(({ site, estimate }) => {
        const config = DomainConfig.parse(
          DOMAIN_CONFIGS.find((c) => c.domain === site) ?? { domain: site, locale: 'nl' },
        );
        const recipients = customersOf([site]).map((customer) => ({
          customer,
          values: recipientPlaceholderValues(
            Profile.parse(customer),
            Profile.parse(sender),
            config,
            now,
          ),
        }));
        const missing = Object.fromEntries(
          used.map((name) => {
            const lacking = recipients.filter((r) => !r.values[name]).length;
            const share = recipients.length > 0 ? lacking / recipients.length : 0;
            return [name, Math.round(estimate * share)];
          }),
        );
        return {
          site,
          estimate,
          samples: recipients.slice(0, 3).map(({ customer, values }) => ({
            uuid: customer.uuid,
            name: customer.name,
            text: renderForRecipient(content, origin.type, values),
          })),
          missing,
        };
      });
      return answer(PokePreflightResponse, { data: { used, perDomain } });
    }),
  ];
}
