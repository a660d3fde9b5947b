import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  StatisticsQuery,
  StatisticsQueryFields,
  statisticsRange,
  type StatisticsScope,
} from '@switchboard/domain';
import type { Context } from 'hono';
import type { ZodObject, ZodRawShape } from 'zod';
import type { AuthUser } from '../auth/service.js';
import type { AppDeps } from '../deps.js';
import type { App, AppEnv } from '../http/env.js';
import { InputError } from '../errors.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import type { RoleRequirement } from '../auth/access.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { inputErrorFromZod } from '../errors.js';
import { csvResponse, type CsvValue } from './csv.js';
import type { Scope } from './scope.js';
import type { StatisticsService } from './service.js';

/** What a figure's route is given: who asks (auth), the database, the chats (a chat's review), the clock. */
export type FigureDeps = Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db'>;

/**
 * What a statistics call is, once for every figure (routes.ts holds the figures): its OpenAPI
 * route, the roles checked before it runs, the range, locales and zone of `StatisticsQuery`
 * validated against the caller's geos, and the answer as JSON or, with `format=csv`, the whole
 * result as a streamed CSV whose columns the figure names.
 */

/** What a figure's reader is handed: the validated scope and the figure's own query fields. */
export interface FigureCall<Q> {
  c: Context<AppEnv>;
  deps: FigureDeps;
  stats: StatisticsService;
  user: AuthUser;
  scope: Scope & { format: 'json' | 'csv' };
  query: Q;
}

/**
 * A CSV column: its header (some depend on the call, as the queues' `hour` or `day`) and its
 * value in a row.
 */
export type Column<Q, Row> = readonly [
  header: string | ((call: FigureCall<Q>) => string),
  value: (row: Row) => CsvValue,
];

/**
 * A figure's CSV: its rows are those of the figure's JSON read, or, for a figure too long to
 * read at once (the chat list), a stream the figure reads page by page as the client takes it.
 */
export type FigureCsv<Q, R, Row> = { name: string; columns: readonly Column<Q, Row>[] } & (
  { rows: (result: R) => Iterable<Row> } | { stream: (call: FigureCall<Q>) => AsyncIterable<Row> }
);

interface FigureRoute<S extends ZodRawShape> {
  path: string;
  /** The roles of its screen (`hasRole` syntax), checked before the call and named in its summary. */
  roles: RoleRequirement;
  summary: string;
  response: z.ZodType;
  /** Query fields of this figure besides those of `StatisticsQuery`. */
  query?: ZodObject<S>;
  params?: ZodObject<ZodRawShape>;
}

/** A figure over a range: `read` for JSON (and the CSV rows, unless it streams them). */
export interface RangedFigure<S extends ZodRawShape, R, Row> extends FigureRoute<S> {
  read: (call: FigureCall<z.infer<ZodObject<S>>>) => Promise<R>;
  /** The JSON body (checked by its schema where the figure's answer has one). */
  json: (result: R, call: FigureCall<z.infer<ZodObject<S>>>) => unknown;
  csv: FigureCsv<z.infer<ZodObject<S>>, R, Row>;
}

/** A figure outside any range (a chat's review): JSON only, its own checks. */
export interface PlainFigure<S extends ZodRawShape> extends FigureRoute<S> {
  answer: (c: Context<AppEnv>, deps: FigureDeps, stats: StatisticsService) => Promise<unknown>;
}

/** A figure of the table, its types erased once its reader and columns are checked together. */
export interface Figure extends FigureRoute<ZodRawShape> {
  handle: (c: Context<AppEnv>, deps: FigureDeps, stats: StatisticsService) => Promise<Response>;
}

