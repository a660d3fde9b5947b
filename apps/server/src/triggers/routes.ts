import { createRoute } from '@hono/zod-openapi';
import { FireTriggerRequest, FireTriggerResult, TriggerListResponse } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { fireTrigger, triggerSummaries } from './service.js';

const errors = authedErrors('Admins only, within their geos.');

/** /trigger (Admin): the trigger types and their chats, and firing one (spec §2, §6). */
export function registerTriggerRoutes(app: App, deps: Pick<AppDeps, 'auth' | 'chats'>): void {
  app.use('/triggers', requireAuth(deps.auth), requireRole('Admin'));
  app.use('/triggers/*', requireAuth(deps.auth), requireRole('Admin'));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/triggers',
      tags: ['triggers'],
      summary: 'Trigger types: meaning, queueable, suggestions, chats produced (Admin)',
      security: [{ bearer: [] }],
      responses: {
        200: { ...json(TriggerListResponse), description: 'Every trigger type.' },
        ...errors,
      },
    }),
    async (c) => c.json({ data: await triggerSummaries(deps.chats, c.get('user')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/triggers/fire',
      tags: ['triggers'],
      summary:
        'Fire a trigger for a customer and a profile: creates or re-opens their chat (Admin)',
      security: [{ bearer: [] }],
      request: { body: { ...json(FireTriggerRequest), required: true } },
      responses: {
        200: { ...json(FireTriggerResult), description: 'The chat and its new message.' },
        404: { ...json(ErrorResponse), description: 'No such customer or profile.' },
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        await fireTrigger(deps.chats, c.get('user'), c.req.valid('json'), c.get('staff')),
        200,
      ),
  );
}
