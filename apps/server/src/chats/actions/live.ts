import { and, asc, eq } from 'drizzle-orm';
import { canSeeLogAuthors, type Log } from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import { chatLogs } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { assertLocalesAllowed } from '../../http/middleware.js';
import type { FeedEvent } from '../../live/feed.js';
import type { LiveContext, LiveDefinition } from '../../live/queries.js';
import { logFromRecord } from '../rows.js';

export interface ChatChildParams {
  locale: string;
  chatId: string;
}

/**
 * Checks that the chat is the caller's to read: in their tenant, in the locale the query names
 * (one of their geos), and claimed by them or they review chats (`assertChatAccess`).
 */
export async function assertChatChildAccess(
  ctx: LiveContext,
  user: AuthUser,
  { locale, chatId }: ChatChildParams,
): Promise<void> {
  const record = await ctx.chats.loadChat(user.tenantId, chatId);
  if (record.locale !== locale) throw new NotFoundError('No such chat in this locale.');
  ctx.chats.assertChatAccess(user, record);
}

/** Whether a feed event is a change of `topic` in this chat of the caller's tenant. */
export function isChatChildEvent(
  event: FeedEvent,
  topic: FeedEvent['topic'],
  user: AuthUser,
  chatId: string,
): boolean {
  return event.topic === topic && event.tenantId === user.tenantId && event.chatId === chatId;
}

/** `chat.logs {locale, chatId}`: the chat's logbook entries (domain `Log`), oldest first. */
export function chatLogsLive(params: ChatChildParams, ctx: LiveContext): LiveDefinition {
  return {
    authorize: (user) => assertLocalesAllowed(user, [params.locale]),
    initial: async (db, user) => {
      await assertChatChildAccess(ctx, user, params);
      const rows = await db
        .select()
        .from(chatLogs)
        .where(and(eq(chatLogs.chatId, params.chatId), eq(chatLogs.tenantId, user.tenantId)))
        .orderBy(asc(chatLogs.createdAt), asc(chatLogs.id));
      return rows.map((row) => logForViewer(logFromRecord(row), user));
    },
    matches: (event, user) => isChatChildEvent(event, 'chat-logs', user, params.chatId),
    changes: (event, user, send) => {
      const { change } = event;
      send([
        change.kind === 'removed'
          ? change
          : { kind: change.kind, row: logForViewer(change.row as Log, user) },
      ]);
    },
  };
}

/**
 * A log as this subscriber may see it: author names only for the roles that may see them (spec
 * §6, domain `canSeeLogAuthors`), so the name never reaches a browser that must not show it.
 */
function logForViewer(log: Log, user: AuthUser): Log {
  return canSeeLogAuthors(user.roles) ? log : { ...log, createdByName: null };
}
