import { http } from 'msw';
import {
  AddPokeDomainRequest,
  DailyPokesQuery,
  Locale,
  messages,
  parseAudienceFilters,
  planPokeRemoval,
  Poke,
  PokeActionResponse,
  PokeRemovalResponse,
  PokeWithFollowUpsResponse,
  PokeWriteRequest,
  ScheduledPokesQuery,
  toRecurringPoke,
} from '@switchboard/domain';
import {
  answer,
  bodyOf,
  checked,
  conflict,
  errorAnswer,
  inData,
  inputError,
  issuesOf,
  latency,
  notFound,
  parseInput,
  queryOf,
  STORY_NOW,
  type ErrorAnswer,
} from './answers';
import { countAudience, CUSTOMERS_PER_SITE } from './audience';
import { localeOfSite, SITE_CHAT_NL, SITE_FLIRT_NL } from './domains';
import { EVA, pokeProfileOf } from './profiles';

/**
 * The per-locale poke calls under `/pokes/{geo}` (spec §3 Poke, §4, §7): read a poke with its
 * follow-ups, create, update, delete, follow-ups, daily and scheduled pokes, add a domain and
 * convert to recurring. The handlers answer from their fixtures and do not keep writes: each
 * story starts from the same pokes.
 */

const at = (minutesAfterNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesAfterNow * 60_000).toISOString();

const AGENT = { id: 'demo-poker', name: 'Pim Poker' };

/** A main poke of the demo tenant: two Dutch sites, legacy filters, scheduled tomorrow. */
export const MAIN_POKE = checked(
  Poke,
  {
    id: 'poke-1',
    agent: AGENT,
    createdAt: at(-24 * 60),
    updatedAt: at(-60),
    domain: SITE_FLIRT_NL,
    domains: [SITE_FLIRT_NL, SITE_CHAT_NL],
    locale: 'nl',
    type: 'poke',
    strategy: 'default',
    origin: { type: 'legacy' },
    scheduled: at(24 * 60),
    filters: {
      age: ['36-45', '46-54'],
      gender: ['male'],
      photo: [],
      text: [],
      credits: ['has'],
      lastPaid: [],
      inConversation: [],
      lastLogin: 7,
      targetFilterType: 'by_filters',
      namedTargets: {},
    },
    message: {
      content: 'Hoi %[name]%, zin in een praatje? :wave:',
      messageLength: 38,
      hasAttachment: false,
      type: 'message',
    },
    profile: pokeProfileOf(EVA),
    targets: {
      estimate: 412,
      targetsPerDomain: [
        { site: SITE_FLIRT_NL, estimate: 243, reached: 0 },
        { site: SITE_CHAT_NL, estimate: 169, reached: 0 },
      ],
    },
    status: 'scheduled',
  },
  'main poke',
);

const followUp = (id: string, index: number, minutesAfter: number, content: string) =>
  checked(
    Poke,
    {
      ...MAIN_POKE,
      id,
      strategy: 'follow-up',
      scheduled: at(24 * 60 + minutesAfter),
      message: { ...MAIN_POKE.message, content, messageLength: content.length },
      followUp: { parentId: MAIN_POKE.id, index, previousId: index === 0 ? MAIN_POKE.id : null },
    },
    `follow-up ${id}`,
  );

/** The main poke's follow-ups: after an hour, and a day after that. */
export const FOLLOW_UPS = [
  followUp('poke-1-f1', 0, 60, 'Nog even aan je gedacht :blush:'),
  followUp('poke-1-f2', 1, 25 * 60, 'Ben je er nog, %[name]%?'),
].map((poke, index, all) =>
  index === 0 ? poke : { ...poke, followUp: { ...poke.followUp, previousId: all[index - 1]?.id } },
);

export const POKE_FIXTURES = [MAIN_POKE, ...FOLLOW_UPS];

export interface PokeHandlerOptions {
  /** The stored pokes (main pokes and follow-ups, any locale). */
  pokes?: readonly unknown[];
  /** A failure for creating and updating, e.g. `conflict('…')`: the wizard's save error. */
  saveError?: ErrorAnswer;
  /** A failure for deleting. */
  deleteError?: ErrorAnswer;
  /** Customers per site for the targets of a saved poke (see `audienceHandlers`). */
  perSite?: Readonly<Record<string, number>>;
}

