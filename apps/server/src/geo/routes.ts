import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { geoLevels, GeoLevelsQuery, GeoOption, GeoOptionsQuery } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth } from '../http/middleware.js';
import { authedErrors, json } from '../http/openapi.js';
import { placeOptions } from './places.js';

const tags = ['geo'];
const security = [{ bearer: [] }];
const errors = authedErrors('Never: every signed-in user may read places.');

/** The geo calls of the poke wizard's location filters (spec §7). */
export function registerGeoRoutes(app: App, deps: Pick<AppDeps, 'auth'>): void {
  app.use('/geo/*', requireAuth(deps.auth));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/geo/places/levels',
      tags,
      summary: 'How many region levels a geo strategy has (cities are the level after)',
      security,
      request: { query: GeoLevelsQuery },
      responses: {
        200: { ...json(z.object({ levels: z.number().int() })), description: 'levels.' },
        ...errors,
      },
    }),
    (c) => c.json({ levels: geoLevels(c.req.valid('query').strategy) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/geo/places/options',
      tags,
      summary: 'The places of a country at a level (levels + 1 for cities), within a parent place',
      security,
      request: { query: GeoOptionsQuery },
      responses: {
        200: { ...json(z.object({ options: z.array(GeoOption) })), description: 'options.' },
        ...errors,
      },
    }),
    (c) => c.json({ options: placeOptions(c.req.valid('query')) }, 200),
  );
}
