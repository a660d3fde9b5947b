import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AbuseWordListQuery,
  AbuseWordListResponse,
  AbuseWordResponse,
  AddAbuseWordRequest,
  Id,
  ImportAbuseWordsRequest,
  ImportAbuseWordsResponse,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { registerAbuseWordExtraRoutes } from './extra.js';
import { AbuseWordService } from './service.js';

const tags = ['abuse words'];
const security = [{ bearer: [] }];
const errors = authedErrors('Admins only.');

/**
 * The abuse word list of the caller's tenant (spec §3, §5; Admin: "abuse list, words"). A word is
 * global (empty locale) or belongs to one locale. Global words are every admin's; a locale's words
 * are read and written only by admins with that locale in their geos (spec §6).
 */
export function registerAbuseWordRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'feed'>,
): void {
  const service = new AbuseWordService(deps.db, deps.feed);
  app.use('/abuse-words', requireAuth(deps.auth), requireRole('Admin'));
  app.use('/abuse-words/*', requireAuth(deps.auth), requireRole('Admin'));
  registerAbuseWordExtraRoutes(app, deps, service);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/abuse-words',
      tags,
      summary: 'The abuse words, by locale then value (Admin)',
      description:
        'Without `locale`: the global words and those of the caller’s geos. `locale=` (empty): only ' +
        'the global words. `locale=nl`: only the words stored for nl (the global words, which also ' +
        'apply there, are not repeated); a locale outside the geos is refused.',
      security,
      request: { query: AbuseWordListQuery },
      responses: { 200: { ...json(AbuseWordListResponse), description: 'Words.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      const { locale } = c.req.valid('query');
      if (locale) assertLocalesAllowed(user, [locale]);
      return c.json({ data: await service.list(user.tenantId, user.geos, locale) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse-words',
      tags,
      summary: 'Add a word; an empty or absent locale makes it global (Admin)',
      description:
        'Refused with 409 and the text `Word "{value}" already exists in "{locale or global}" ' +
        'abuse list.` when the value is already global or in the same locale, as matching sees ' +
        'it: case, accents, punctuation and invisible characters aside (`whatsápp` is `whatsapp`). ' +
        'A word without a letter or digit, over 100 characters or over 8 words is refused with ' +
        '400 naming the field. A new global word removes the same value from the locale lists.',
      security,
      request: { body: { ...json(AddAbuseWordRequest), required: true } },
      responses: {
        201: { ...json(AbuseWordResponse), description: 'Added.' },
        409: { ...json(ErrorResponse), description: 'The word already exists.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const request = c.req.valid('json');
      if (request.locale) assertLocalesAllowed(user, [request.locale]);
      return c.json(
        { data: await service.add(user.tenantId, user.uid, request, c.get('staff')) },
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/abuse-words/import',
      tags,
      summary: 'Add many words, reporting each refused line (Admin)',
      description:
        'Each line is checked like POST /abuse-words, against the list and the lines before it. ' +
        'With `atomic`, one refused line means nothing is written (`added` is 0); without, the ' +
        'valid words are written together in one transaction.',
      security,
      request: { body: { ...json(ImportAbuseWordsRequest), required: true } },
      responses: {
        200: { ...json(ImportAbuseWordsResponse), description: 'What was added and refused.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        {
          data: await service.import(
            user.tenantId,
            user.uid,
            user.geos,
            c.req.valid('json'),
            c.get('staff'),
          ),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/abuse-words/{id}',
      tags,
      summary: 'Remove a word (Admin)',
      security,
      request: { params: z.object({ id: Id }) },
      responses: {
        200: { ...json(AbuseWordResponse), description: 'The word removed.' },
        404: { ...json(ErrorResponse), description: 'No such word in this tenant.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json(
        {
          data: await service.remove(
            user.tenantId,
            user.geos,
            c.req.valid('param').id,
            c.get('staff'),
          ),
        },
        200,
      );
    },
  );
}
