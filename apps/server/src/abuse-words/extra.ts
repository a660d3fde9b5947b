import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import {
  ABUSE_DRY_RUN_EXAMPLES,
  ABUSE_MESSAGES,
  AbuseWordDryRunRequest,
  AbuseWordDryRunResponse,
  AbuseWordExportQuery,
  AbuseWordListResponse,
  abuseWordMatchKey,
  type AbuseWordDryRunResult,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { iso } from '../chats/rows.js';
import { abuseTextKeys } from '../db/schema.js';
import { dryRunWindowStart } from '../abuse/flagging.js';
import type { App, AppDeps } from '../http/app.js';
import { InputError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import { authedErrors, json } from '../http/openapi.js';
import type { AbuseWordService } from './service.js';

/**
 * What a word would have flagged in the last 7 days: agent messages and pokes of its locale (a
 * global word: of the caller's geos), with a few examples, newest first. Matched as flagging
 * matches, by the index: flagging keeps every text's keys (domain `abuseTextMatchKeys`) in
 * `abuse_text_keys` for the window, and the word's `abuseWordMatchKey` is looked up in them
 * (`keys @> {key}`, a GIN index): one count and one page of examples, no text read in Node.
 * Texts sent before that table existed are not counted.
 */
export async function dryRun(
  deps: AppDeps,
  user: AuthUser,
  request: AbuseWordDryRunRequest,
): Promise<AbuseWordDryRunResult> {
  const key = abuseWordMatchKey(request.value);
  if (key === '') {
    // The request's schema refuses such a word already; this guards a caller that skipped it.
    const text = ABUSE_MESSAGES.wordHasNothingToMatch;
    throw new InputError(`value: ${text}`, [{ field: 'value', message: text }]);
  }
  if (request.locale) assertLocalesAllowed(user, [request.locale]);
  const locales = request.locale ? [request.locale] : [...user.geos];
  const result: AbuseWordDryRunResult = { messages: 0, pokes: 0, examples: [] };
  if (locales.length === 0) return result;
  const since = dryRunWindowStart(deps.clock());
  const matching = and(
    eq(abuseTextKeys.tenantId, user.tenantId),
    sql`${abuseTextKeys.keys} @> array[${key}]::text[]`,
    inArray(abuseTextKeys.locale, locales),
    gte(abuseTextKeys.createdAt, since),
  );
  const counts = await deps.db
    .select({ kind: abuseTextKeys.kind, count: sql<number>`count(*)::int` })
    .from(abuseTextKeys)
    .where(matching)
    .groupBy(abuseTextKeys.kind);
  for (const { kind, count } of counts) {
    if (kind === 'message') result.messages = Number(count);
    else result.pokes = Number(count);
  }
  const examples = await deps.db
    .select({
      kind: abuseTextKeys.kind,
      id: abuseTextKeys.id,
      locale: abuseTextKeys.locale,
      text: abuseTextKeys.text,
      createdAt: abuseTextKeys.createdAt,
    })
    .from(abuseTextKeys)
    .where(matching)
    .orderBy(desc(abuseTextKeys.createdAt), desc(abuseTextKeys.id))
    .limit(ABUSE_DRY_RUN_EXAMPLES);
  result.examples = examples.map((example) => ({
    ...example,
    createdAt: iso(example.createdAt) ?? '',
  }));
  return result;
}

/** A CSV field, quoted when it must be. */
function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `POST /abuse-words/dry-run` and `GET /abuse-words/export` (Admin; the middleware is set). */
export function registerAbuseWordExtraRoutes(
  app: App,
  deps: AppDeps,
  service: AbuseWordService,
): void {
  const tags = ['abuse words'];
  const security = [{ bearer: [] }];
  const errors = authedErrors('Admins only.');

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse-words/dry-run',
      tags,
      summary: 'How many messages and pokes of the last 7 days a word would have flagged (Admin)',
      security,
      request: { body: { ...json(AbuseWordDryRunRequest), required: true } },
      responses: { 200: { ...json(AbuseWordDryRunResponse), description: 'Counts.' }, ...errors },
    }),
    async (c) => c.json({ data: await dryRun(deps, c.get('user'), c.req.valid('json')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse-words/export',
      tags,
      summary: 'The words as CSV (value,locale; empty locale = global) or JSON (Admin)',
      security,
      request: { query: AbuseWordExportQuery },
      responses: {
        200: {
          content: {
            'text/csv': { schema: { type: 'string' } },
            ...json(AbuseWordListResponse).content,
          },
          description: 'The words, by locale then value.',
        },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { locale, format } = c.req.valid('query');
      if (locale) assertLocalesAllowed(user, [locale]);
      const words = await service.list(user.tenantId, user.geos, locale);
      if (format === 'json') return c.json({ data: words }, 200);
      const body = ['value,locale', ...words.map((w) => `${csvField(w.value)},${w.locale}`)].join(
        '\n',
      );
      c.header('Content-Disposition', 'attachment; filename="abuse-words.csv"');
      return c.body(`${body}\n`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    },
  );
}
