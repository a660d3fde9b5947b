import {
  compareMessagesByTime,
  compareUnclaimedChats,
  PAGE_SIZE_LIVE_CHAT,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type Chat,
  type Log,
  type Message,
} from '@switchboard/domain';
import { api } from '../../app/api';
import {
  parseChatRow,
  parseLogRow,
  parseMessageRow,
  parseQueueCountRow,
  parseSuggestionRow,
  type QueueCountRow,
  type SuggestionRow,
} from './chatRows';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from '../../app/socket/liveQuery';

/** A chat's rows are per locale: its live queries name both. */
export interface ChatScope {
  locale: string;
  chatId: string;
}

/** A live list starts empty and unloaded; its rows arrive through the socket. */
const startEmpty = () => ({ data: EMPTY_LIVE_LIST });

/**
 * The chat live queries (spec §4; the chat API contract's "Live queries"): each keeps its rows
 * live through the socket, parsed with the domain schemas and ordered by the domain's rules.
 */
export const chatLiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ---- live queries (spec §4; contract "Live queries") ----
    liveQueueCounts: build.query<LiveList<QueueCountRow>, { locales: string[] }>({
      queryFn: startEmpty,
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList({ query: 'queues.counts', params: { locales: arg.locales } }, lifecycle, {
          parseRow: parseQueueCountRow,
        }),
    }),
    liveUnclaimed: build.query<LiveList<Chat>, { locales: string[] }>({
      queryFn: startEmpty,
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList({ query: 'chats.unclaimed', params: { locales: arg.locales } }, lifecycle, {
          parseRow: parseChatRow,
          compare: compareUnclaimedChats,
          limit: UNCLAIMED_CHAT_QUERY_LIMIT,
        }),
    }),
    liveClaimed: build.query<LiveList<Chat>, void>({
      queryFn: startEmpty,
      onCacheEntryAdded: (_arg, lifecycle) =>
        keepLiveList({ query: 'chat.claimed', params: {} }, lifecycle, {
          parseRow: parseChatRow,
        }),
    }),
    liveMessages: build.query<LiveList<Message>, ChatScope>({
      queryFn: startEmpty,
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList(
          {
            query: 'chat.messages',
            params: { locale: arg.locale, chatId: arg.chatId, pageSize: PAGE_SIZE_LIVE_CHAT },
          },
          lifecycle,
          { parseRow: parseMessageRow, compare: compareMessagesByTime },
        ),
    }),
    liveLogs: build.query<LiveList<Log>, ChatScope>({
      queryFn: startEmpty,
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList({ query: 'chat.logs', params: arg }, lifecycle, { parseRow: parseLogRow }),
    }),
    liveSuggestions: build.query<LiveList<SuggestionRow>, ChatScope>({
      queryFn: startEmpty,
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList({ query: 'chat.suggestions', params: arg }, lifecycle, {
          parseRow: parseSuggestionRow,
        }),
    }),
  }),
});
