import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AddPokeDomainRequest,
  DailyPokesQuery,
  Id,
  Locale,
  messages,
  Poke,
  PokeActionResponse,
  pokeDateRangeForDays,
  PokeRemovalResponse,
  PokeWithFollowUpsResponse,
  PokeWriteRequest,
  RecurringPokeConversion,
  ScheduledPokesQuery,
  POKE_ROLES,
} from '@switchboard/domain';
import { AudienceService } from '../audience/service.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { PokeService, type PokeServiceDeps } from './service.js';
import { fieldError } from './write.js';

export const pokeRouteTexts = { noSuchDay: 'There is no such day' } as const;

const tags = ['pokes'];
const security = [{ bearer: [] }];
const errors = {
  ...authedErrors(
    'Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule).',
  ),
  404: { ...json(ErrorResponse), description: "'Poke document with id {id} not found'." },
};
const conflict = {
  ...json(ErrorResponse),
  description: 'The poke has gone out already, or already has the domain.',
};
/**
 * The locale of the path is checked in the handler, before anything else: a body that is wrong
 * as well is then named first (the body's validator runs before the handler).
 */
const GeoParam = z.object({ geo: z.string() });
const PokeParams = GeoParam.extend({ id: Id });

/** The path's locale, or a 400 naming `geo`. */
function geoOf(params: { geo: string }): string {
  const parsed = Locale.safeParse(params.geo);
  if (!parsed.success) throw fieldError('geo', parsed.error.issues[0]?.message ?? 'Invalid locale');
  return parsed.data;
}
const PokeAnswer = (description: string) => ({
  ...json(z.object({ data: Poke })),
  description,
});
const WRITE_NOTE =
  "The body is the domain’s PokeWriteRequest (filters of the poke’s origin, message, profile, schedule, follow-up link), checked whole: a bad field is a 400 naming it in words and nothing is written. The filters are those of the origin (`LegacyPokeFilters` for legacy or none, `OriginPokeFilters` otherwise), and an unknown filter is refused. Placeholders must all be valid; an attachment is used once in a poke and its follow-ups; the profile is of the poke’s locale. A poke is saved only if it could be sent (spec §5): with targets and the 'in conversation' filter off, else a 400 on `targets` or `filters.inConversation` with the spec’s reason. The server sets the agent, targets (counted per site), status and abuse review.";

/**
 * The body of a poke write, documented and validated with the domain's schema. It parses by the
 * origin (legacy or other), which the OpenAPI document shows as either of the two shapes.
 */
const WriteBody = {
  ...json(PokeWriteRequest),
  required: true,
  description: 'A poke of the legacy origin (or none) or of another origin.',
} as const;

/**
 * The pokes of a locale (spec §3 Poke, §4, §7 per-locale data actions), at `/pokes/{geo}/…`:
 * a browser asking for HTML gets the console's page of the same path instead.
 */
