import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import {
  ABUSE_DRY_RUN_COUNT_CAP,
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
import { abuseTextKeys } from '../db/schema.js';
import { dryRunWindowStart } from '../abuse/flagging.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { InputError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, json } from '../http/openapi.js';
import type { AbuseWordService } from './service.js';

/**
 * What a word would have flagged in the last 7 days: agent messages and pokes of its locale (a
 * global word: of the caller's geos), with a few examples, newest first. Matched as flagging
 * matches, by the index: flagging keeps every text's keys (domain `abuseTextMatchKeys`) in
 * `abuse_text_keys` for the window, and the word's `abuseWordMatchKey` is looked up in them
 * (`keys @> {key}`, a GIN index): one count per kind, exact up to ABUSE_DRY_RUN_COUNT_CAP, and one
 * page of examples, no text read in Node.
 * Stored texts written some other way (the demo seed, older data, imports) are keyed too, by the
 * backfill each server start runs in the background and the seed runs when it ends
 * (abuse/text-keys-backfill.ts).
 */
export async function dryRun(
  deps: Pick<AppDeps, 'clock' | 'db'>,
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
  const result: AbuseWordDryRunResult = {
    messages: 0,
    pokes: 0,
    capped: { messages: false, pokes: false },
    examples: [],
  };
  if (locales.length === 0) return result;
  const since = dryRunWindowStart(deps.clock());
  const matching = and(
    eq(abuseTextKeys.tenantId, user.tenantId),
    sql`${abuseTextKeys.keys} @> array[${key}]::text[]`,
    inArray(abuseTextKeys.locale, locales),
    gte(abuseTextKeys.createdAt, since),
  );
  // Each kind counted up to one past the cap: exact below it, "more than the cap" at it. A common
  // word's full count reads every one of its rows (a second for a word in a tenth of a million
  // messages, bench/abuse); this stops at the cap. Pokes are counted by their own partial index
  // (abuse_text_keys_poke_time_idx): a week holds few, where walking a common word's message
  // rows to find none would read the whole table.
  //
  // Sequential scans are off for the count: a row's keys (68 for a 12-word message) are stored
  // out of line (TOAST), so a scan's `keys @>` filter unpacks every row it passes, a cost the
  // planner does not count; the GIN index answers `@>` with no recheck. For a word in a tenth of
  // a million messages the planner's scan took 1.25 s where the index took 0.28 s (bench/abuse).
  const countOf = (kind: 'message' | 'poke') => sql`
    select count(*)::int as n from (
      select 1 from ${abuseTextKeys}
      where ${matching} and ${abuseTextKeys.kind} = ${kind}
      limit ${ABUSE_DRY_RUN_COUNT_CAP + 1}) capped`;
  const [counts] = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .execute(sql`select (${countOf('message')}) as messages, (${countOf('poke')}) as pokes`)
      .then((answer) => (answer as { rows: { messages: number; pokes: number }[] }).rows);
  });
  for (const kind of ['messages', 'pokes'] as const) {
    const count = Number(counts?.[kind] ?? 0);
    result.capped[kind] = count > ABUSE_DRY_RUN_COUNT_CAP;
    result[kind] = Math.min(count, ABUSE_DRY_RUN_COUNT_CAP);
  }
  const hits = result.messages + result.pokes;
  if (hits === 0) return result;
  // A rare word: its few rows by the keys' index, then sorted (walking the time index back would
  // read every text of the window to find them). A common one: the newest by time, stopping at
  // the first few that match. bench/abuse measures both.
  type Example = {
    kind: 'message' | 'poke';
    id: string;
    locale: string;
    text: string;
    createdAt: string | Date;
  };
  const read = (query: SQL) =>
    deps.db.execute(query).then((answer) => (answer as { rows: Example[] }).rows);
  const examples = await (hits <= FEW_HITS
    ? read(sql`
          with hit as materialized (
            select kind, id, locale, text, created_at from ${abuseTextKeys} where ${matching})
          select kind, id, locale, text, created_at as "createdAt" from hit
          order by created_at desc, id desc limit ${ABUSE_DRY_RUN_EXAMPLES}`)
    : read(sql`
          select kind, id, locale, text, created_at as "createdAt" from ${abuseTextKeys}
          where ${matching} order by created_at desc, id desc limit ${ABUSE_DRY_RUN_EXAMPLES}`));
  result.examples = examples.map((example) => ({
    ...example,
    createdAt: new Date(example.createdAt).toISOString(),
  }));
  return result;
}

/** A CSV field, quoted when it must be. */
function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Up to this many hits, the examples are read by the keys' index and sorted (see `dryRun`). */
const FEW_HITS = 2_000;

/** `POST /abuse-words/dry-run` and `GET /abuse-words/export` (Admin; the middleware is set). */
export function registerAbuseWordExtraRoutes(
  app: App,
  deps: Pick<AppDeps, 'clock' | 'db'>,
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