export function pokeHandlers({
  pokes: fixtures = POKE_FIXTURES,
  saveError,
  deleteError,
  perSite = CUSTOMERS_PER_SITE,
}: PokeHandlerOptions = {}) {
  const pokes = fixtures.map((poke) => Poke.parse(poke));
  let created = 100;

  /** The path's locale and poke, or the server's answer (400 naming geo, 404 with the spec's text). */
  const find = (params: Record<string, unknown>) => {
    const geo = parseInput(Locale, params.geo);
    if (!geo.ok) return { response: geo.response };
    const id = String(params.id);
    const poke = pokes.find((p) => p.id === id && p.locale === geo.data);
    if (!poke) return { response: errorAnswer(notFound(messages.pokeNotFound(id))) };
    return { poke, geo: geo.data };
  };

  /** What the server stores for a write: its fields, plus the agent, targets and status. */
  const stored = async (request: Request, geo: string, id: string, createdAt: string) => {
    const input = parseInput(PokeWriteRequest, await bodyOf(request));
    if (!input.ok) return { response: input.response };
    const { hasFilters: _hasFilters, ...body } = input.data;
    if (body.locale !== geo || body.domains.some((site) => localeOfSite(site) !== geo)) {
      return {
        response: inputError([
          { field: 'locale', message: `Must be the locale of the path (${geo})` },
        ]),
      };
    }
    const now = new Date().toISOString();
    const targets = countAudience(
      body.domains,
      parseAudienceFilters(body.origin.type, body.filters),
      perSite,
    );
    return {
      poke: checked(
        Poke,
        {
          ...body,
          id,
          domain: body.domains[0],
          createdAt,
          updatedAt: now,
          updatedBy: body.agent.id,
          scheduled: body.scheduled ?? now,
          targets: { estimate: targets.estimate, targetsPerDomain: targets.targetsPerDomain },
          status: 'scheduled',
        },
        'saved poke',
      ),
    };
  };

  return [
    http.post('/pokes/:geo', async ({ request, params }) => {
      await latency();
      if (saveError) return errorAnswer(saveError);
      const geo = parseInput(Locale, params.geo);
      if (!geo.ok) return geo.response;
      created += 1;
      const result = await stored(request, geo.data, `poke-${created}`, new Date().toISOString());
      if ('response' in result) return result.response;
      return answer(inData(Poke), { data: result.poke }, 201);
    }),

    http.get('/pokes/:geo/daily', async ({ request, params }) => {
      await latency();
      const geo = parseInput(Locale, params.geo);
      if (!geo.ok) return geo.response;
      const query = parseInput(DailyPokesQuery, queryOf(request));
      if (!query.ok) return query.response;
      const day = query.data.day;
      const found = pokes.filter((p) => p.locale === geo.data && p.scheduled?.startsWith(day));
      return answer(inData(Poke.array()), { data: found });
    }),

    http.get('/pokes/:geo/scheduled', async ({ request, params }) => {
      await latency();
      const geo = parseInput(Locale, params.geo);
      if (!geo.ok) return geo.response;
      const query = parseInput(ScheduledPokesQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { start, end } = query.data;
      const domains = [...(query.data['domains[]'] ?? []), ...(query.data.domains ?? [])];
      const found = pokes.filter(
        (p) =>
          p.locale === geo.data &&
          p.scheduled &&
          Date.parse(p.scheduled) >= Date.parse(start) &&
          Date.parse(p.scheduled) <= Date.parse(end) &&
          (domains.length === 0 || p.domains.some((site) => domains.includes(site))),
      );
      return answer(inData(Poke.array()), { data: found });
    }),

    http.get('/pokes/:geo/:id', async ({ params }) => {
      await latency();
      const found = find(params);
      if (!found.poke) return found.response;
      const followUps = pokes
        .filter((p) => p.followUp?.parentId === found.poke.id)
        .sort((a, b) => (a.followUp?.index ?? 0) - (b.followUp?.index ?? 0));
      return answer(PokeWithFollowUpsResponse, { data: found.poke, followUps });
    }),

    http.put('/pokes/:geo/:id', async ({ request, params }) => {
      await latency();
      if (saveError) return errorAnswer(saveError);
      const found = find(params);
      if (!found.poke) return found.response;
      const result = await stored(request, found.geo, found.poke.id, found.poke.createdAt);
      if ('response' in result) return result.response;
      return answer(inData(Poke), { data: result.poke });
    }),

    http.delete('/pokes/:geo/:id', async ({ params }) => {
      await latency();
      if (deleteError) return errorAnswer(deleteError);
      const found = find(params);
      if (!found.poke) return found.response;
      const { message, ...plan } = planPokeRemoval(found.poke, pokes);
      return answer(PokeRemovalResponse, { data: plan, message });
    }),

    http.get('/pokes/:geo/:id/follow-ups', async ({ params }) => {
      await latency();
      const found = find(params);
      if (!found.poke) return found.response;
      const followUps = pokes.filter((p) => p.followUp?.parentId === found.poke.id);
      return answer(inData(Poke.array()), { data: followUps });
    }),

    http.post('/pokes/:geo/:id/domains', async ({ request, params }) => {
      await latency();
      const found = find(params);
      if (!found.poke) return found.response;
      const input = parseInput(AddPokeDomainRequest, await bodyOf(request));
      if (!input.ok) return input.response;
      const { domain } = input.data;
      if (found.poke.domains.includes(domain)) {
        return errorAnswer(
          conflict(`"${domain}" to poke ${found.poke.id}: the poke already goes to that domain.`),
        );
      }
      const poke = { ...found.poke, domains: [...found.poke.domains, domain] };
      return answer(PokeActionResponse, {
        data: poke,
        message: messages.domainAddedToPoke(domain, poke.id),
      });
    }),

    http.post('/pokes/:geo/:id/recurring', async ({ request, params }) => {
      await latency();
      const found = find(params);
      if (!found.poke) return found.response;
      created += 1;
      let copy: Poke;
      try {
        copy = toRecurringPoke(found.poke, (await bodyOf(request)) as never, {
          newId: `poke-${created}`,
          now: new Date(),
          agent: AGENT,
        });
      } catch (error) {
        return inputError(issuesOf(error));
      }
      return answer(
        PokeActionResponse,
        { data: copy, message: messages.recurringPokeCreated(copy.id, found.poke.id) },
        201,
      );
    }),
  ];
}