export function registerPokeRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'feed'>,
  onChange?: PokeServiceDeps['onChange'],
): PokeService {
  const audience = new AudienceService(deps.db, deps.clock);
  const pokes = new PokeService({
    db: deps.db,
    feed: deps.feed,
    audience,
    clock: deps.clock,
    onChange,
  });
  app.use('/pokes/:geo', requireAuth(deps.auth), requireRole(POKE_ROLES));
  app.use('/pokes/:geo/*', requireAuth(deps.auth), requireRole(POKE_ROLES));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/pokes/{geo}',
      tags,
      summary: 'Create a poke, or a follow-up of one (Admin, Poker)',
      description: WRITE_NOTE,
      security,
      request: { params: GeoParam, body: WriteBody },
      responses: { 201: PokeAnswer('The poke as stored.'), ...errors },
    }),
    async (c) => {
      const poke = await pokes.create(
        c.get('user'),
        geoOf(c.req.valid('param')),
        c.req.valid('json'),
        c.get('staff'),
      );
      return c.json({ data: poke }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/daily',
      tags,
      summary: 'Get daily pokes: the pokes scheduled on a day in a timezone (UTC by default)',
      security,
      request: { params: GeoParam, query: DailyPokesQuery },
      responses: {
        200: { ...json(z.object({ data: z.array(Poke) })), description: 'By time.' },
        ...errors,
      },
    }),
    async (c) => {
      const { day, timezone } = c.req.valid('query');
      let range: ReturnType<typeof pokeDateRangeForDays>;
      try {
        range = pokeDateRangeForDays(day, day, timezone);
      } catch {
        throw fieldError('day', pokeRouteTexts.noSuchDay);
      }
      const found = await pokes.scheduled(c.get('user'), geoOf(c.req.valid('param')), range);
      return c.json({ data: found }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/scheduled',
      tags,
      summary: 'Get pokes by scheduled time (start to end) and domains (domains[]; none: all)',
      security,
      request: { params: GeoParam, query: ScheduledPokesQuery },
      responses: {
        200: { ...json(z.object({ data: z.array(Poke) })), description: 'By time.' },
        ...errors,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const domains = [...(query['domains[]'] ?? []), ...(query.domains ?? [])];
      const found = await pokes.scheduled(
        c.get('user'),
        geoOf(c.req.valid('param')),
        { start: query.start, end: query.end },
        domains.length > 0 ? domains : undefined,
      );
      return c.json({ data: found }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/{id}',
      tags,
      summary: 'A poke with its follow-ups (Admin, Poker)',
      security,
      request: { params: PokeParams },
      responses: {
        200: { ...json(PokeWithFollowUpsResponse), description: 'The poke and its follow-ups.' },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      const { poke, followUps } = await pokes.getWithFollowUps(c.get('user'), geo, id);
      return c.json({ data: poke, followUps }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/pokes/{geo}/{id}',
      tags,
      summary: 'Update a poke that has not gone out yet (Admin, Poker)',
      description: WRITE_NOTE,
      security,
      request: { params: PokeParams, body: WriteBody },
      responses: { 200: PokeAnswer('The poke as stored.'), 409: conflict, ...errors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      const poke = await pokes.update(c.get('user'), geo, id, c.req.valid('json'), c.get('staff'));
      return c.json({ data: poke }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/pokes/{geo}/{id}',
      tags,
      summary: 'Delete a poke with its follow-ups, or a follow-up with the ones after it',
      security,
      request: { params: PokeParams },
      responses: {
        200: {
          ...json(PokeRemovalResponse),
          description: "What was removed, and 'The poke was removed.' with the counts.",
        },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      const { message, ...plan } = await pokes.remove(c.get('user'), geo, id, c.get('staff'));
      return c.json({ data: plan, message }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/{id}/follow-ups',
      tags,
      summary: 'Get follow-up pokes of a poke, by index',
      security,
      request: { params: PokeParams },
      responses: {
        200: { ...json(z.object({ data: z.array(Poke) })), description: 'By index.' },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      return c.json({ data: await pokes.followUps(c.get('user'), geo, id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/pokes/{geo}/{id}/domains',
      tags,
      summary: 'Add a domain of the locale to a poke; its targets there are counted',
      security,
      request: { params: PokeParams, body: { ...json(AddPokeDomainRequest), required: true } },
      responses: {
        200: {
          ...json(PokeActionResponse),
          description: 'The poke, and \'Added domain "{d}" to poke {id}\'.',
        },
        409: {
          ...json(ErrorResponse),
          description:
            'The poke has gone out already (done, mixed, killed, crashed), already has the domain, is a follow-up (it goes to its parent’s domains), or its send is starting this moment (try again). A poke being sent gets the domain in its running send.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      const { domain } = c.req.valid('json');
      const poke = await pokes.addDomain(c.get('user'), geo, id, domain, c.get('staff'));
      return c.json({ data: poke, message: messages.domainAddedToPoke(domain, id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/pokes/{geo}/{id}/recurring',
      tags,
      summary: 'Convert to recurring: a copy with a frequency, a schedule and a lastLogin filter',
      description:
        'The body is the domain’s RecurringPokeConversion. The copy is counted afresh, and refused like any poke that could not be sent (no targets).',
      security,
      request: {
        params: PokeParams,
        body: { ...json(RecurringPokeConversion), required: true },
      },
      responses: {
        201: {
          ...json(PokeActionResponse),
          description:
            'The new poke, and \'Created recurring poke "{id}" based on the original poke "{id}"\'.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const geo = geoOf(c.req.valid('param'));
      const copy = await pokes.convertToRecurring(
        c.get('user'),
        geo,
        id,
        c.req.valid('json'),
        c.get('staff'),
      );
      return c.json({ data: copy, message: messages.recurringPokeCreated(copy.id, id) }, 201);
    },
  );
  return pokes;
}
