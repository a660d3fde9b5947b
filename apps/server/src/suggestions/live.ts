import { asc, eq } from 'drizzle-orm';
import { chatChildLive, type ChatChildParams } from '../chats/actions/live.js';
import { suggestionFromRecord } from '../chats/rows.js';
import { suggestions } from '../db/schema.js';
import type { LiveContext, LiveDefinition } from '../live/queries.js';

/**
 * `chat.suggestions {locale, chatId}`: the chat's reply suggestions (domain `Suggestion` plus
 * id), oldest first; the newest is the one to offer.
 */
export function chatSuggestionsLive(params: ChatChildParams, ctx: LiveContext): LiveDefinition {
  // Suggestions carry no tenant: the chat's access check (tenant included) covers them.
  return chatChildLive(params, ctx, 'chat-suggestions', async (db) => {
    const rows = await db
      .select()
      .from(suggestions)
      .where(eq(suggestions.chatId, params.chatId))
      .orderBy(asc(suggestions.createdAt), asc(suggestions.id));
    return rows.map(suggestionFromRecord);
  });
}