/** A figure over a range, typed by its query, result and CSV row. */
export function ranged<S extends ZodRawShape, R, Row>(spec: RangedFigure<S, R, Row>): Figure {
  return {
    ...(spec as FigureRoute<ZodRawShape>),
    handle: async (c, deps, stats) => {
      const scope = scopeOf(c, deps);
      const query = (spec.query ? queryOf(c, spec.query) : {}) as z.infer<ZodObject<S>>;
      const call = { c, deps, stats, user: c.get('user'), scope, query };
      if (scope.format !== 'csv')
        return c.json(spec.json(await spec.read(call), call) as never, 200);
      const { csv } = spec;
      const values = (row: Row) => csv.columns.map(([, value]) => value(row));
      const rows =
        'stream' in csv
          ? mapRows(csv.stream(call), values)
          : Array.from(csv.rows(await spec.read(call)), values);
      const header = csv.columns.map(([name]) => (typeof name === 'string' ? name : name(call)));
      return csvResponse(csv.name, header, rows);
    },
  };
}

/** A figure outside any range. */
export function plain<S extends ZodRawShape>(spec: PlainFigure<S>): Figure {
  return {
    ...(spec as FigureRoute<ZodRawShape>),
    handle: async (c, deps, stats) => c.json((await spec.answer(c, deps, stats)) as never, 200),
  };
}

async function* mapRows<Row>(
  rows: AsyncIterable<Row>,
  values: (row: Row) => CsvValue[],
): AsyncGenerator<CsvValue[]> {
  for await (const row of rows) yield values(row);
}

const CSV = { 'text/csv': { schema: z.string() } };

/** The scope of a call: the validated range and the locales, each within the caller's geos. */
function scopeOf(c: Context<AppEnv>, deps: FigureDeps): Scope & { format: 'json' | 'csv' } {
  const user = c.get('user');
  const parsed = StatisticsQuery.safeParse(c.req.query());
  if (!parsed.success) throw inputErrorFromZod(parsed.error, 'query');
  const range = statisticsRange(parsed.data, deps.clock());
  if ('field' in range) {
    throw new InputError(`${range.field}: ${range.message}`, [
      { field: range.field, message: range.message },
    ]);
  }
  const locales = parsed.data.locales ?? user.geos;
  assertLocalesAllowed(user, locales);
  return {
    tenantId: user.tenantId,
    locales: [...new Set(locales)],
    from: range.from,
    to: range.to,
    tz: parsed.data.tz,
    now: deps.clock().toISOString(),
    format: parsed.data.format,
  };
}

/** A figure's own query fields, validated. */
export function queryOf<S extends ZodRawShape>(c: Context<AppEnv>, schema: ZodObject<S>) {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw inputErrorFromZod(parsed.error, 'query');
  return parsed.data;
}

/** The scope as the JSON answers echo it. */
export const scopeBody = (scope: Scope): StatisticsScope => ({
  from: scope.from,
  to: scope.to,
  tz: scope.tz,
  locales: [...scope.locales],
});

/** An OpenAPI GET of the statistics with its roles. */
function routeOf(figure: Figure): RouteConfig {
  const { path, roles, summary, response, query, params } = figure;
  return createRoute({
    method: 'get',
    path,
    tags: ['statistics'],
    summary: `${summary} (${[roles].flat().join(', ')})`,
    security: [{ bearer: [] }],
    request: {
      query: query ? StatisticsQueryFields.merge(query) : StatisticsQueryFields,
      ...(params ? { params } : {}),
    },
    responses: {
      200: {
        content: { ...json(response).content, ...CSV },
        description: 'The figure; with format=csv the whole result as CSV.',
      },
      ...authedErrors('Role not allowed, or a locale outside your geos.'),
      404: { ...json(ErrorResponse), description: 'No such chat in that locale.' },
    },
  });
}

/**
 * Registers `app.openapi` for each figure, in order, behind its roles (typed loosely: every
 * answer is checked by its schema).
 */
export function registerFigures(
  app: App,
  deps: FigureDeps,
  stats: StatisticsService,
  figures: readonly Figure[],
): void {
  for (const figure of figures) {
    const route = routeOf(figure);
    const honoPath = route.path.replace(/\{(\w+)\}/g, ':$1');
    app.use(honoPath, requireAuth(deps.auth), requireRole(figure.roles));
    app.openapi(route, ((c: Context<AppEnv>) => figure.handle(c, deps, stats)) as never);
  }
}
