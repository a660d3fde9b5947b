import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  Id,
  Locale,
  ReportedMessageDetailsQuery,
  ReportedMessageDetailsResponse,
  ReportedMessagePageResponse,
  ReportedMessageResponse,
  ReportedMessagesQuery,
  ReportIntakeRequest,
  ReportMessageRequest,
  SetReportProcessedPayload,
  type RouterRole,
} from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { requireAuth, requireRole } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import { ReportedMessageService } from './reported.js';

/** Who reads reported messages and sets processed (spec §2: Admin, Manager). */
export const REPORT_READERS: readonly RouterRole[] = ['Admin', 'Manager'];
/** Who reports a customer message: operators from their claimed chat (and admins, who chat too). */
export const REPORT_OPERATORS: readonly RouterRole[] = ['Operator', 'Admin'];
/**
 * Who may call the intake of customers' reports: the sites' back ends sign in as a staff account
 * with one of these roles (the spec does not say; Admin or Developer keeps it out of the console).
 */
export const REPORT_INTAKE: readonly RouterRole[] = ['Admin', 'Developer'];

const tags = ['reported messages'];
const security = [{ bearer: [] }];
const errors = {
  ...authedErrors('Role not allowed, or the locale is not in the caller’s geos.'),
  404: { ...json(ErrorResponse), description: 'No such chat, message or report.' },
  409: { ...json(ErrorResponse), description: 'Already reported by this reporter.' },
};

export function registerReportedRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db'>,
): void {
  const service = new ReportedMessageService(deps.db, deps.chats, deps.clock);
  app.use('/reported-messages', requireAuth(deps.auth));
  app.use('/reported-messages/*', requireAuth(deps.auth));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reported-messages',
      middleware: [requireRole(REPORT_OPERATORS)] as const,
      tags,
      summary: 'Report a customer message of the chat the caller holds (customer categories)',
      security,
      request: { body: { ...json(ReportMessageRequest), required: true } },
      responses: { 201: { ...json(ReportedMessageResponse), description: 'Reported.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await service.reportByOperator(user, c.req.valid('json')) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reported-messages/intake',
      middleware: [requireRole(REPORT_INTAKE)] as const,
      tags,
      summary: 'Take a customer’s report of an agent message (agent categories)',
      security,
      request: { body: { ...json(ReportIntakeRequest), required: true } },
      responses: { 201: { ...json(ReportedMessageResponse), description: 'Reported.' }, ...errors },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await service.reportByCustomer(user, c.req.valid('json')) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/reported-messages',
      middleware: [requireRole(REPORT_READERS)] as const,
      tags,
      summary: 'Reported messages of the caller’s geos, newest first, 10 a page',
      security,
      request: { query: ReportedMessagesQuery },
      responses: {
        200: { ...json(ReportedMessagePageResponse), description: 'A page.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      return c.json({ data: await service.list(user, c.req.valid('query')) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reported-messages/processed',
      middleware: [requireRole(REPORT_READERS)] as const,
      tags,
      summary: 'Set the processed status of a reported message ({id, isProcessed})',
      security,
      request: { body: { ...json(SetReportProcessedPayload), required: true } },
      responses: {
        200: { ...json(ReportedMessageResponse), description: 'The report now.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { id, isProcessed } = c.req.valid('json');
      return c.json({ data: await service.setProcessed(user, id, isProcessed) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/reported-messages/{geo}/{id}',
      middleware: [requireRole(REPORT_READERS)] as const,
      tags,
      summary: 'A report with the chat around the message, 15 a page (before=/after= to page)',
      security,
      request: { params: z.object({ geo: Locale, id: Id }), query: ReportedMessageDetailsQuery },
      responses: {
        200: { ...json(ReportedMessageDetailsResponse), description: 'The report.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const { geo, id } = c.req.valid('param');
      return c.json({ data: await service.details(user, geo, id, c.req.valid('query')) }, 200);
    },
  );
}
