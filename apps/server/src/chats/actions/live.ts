import { and, asc, eq } from 'drizzle-orm';
import {
  canSeeLogAuthors,
  CHAT_READER_ROLES,
  hasRole,
  mayReadChat,
  type Chat,
  type Log,
} from '@switchboard/domain';
import type { AuthUser } from '../../auth/service.js';
import { chatLogs } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';
import { assertLocalesAllowed } from '../../auth/access.js';
import type { FeedEvent, FeedRow, FeedTopic } from '../../live/feed.js';
import type { LiveContext, LiveQueries, LiveQueryDefinition } from '../../live/registry.js';
import { cachedRowsSource } from '../../live/sources.js';
import { logFromRecord, type ChatRecord } from '../rows.js';
import type { ChatService } from '../service.js';

export interface ChatChildParams {
  locale: string;
  chatId: string;
}

/**
 * Checks that the chat is the caller's to read: in their tenant, in the locale the query names
 * (one of their geos), and claimed by them or they review chats (`assertChatAccess`).
 */
export async function assertChatChildAccess(
  ctx: { chats: ChatService },
  user: AuthUser,
  { locale, chatId }: ChatChildParams,
): Promise<ChatRecord> {
  const record = await ctx.chats.loadChat(user.tenantId, chatId);
  if (record.locale !== locale) throw new NotFoundError('No such chat in this locale.');
  ctx.chats.assertChatAccess(user, record);
  return record;
}

/**
 * Who shares a chat child live query: reviewers (Admin, Manager, AbuseChecker) of the chat's
 * locale share one per view (`view` tells what of the rows depends on the role); anyone else reads
 * the chat through their own claim, which ends on its own, so each of them has their own.
 */
function chatChildAudience(user: AuthUser, view: string): string {
  return hasRole(user.roles, CHAT_READER_ROLES) ? `review:${view}` : `claim:${user.uid}`;
}

/**
 * The live definition of a chat's child rows of `topic` (messages, logs, suggestions): access is
 * checked when subscribing (`assertChatChildAccess`); `load` reads the rows, `options.view`
 * shapes a row for the audience (`view.key` names that shape). Who may read a chat can change
 * while they watch it: an operator's claim ends when they reply, release it or let it run out. So
 * the source follows the chat's own changes on the feed and passes rows on only while its
 * audience may still read the chat (domain `mayReadChat`, at the time of each change).
 *
 * `options.writer` names who wrote a row, for rows written by the write that ends the writer's
 * claim (an operator's reply): its row reaches the writer even when this process has already
 * heard the chat's change in that write. It can have: the chat's change comes by reference, read
 * from the database when heard, so with PostgreSQL under load its read may come back before the
 * reply's own event is heard after the commit (a CI run lost an operator's reply to their own
 * screen so).
 */
export function chatChildLive<P extends ChatChildParams>(
  ctx: LiveContext & { chats: ChatService },
  topic: FeedTopic,
  load: (params: P, user: AuthUser) => Promise<FeedRow[]>,
  options: {
    view?: { key: (user: AuthUser) => string; row: (row: FeedRow, user: AuthUser) => FeedRow };
    writer?: (row: FeedRow) => string | null;
  } = {},
): LiveQueryDefinition<P> {
  const { view = { key: () => '', row: (row: FeedRow) => row }, writer } = options;
  return {
    authorize: async (user, params) => {
      assertLocalesAllowed(user, [params.locale]);
      await assertChatChildAccess(ctx, user, params);
    },
    audience: (user) => chatChildAudience(user, view.key(user)),
    open: (params, user) => {
      let chat: Chat | null = null;
      const isChat = (event: FeedEvent) =>
        event.topic === 'chats' &&
        (event.change.kind === 'removed' ? event.change.id : event.change.row.id) === params.chatId;
      return cachedRowsSource({
        topics: [topic, 'chats'],
        matches: (event) => event.chatId === params.chatId || isChat(event),
        read: async () => {
          chat = ctx.chats.toChat(await ctx.chats.loadChat(user.tenantId, params.chatId));
          return (await load(params, user)).map((row) => view.row(row, user));
        },
        observe: (event) => {
          if (!isChat(event)) return false;
          chat = event.change.kind === 'removed' ? null : (event.change.row as Chat);
          return true;
        },
        pass: (change) =>
          (chat !== null && mayReadChat(user, chat, ctx.clock())) ||
          (change.kind === 'added' && writer?.(change.row) === user.uid),
        shape: (row) => view.row(row, user),
      });
    },
  };
}

/** `chat.logs {locale, chatId}`: the chat's logbook entries (domain `Log`), oldest first. */
export function registerChatLogsLive(
  live: LiveQueries,
  ctx: LiveContext & { chats: ChatService },
): void {
  live.register(
    'chat.logs',
    chatChildLive(
      ctx,
      'chat-logs',
      async (params, user) => {
        const rows = await ctx.db
          .select()
          .from(chatLogs)
          .where(and(eq(chatLogs.chatId, params.chatId), eq(chatLogs.tenantId, user.tenantId)))
          .orderBy(asc(chatLogs.createdAt), asc(chatLogs.id));
        return rows.map(logFromRecord);
      },
      {
        view: {
          key: (user) => (canSeeLogAuthors(user.roles) ? 'authors' : 'no-authors'),
          row: (row, user) => logForViewer(row as Log, user),
        },
      },
    ),
  );
}

/**
 * A log as this subscriber may see it: author names only for the roles that may see them (spec
 * §6, domain `canSeeLogAuthors`), so the name never reaches a browser that must not show it.
 */
function logForViewer(log: Log, user: AuthUser): Log {
  return canSeeLogAuthors(user.roles) ? log : { ...log, createdByName: null };
}
