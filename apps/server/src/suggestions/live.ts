import { asc, eq } from 'drizzle-orm';
import { chatChildLive } from '../chats/actions/live.js';
import { suggestionFromRecord } from '../chats/rows.js';
import type { ChatService } from '../chats/service.js';
import { suggestions } from '../db/schema.js';
import type { LiveContext, LiveQueries } from '../live/registry.js';

/**
 * `chat.suggestions {locale, chatId}`: the chat's reply suggestions (domain `Suggestion` plus
 * id), oldest first; the newest is the one to offer.
 */
export function registerChatSuggestionsLive(
  live: LiveQueries,
  ctx: LiveContext & { chats: ChatService },
): void {
  // Suggestions carry no tenant: the chat's access check (tenant included) covers them.
  live.register(
    'chat.suggestions',
    chatChildLive(ctx, 'chat-suggestions', async (params) => {
      const rows = await ctx.db
        .select()
        .from(suggestions)
        .where(eq(suggestions.chatId, params.chatId))
        .orderBy(asc(suggestions.createdAt), asc(suggestions.id));
      return rows.map(suggestionFromRecord);
    }),
  );
}
