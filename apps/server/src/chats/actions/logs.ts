import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  canModifyLog,
  hasRole,
  holdsLiveClaim,
  Log,
  LOG_GROUP_OTHER,
  LOG_SUPERVISOR_ROLES,
  RemoveLogPayload,
  saveLogPayloadErrors,
  SaveLogPayload,
  type Chat,
  type LogFormField,
  type SaveLogEntry,
} from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import { chatLogs } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { App } from '../../http/env.js';
import { InputError, NotAllowedError, NotFoundError } from '../../errors.js';
import { requireAuth } from '../../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../../http/openapi.js';
import { logFromRecord } from '../rows.js';
import { loadChatInGeos } from './access.js';

const errors = {
  ...authedErrors(
    'Neither the operator holding the chat’s claim nor Admin, Manager or AbuseChecker; not the log’s author or a supervisor; or the chat’s locale is not allowed.',
  ),
  404: { ...json(ErrorResponse), description: 'No such chat or log.' },
};

/** Where each form field of the logbook rules sits in the save payload. */
const PAYLOAD_FIELD: Record<LogFormField, string> = {
  category: 'log.category',
  group: 'log.content.group',
  groupValue: 'log.content.groupValue',
  comment: 'log.content.value',
};

/**
 * Who may write a chat's logbook: the operator holding its live claim, and Admin, Manager
 * ("can view and modify logbook entries") and AbuseChecker ("can modify any log"), spec §6.
 */
function assertMayWriteLogbook(chat: Chat, user: AuthUser, now: Date): void {
  if (!holdsLiveClaim(user.uid, chat, now) && !hasRole(user.roles, LOG_SUPERVISOR_ROLES)) {
    throw new NotAllowedError(
      'Only the operator holding the chat’s claim, or an admin, manager or abuse checker, may write its logbook.',
    );
  }
}

/** The logbook form rules of spec §5, as a 400 naming the payload fields in error. */
function assertValidLog(payload: SaveLogPayload): void {
  const fieldErrors = Object.entries(saveLogPayloadErrors(payload)) as [LogFormField, string][];
  if (fieldErrors.length === 0) return;
  const issues = fieldErrors.map(([field, message]) => ({ field: PAYLOAD_FIELD[field], message }));
  throw new InputError(issues.map((issue) => `${issue.field}: ${issue.message}`).join(' '), issues);
}

/** Content as saved: the comment trimmed (spec §5), and no value in the group 'other'. */
function savedContent(entry: SaveLogEntry): Log['content'] {
  const { group, groupValue, value } = entry.content;
  return {
    group,
    groupValue: group === LOG_GROUP_OTHER ? null : (groupValue?.trim() ?? null),
    value: value.trim(),
  };
}

/**
 * `POST /logs/save` (create, or edit when `log.id` is set) and `POST /logs/remove`, spec §7
 * per-locale data actions. The server sets the author, the locale and the times; an edit or a
 * removal also needs `canModifyLog` (the author, or a supervisor).
 */
export function registerLogRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
): void {
  const { db, feed } = deps;
  app.use('/logs/save', requireAuth(deps.auth));
  app.use('/logs/remove', requireAuth(deps.auth));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/logs/save',
      tags: ['chats'],
      summary: 'Create a logbook entry, or edit one (log.id set)',
      security: [{ bearer: [] }],
      request: { body: { ...json(SaveLogPayload), required: true } },
      responses: {
        200: { ...json(z.object({ data: Log })), description: 'The saved log.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const payload = c.req.valid('json');
      assertValidLog(payload);
      const now = deps.clock();
      const { record, chat } = await loadChatInGeos(deps.chats, user, payload.chatId);
      assertMayWriteLogbook(chat, user, now);
      const { log: entry } = payload;
      const fields = {
        concerning: entry.concerning,
        category: entry.category,
        content: savedContent(entry),
      };
      // Read before the write's transaction: on the embedded database a read outside it waits
      // for it to end.
      const existing =
        entry.id === undefined ? null : await findLog(deps, user, record.id, entry.id);
      if (existing && !canModifyLog(existing, user))
        throw new NotAllowedError('Only the author or a supervisor may edit this log.');
      const log = await feed.write(db, async (tx, announce) => {
        let saved;
        if (!existing) {
          [saved] = await tx
            .insert(chatLogs)
            .values({
              id: randomUUID(),
              chatId: record.id,
              tenantId: user.tenantId,
              locale: record.locale,
              ...fields,
              createdBy: user.uid,
              createdByName: user.name,
              createdAt: now.toISOString(),
            })
            .returning();
        } else {
          [saved] = await tx
            .update(chatLogs)
            .set({ ...fields, updatedAt: now.toISOString(), updatedBy: user.uid })
            .where(eq(chatLogs.id, existing.id))
            .returning();
        }
        // Only an edit can miss: the log was removed meanwhile.
        if (!saved) throw new NotFoundError('No such log in this chat.');
        const written = logFromRecord(saved);
        announce({
          topic: 'chat-logs',
          tenantId: user.tenantId,
          locale: record.locale,
          chatId: record.id,
          change: { kind: entry.id === undefined ? 'added' : 'modified', row: written },
        });
        return written;
      });
      return c.json({ data: log }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/logs/remove',
      tags: ['chats'],
      summary: 'Remove a logbook entry',
      security: [{ bearer: [] }],
      request: { body: { ...json(RemoveLogPayload), required: true } },
      responses: {
        200: { ...json(z.object({ data: z.object({ id: z.string() }) })), description: 'Removed.' },
        ...errors,
      },
    }),
    async (c) => {
      const user = c.get('user');
      const payload = c.req.valid('json');
      const { record, chat } = await loadChatInGeos(deps.chats, user, payload.chatId);
      assertMayWriteLogbook(chat, user, deps.clock());
      const existing = await findLog(deps, user, record.id, payload.id);
      if (!canModifyLog(existing, user))
        throw new NotAllowedError('Only the author or a supervisor may remove this log.');
      await feed.write(db, async (tx, announce) => {
        await tx.delete(chatLogs).where(eq(chatLogs.id, existing.id));
        announce({
          topic: 'chat-logs',
          tenantId: user.tenantId,
          locale: record.locale,
          chatId: record.id,
          change: { kind: 'removed', id: existing.id },
        });
      });
      return c.json({ data: { id: existing.id } }, 200);
    },
  );
}

/** A log of the chat in the caller's tenant, or 404. */
async function findLog(
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
  user: AuthUser,
  chatId: string,
  id: string,
): Promise<Log> {
  const [row] = await deps.db
    .select()
    .from(chatLogs)
    .where(
      and(eq(chatLogs.id, id), eq(chatLogs.chatId, chatId), eq(chatLogs.tenantId, user.tenantId)),
    );
  if (!row) throw new NotFoundError('No such log in this chat.');
  return logFromRecord(row);
}
