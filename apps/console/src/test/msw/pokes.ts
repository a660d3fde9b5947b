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
  PokeSendingReport,
  PokeWithFollowUpsResponse,
  PokeWriteRequest,
  POKE_SENDING_TEXTS,
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
 * follow-ups, create, update, delete, follow-ups, daily and scheduled pokes, add a domain,
 * convert to recurring, decide on a late poke (send-late, cancel), and the sending report. The handlers answer from their fixtures and do not keep writes: each
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

/**
 * A poke the dispatcher found an hour past its time (more than its grace time): it waits for a
 * poker to send it anyway or cancel it. Not among `POKE_FIXTURES`; stories that show it add it.
 */
export const LATE_POKE = checked(
  Poke,
  {
    ...MAIN_POKE,
    id: 'poke-late',
    createdAt: at(-3 * 24 * 60),
    updatedAt: at(-60),
    domains: [SITE_FLIRT_NL],
    scheduled: at(-60),
    message: { ...MAIN_POKE.message, content: 'Goedemorgen %[name]%!', messageLength: 20 },
    targets: {
      estimate: 243,
      targetsPerDomain: [{ site: SITE_FLIRT_NL, estimate: 243, reached: 0 }],
    },
  },
  'late poke',
);

/** Pokes as rows of the live query `pokes.window`: each with `late` (true for `LATE_POKE`). */
export const pokeWindowRows = <P extends { id: string }>(pokes: readonly P[]) =>
  pokes.map((poke) => ({ ...poke, late: poke.id === LATE_POKE.id }));

/**
 * A poke sent yesterday on both Dutch sites, done: some recipients skipped, two failed. Not among
 * `POKE_FIXTURES`; stories that show it add it (with `SENT_POKE_REPORT` as its sending report).
 */
export const SENT_POKE = checked(
  Poke,
  {
    ...MAIN_POKE,
    id: 'poke-sent',
    scheduled: at(-24 * 60),
    targets: {
      estimate: 412,
      targetsPerDomain: [
        { site: SITE_FLIRT_NL, estimate: 243, reached: 201 },
        { site: SITE_CHAT_NL, estimate: 169, reached: 150 },
      ],
    },
    status: 'done',
  },
  'sent poke',
);

const sentSite = (
  site: string,
  figures: Omit<PokeSendingReport['runs'][0]['sites'][0], 'site'>,
) => ({
  site,
  ...figures,
});

/** What GET /pokes/{geo}/{id}/sending answers for `SENT_POKE`: one run, both sites done. */
export const SENT_POKE_REPORT: PokeSendingReport = checked(
  PokeSendingReport,
  {
    late: false,
    runs: [
      {
        id: 'run-1',
        dueAt: at(-24 * 60),
        state: 'done',
        reason: null,
        startedAt: at(-24 * 60),
        finishedAt: at(-24 * 60 + 3),
        sites: [
          sentSite(SITE_CHAT_NL, {
            state: 'done',
            estimate: 169,
            sent: 150,
            skipped: { in_conversation: 12, filtered_out: 7 },
            failed: 0,
            alreadyHad: 0,
            answered: 23,
            reason: null,
          }),
          sentSite(SITE_FLIRT_NL, {
            state: 'done',
            estimate: 243,
            sent: 201,
            skipped: { in_conversation: 30, filtered_out: 10 },
            failed: 2,
            alreadyHad: 0,
            answered: 31,
            reason: null,
          }),
        ],
      },
    ],
    failures: [
      { customerId: 'customer-17', site: SITE_FLIRT_NL, reason: 'The chat could not be written' },
      { customerId: 'customer-42', site: SITE_FLIRT_NL, reason: null },
    ],
  },
  'sent poke report',
);

/**
 * `SENT_POKE` stopped by a poker while it was being sent (status `killed`): one Dutch site was
 * stopped part-way, the other had run out of customers before. Not among `POKE_FIXTURES`; its
 * story serves it with `KILLED_POKE_REPORT`.
 */
