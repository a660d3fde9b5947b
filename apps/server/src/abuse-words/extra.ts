import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import {
  ABUSE_DRY_RUN_DAYS,
  ABUSE_DRY_RUN_EXAMPLES,
  AbuseWordDryRunRequest,
  AbuseWordDryRunResponse,
  AbuseWordExportQuery,
  AbuseWordListResponse,
  abuseTextMatchKeys,
  abuseWordMatchKey,
  type AbuseWordDryRunResult,
} from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import { iso } from '../chats/rows.js';
import { messages, pokes } from '../db/schema.js';
import type { App, AppDeps } from '../http/app.js';
import { InputError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import { authedErrors, json } from '../http/openapi.js';
import type { AbuseWordService } from './service.js';

/** Most recent texts of each kind a dry run reads (the newest first). */
export const DRY_RUN_SCAN_LIMIT = 20_000;

/**
 * What a word would have flagged in the last 7 days: agent messages and pokes of its locale (a
 * global word: of the caller's geos), with a few examples, newest first. The texts are matched
 * with the same keys as flagging (domain `abuseTextMatchKeys`); unlike flagging, this reads the
 * texts (at most `DRY_RUN_SCAN_LIMIT` of each kind), as no index of every text's tokens is kept:
 * a dry run is an admin's occasional question, flagging is on every send.
 */
export async function dryRun(
  deps: AppDeps,
  user: AuthUser,
  request: AbuseWordDryRunRequest,
): Promise<AbuseWordDryRunResult> {
  const key = abuseWordMatchKey(request.value);
  if (key === '') {
    const text = 'The word has no letters or digits to match.';
    throw new InputError(`value: ${text}`, [{ field: 'value', message: text }]);
  }
  if (request.locale) assertLocalesAllowed(user, [request.locale]);
  const locales = request.locale ? [request.locale] : [...user.geos];
  const since = new Date(deps.clock().getTime() - ABUSE_DRY_RUN_DAYS * 86_400_000).toISOString();
  const result: AbuseWordDryRunResult = { messages: 0, pokes: 0, examples: [] };
  if (locales.length === 0) return result;
  const sent = await deps.db
    .select({
      id: messages.id,
      locale: messages.locale,
      text: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.tenantId, user.tenantId),
        inArray(messages.locale, locales),
        eq(messages.senderType, 'agent'),
        gte(messages.createdAt, since),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(DRY_RUN_SCAN_LIMIT);
  const saved = await deps.db
    .select({
      id: pokes.id,
      locale: pokes.locale,
      message: pokes.message,
      createdAt: pokes.createdAt,
    })
    .from(pokes)
    .where(
      and(
        eq(pokes.tenantId, user.tenantId),
        inArray(pokes.locale, locales),
        gte(pokes.createdAt, since),
      ),
    )
    .orderBy(desc(pokes.createdAt))
    .limit(DRY_RUN_SCAN_LIMIT);
  const texts = [
    ...sent.map((m) => ({ kind: 'message' as const, ...m })),
    ...saved.map((p) => ({
      kind: 'poke' as const,
      id: p.id,
      locale: p.locale,
      text: typeof p.message.content === 'string' ? p.message.content : '',
      createdAt: p.createdAt,
    })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  for (const entry of texts) {
    if (!abuseTextMatchKeys(entry.text).includes(key)) continue;
    if (entry.kind === 'message') result.messages += 1;
    else result.pokes += 1;
    if (result.examples.length < ABUSE_DRY_RUN_EXAMPLES) {
      result.examples.push({
        kind: entry.kind,
        id: entry.id,
        locale: entry.locale,
        text: entry.text,
        createdAt: iso(entry.createdAt) ?? '',
      });
    }
  }
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
