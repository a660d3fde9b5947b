import { and, asc, eq } from 'drizzle-orm';
import { canSeeLogAuthors, mayReadChat, type Chat, type Log } from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import type { Database } from '../../db/client.js';
import { chatLogs } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { assertLocalesAllowed } from '../../http/middleware.js';
import type { FeedEvent, FeedRow } from '../../live/feed.js';
import type { LiveContext, LiveDefinition } from '../../live/queries.js';
import { logFromRecord, type ChatRecord } from '../rows.js';

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
): Promise<ChatRecord> {
  const record = await ctx.chats.loadChat(user.tenantId, chatId);
  if (record.locale !== locale) throw new NotFoundError('No such chat in this locale.');
  ctx.chats.assertChatAccess(user, record);
  return record;
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

/**
 * Who may read a chat can change while they watch it: an operator's claim ends when they reply,
 * release it or let it run out. A chat child live query (messages, logs, suggestions) checks
 * access when it starts, then follows the chat's own changes on the feed and passes its rows on
 * only while the subscriber may still read the chat (domain `mayReadChat`, at the time of each
 * change).
 */
export function chatReadAccess(ctx: LiveContext, params: ChatChildParams) {
  let chat: Chat | null = null;
  return {
    /** The check when subscribing (`assertChatChildAccess`); remembers the chat. */
    async check(user: AuthUser): Promise<void> {
      chat = ctx.chats.toChat(await assertChatChildAccess(ctx, user, params));
    },
    /** Whether an event is a change of the chat itself. */
    isChatEvent(event: FeedEvent, user: AuthUser): boolean {
      if (event.topic !== 'chats' || event.tenantId !== user.tenantId) return false;
      const id = event.change.kind === 'removed' ? event.change.id : event.change.row.id;
      return id === params.chatId;
    },
    /** Follows a change of the chat (from `isChatEvent`). */
    observe(event: FeedEvent): void {
      chat = event.change.kind === 'removed' ? null : (event.change.row as Chat);
    },
    mayRead(user: AuthUser): boolean {
      return chat !== null && mayReadChat(user, chat, ctx.clock());
    },
  };
}

/**
 * The live definition of a chat's child rows of `topic`: `load` reads them once access is
 * checked, `view` shapes a row for this subscriber; rows flow only while the chat is readable.
 */
export function chatChildLive(
  params: ChatChildParams,
  ctx: LiveContext,
  topic: FeedEvent['topic'],
  load: (db: Database, user: AuthUser) => Promise<FeedRow[]>,
  view: (row: FeedRow, user: AuthUser) => FeedRow = (row) => row,
): LiveDefinition {
  const access = chatReadAccess(ctx, params);
  return {
    authorize: (user) => assertLocalesAllowed(user, [params.locale]),
    initial: async (db, user) => {
      await access.check(user);
      return load(db, user);
    },
    matches: (event, user) =>
      isChatChildEvent(event, topic, user, params.chatId) || access.isChatEvent(event, user),
    changes: (event, user, send) => {
      if (event.topic === 'chats') return access.observe(event);
      if (!access.mayRead(user)) return;
      const { change } = event;
      send([
        change.kind === 'removed' ? change : { kind: change.kind, row: view(change.row, user) },
      ]);
    },
  };
}

/** `chat.logs {locale, chatId}`: the chat's logbook entries (domain `Log`), oldest first. */
export function chatLogsLive(params: ChatChildParams, ctx: LiveContext): LiveDefinition {
  return chatChildLive(
    params,
    ctx,
    'chat-logs',
    async (db, user) => {
      const rows = await db
        .select()
        .from(chatLogs)
        .where(and(eq(chatLogs.chatId, params.chatId), eq(chatLogs.tenantId, user.tenantId)))
        .orderBy(asc(chatLogs.createdAt), asc(chatLogs.id));
      return rows.map((row) => logForViewer(logFromRecord(row), user));
    },
    (row, user) => logForViewer(row as Log, user),
  );
}

/**
 * A log as this subscriber may see it: author names only for the roles that may see them (spec
 * §6, domain `canSeeLogAuthors`), so the name never reaches a browser that must not show it.
 */
function logForViewer(log: Log, user: AuthUser): Log {
  return canSeeLogAuthors(user.roles) ? log : { ...log, createdByName: null };
}