export const KILLED_POKE = checked(
  Poke,
  {
    ...SENT_POKE,
    id: 'poke-killed',
    targets: {
      ...SENT_POKE.targets,
      targetsPerDomain: [
        { site: SITE_FLIRT_NL, estimate: 243, reached: 80 },
        { site: SITE_CHAT_NL, estimate: 169, reached: 120 },
      ],
    },
    status: 'killed',
  },
  'killed poke',
);

/** Why a run stopped when a poker killed it, as the server says it. */
export const KILLED_BY_POKER = POKE_SENDING_TEXTS.killedByPoker;

/**
 * What GET /pokes/{geo}/{id}/sending answers for `KILLED_POKE`: a killed run, the site being
 * sent stopped with the kill's reason, the other done before it with fewer customers than
 * estimated.
 */
export const KILLED_POKE_REPORT: PokeSendingReport = checked(
  PokeSendingReport,
  {
    late: false,
    runs: [
      {
        id: 'run-killed',
        dueAt: at(-24 * 60),
        state: 'killed',
        reason: KILLED_BY_POKER,
        startedAt: at(-24 * 60),
        finishedAt: at(-24 * 60 + 2),
        sites: [
          sentSite(SITE_FLIRT_NL, {
            state: 'killed',
            estimate: 243,
            sent: 80,
            skipped: { in_conversation: 10 },
            failed: 0,
            alreadyHad: 0,
            answered: 4,
            reason: KILLED_BY_POKER,
          }),
          sentSite(SITE_CHAT_NL, {
            state: 'done',
            estimate: 169,
            sent: 120,
            skipped: { in_conversation: 9 },
            failed: 0,
            alreadyHad: 0,
            answered: 11,
            reason: null,
          }),
        ],
      },
    ],
    failures: [],
  },
  'killed poke report',
);

const DAY_MINUTES = 24 * 60;

/**
 * A recurring poke on one Dutch site (so the other can be added), every 2 days, at most 500
 * customers and not those in a conversation: it has been sent three times and is scheduled again
 * (issue #27). Not among `POKE_FIXTURES`; stories that show it add it (with
 * `RECURRING_POKE_REPORT`, answered by default).
 */
export const RECURRING_POKE = checked(
  Poke,
  {
    ...MAIN_POKE,
    id: 'poke-recurring',
    createdAt: at(-8 * DAY_MINUTES),
    updatedAt: at(-8 * DAY_MINUTES),
    domain: SITE_FLIRT_NL,
    domains: [SITE_FLIRT_NL],
    strategy: 'recurring',
    frequency: { day: 2, limit: 0 },
    scheduled: at(6 * 60),
    filters: { ...MAIN_POKE.filters, inConversation: ['no'], limit: 500 },
    message: {
      ...MAIN_POKE.message,
      content: 'Goedemorgen %[name]%! Al plannen voor het weekend? :sunny:',
      messageLength: 56,
    },
    targets: {
      estimate: 240,
      targetsPerDomain: [{ site: SITE_FLIRT_NL, estimate: 240, reached: 212 }],
    },
    status: 'scheduled',
  },
  'recurring poke',
);

const recurringRun = (
  id: string,
  daysAgo: number,
  state: string,
  figures: Omit<PokeSendingReport['runs'][0]['sites'][0], 'site'>,
  reason: string | null = null,
) => ({
  id,
  dueAt: at(-daysAgo * DAY_MINUTES + 6 * 60),
  state,
  reason,
  startedAt: at(-daysAgo * DAY_MINUTES + 6 * 60),
  finishedAt: at(-daysAgo * DAY_MINUTES + 6 * 60 + 4),
  sites: [sentSite(SITE_FLIRT_NL, figures)],
});

/**
 * What GET /pokes/{geo}/{id}/sending answers for `RECURRING_POKE`: three runs, two days apart —
 * done, crashed halfway, done with a few no longer found.
 */
