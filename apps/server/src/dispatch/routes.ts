import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { Id, Locale, Poke, PokeQueueStatistics, PokeSendingReport } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { StaffRequest } from '../audit/staff-request.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { fieldError } from '../pokes/write.js';
import { pokeQueueStatistics } from './queue-stats.js';
import { PokeSendingService } from './service.js';

const tags = ['pokes: sending'];
const security = [{ bearer: [] }];
const errors = authedErrors('Admins and pokers only, in their geos.');
const conflict = { ...json(ErrorResponse), description: 'The poke is not in a state for this.' };
const PokeParams = z.object({ geo: z.string(), id: Id });
const PokeAnswer = { ...json(z.object({ data: Poke })), description: 'The poke as it is now.' };

function geoOf(params: { geo: string }): string {
  const parsed = Locale.safeParse(params.geo);
  if (!parsed.success) throw fieldError('geo', parsed.error.issues[0]?.message ?? 'Invalid locale');
  return parsed.data;
}

/**
 * The sending side of pokes (issue #14): the poker's decisions (cancel, kill, send a late poke
 * anyway), the report of a poke's runs and its recipients, and the poke queue statistics of spec
 * §7 (Admin, as /pokes/queue).
 */
export function registerDispatchRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'dispatcher' | 'feed'>,
): PokeSendingService {
  const sending = new PokeSendingService({
    db: deps.db,
    feed: deps.feed,
    clock: deps.clock,
    dispatcher: deps.dispatcher,
  });
  const action = (
    path: string,
    summary: string,
    run: (user: AuthUser, locale: string, id: string, by: StaffRequest) => Promise<Poke>,
  ) =>
    app.openapi(
      createRoute({
        method: 'post',
        path: `/pokes/{geo}/{id}/${path}`,
        tags,
        summary,
        security,
        request: { params: PokeParams },
        responses: { 200: PokeAnswer, 409: conflict, ...errors },
      }),
      async (c) => {
        const params = c.req.valid('param');
        const poke = await run(c.get('user'), geoOf(params), params.id, c.get('staff'));
        return c.json({ data: poke }, 200);
      },
    );
  action(
    'cancel',
    'Cancel a scheduled poke (and its follow-ups) before it runs',
    (user, locale, id, by) => sending.cancel(user, locale, id, by),
  );
  action(
    'kill',
    'Kill a poke while it is being sent: the rest does not go out',
    (user, locale, id, by) => sending.kill(user, locale, id, by),
  );
  action(
    'send-late',
    'Send anyway a poke found later than the grace time (it waits for this decision)',
    (user, locale, id, by) => sending.sendLate(user, locale, id, by),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/{id}/sending',
      tags,
      summary: 'The runs of a poke with, per site, what was sent and what was skipped and why',
      security,
      request: { params: PokeParams },
      responses: {
        200: {
          ...json(z.object({ data: PokeSendingReport })),
          description:
            '`late`: found past the grace time, waiting for send-late or cancel; `failures`: the first failed recipients with their reasons.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const params = c.req.valid('param');
      return c.json({ data: await sending.report(c.get('user'), geoOf(params), params.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pokes/{geo}/{id}/recipients',
      tags,
      summary:
        'A page of the recipients of a poke by customer id (after: the last id seen; run: one run only)',
      security,
      request: {
        params: PokeParams,
        query: z.object({
          after: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
          /** One run's recipients (a recurring poke sends in runs). */
          run: z.string().max(200).optional(),
        }),
      },
      responses: {
        200: {
          ...json(
            z.object({
              data: z.array(
                z.object({
                  customerId: z.string(),
                  /** The customer's name; null when the customer is gone. */
                  customerName: z.string().nullable(),
                  runId: z.string(),
                  site: z.string(),
                  outcome: z.string(),
                  reason: z.string().nullable(),
                  chatId: z.string().nullable(),
                  at: z.string(),
                }),
              ),
            }),
          ),
          description:
            'sent, skipped with why (in_conversation, answered, filtered_out), or failed with the reason.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const params = c.req.valid('param');
      const data = await sending.recipients(
        c.get('user'),
        geoOf(params),
        params.id,
        c.req.valid('query'),
      );
      return c.json({ data }, 200);
    },
  );

  app.use('/poke/queue/statistics/*', requireAuth(deps.auth), requireRole('Admin'));
  const StatsAnswer = {
    ...json(z.object({ data: z.object({ data: PokeQueueStatistics }) })),
    description:
      'data.data keyed by location (a site); each with its region (locale), scheduledPokes, waiting, sending, sent, skipped, failed and answered (the last 7 days).',
  };
  const statsErrors = authedErrors('Admins only, in their geos.');
  app.openapi(
    createRoute({
      method: 'get',
      path: '/poke/queue/statistics/locations',
      tags,
      summary: 'Poke queue statistics of every location of the caller’s geos',
      security,
      responses: { 200: StatsAnswer, ...statsErrors },
    }),
    async (c) => {
      const user = c.get('user');
      const data = await pokeQueueStatistics(deps.db, user.tenantId, user.geos, deps.clock());
      return c.json({ data: { data } }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/poke/queue/statistics/{location}',
      tags,
      summary: 'Poke queue statistics of one location',
      security,
      request: { params: z.object({ location: z.string().min(1).max(253) }) },
      responses: {
        200: StatsAnswer,
        422: { ...json(ErrorResponse), description: 'No data for this location.' },
        ...statsErrors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { location } = c.req.valid('param');
      const site = location.toLowerCase();
      const data = await pokeQueueStatistics(deps.db, user.tenantId, user.geos, deps.clock(), site);
      // 422 for a location the caller has no figures for: the console then shows the spec's
      // 'No data for this location'.
      if (!data[site]) {
        return c.json(
          { error: { code: 'not-found', message: `No data for the location ${location}` } },
          422,
        );
      }
      return c.json({ data: { data } }, 200);
    },
  );
  return sending;
}