export const RECURRING_POKE_REPORT: PokeSendingReport = checked(
  PokeSendingReport,
  {
    late: false,
    runs: [
      recurringRun('run-r3', 2, 'done', {
        state: 'done',
        estimate: 240,
        sent: 212,
        skipped: { in_conversation: 9, answered: 11 },
        failed: 1,
        alreadyHad: 0,
        answered: 38,
        reason: null,
      }),
      recurringRun(
        'run-r2',
        4,
        'crashed',
        {
          state: 'crashed',
          estimate: 236,
          sent: 120,
          skipped: { in_conversation: 6 },
          failed: 0,
          alreadyHad: 0,
          answered: 17,
          reason: 'The dispatcher restarted',
        },
        'The dispatcher restarted',
      ),
      recurringRun('run-r1', 6, 'done', {
        state: 'done',
        estimate: 231,
        sent: 219,
        skipped: { in_conversation: 8, filtered_out: 4 },
        failed: 0,
        alreadyHad: 0,
        answered: 41,
        reason: null,
      }),
    ],
    failures: [{ customerId: 'customer-7', site: SITE_FLIRT_NL, reason: 'The chat is closed' }],
  },
  'recurring poke report',
);

export interface PokeHandlerOptions {
  /** The stored pokes (main pokes and follow-ups, any locale). */
  pokes?: readonly unknown[];
  /** A failure for creating and updating, e.g. `conflict('…')`: the wizard's save error. */
  saveError?: ErrorAnswer;
  /** A failure for deleting. */
  deleteError?: ErrorAnswer;
  /**
   * The sending reports by poke id (default: `SENT_POKE_REPORT` for `SENT_POKE`,
   * `RECURRING_POKE_REPORT` for `RECURRING_POKE`); others have no runs. A list answers its
   * reports in turn, staying at the last (a send that moves on).
   */
  reports?: Readonly<Record<string, PokeSendingReport | readonly PokeSendingReport[]>>;
  /** A failure for the sending report. */
  sendingError?: ErrorAnswer;
  /** Customers per site for the targets of a saved poke (see `audienceHandlers`). */
  perSite?: Readonly<Record<string, number>>;
}

export function pokeHandlers({
  pokes: fixtures = POKE_FIXTURES,
  saveError,
  deleteError,
  perSite = CUSTOMERS_PER_SITE,
  reports = {
    [SENT_POKE.id]: SENT_POKE_REPORT,
    [RECURRING_POKE.id]: RECURRING_POKE_REPORT,
  },
  sendingError,
}: PokeHandlerOptions = {}) {
  const pokes = fixtures.map((poke) => Poke.parse(poke));
  let created = 100;
  const askedFor = new Map<string, number>();

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

    // What the poke's sends did (issue #14): per run and site, sent, skipped by why, failed.
    http.get('/pokes/:geo/:id/sending', async ({ params }) => {
      await latency();
      if (sendingError) return errorAnswer(sendingError);
      const found = find(params);
      if (!found.poke) return found.response;
      const given = reports[found.poke.id];
      const asked = (askedFor.get(found.poke.id) ?? 0) + 1;
      askedFor.set(found.poke.id, asked);
      const report = (Array.isArray(given) ? given[Math.min(asked, given.length) - 1] : given) ?? {
        late: found.poke.id === LATE_POKE.id,
        runs: [],
        failures: [],
      };
      return answer(inData(PokeSendingReport), { data: report });
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

    // The poker's decision on a poke found late (issue #14): the poke as it is after it.
    ...(['send-late', 'cancel'] as const).map((decision) =>
      http.post(`/pokes/:geo/:id/${decision}`, async ({ params }) => {
        await latency();
        const found = find(params);
        if (!found.poke) return found.response;
        if (found.poke.status !== 'scheduled') {
          return errorAnswer(conflict('The poke is not waiting for a decision.'));
        }
        const status = decision === 'cancel' ? 'cancelled' : 'in_progress';
        return answer(inData(Poke), { data: { ...found.poke, status } });
      }),
    ),

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
