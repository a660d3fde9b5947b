import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import {
  applyLiveChange,
  compareMessagesByTime,
  compareUnclaimedChats,
  PAGE_SIZE_LIVE_CHAT,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type AbuseModificationData,
  type Attachment,
  type Chat,
  type DomainConfig,
  type Log,
  type Message,
  type Profile,
  type QueuePool,
  type RegenerateSuggestionRequest,
  type SaveLogPayload,
  type SendMessageRequest,
} from '@switchboard/domain';
import { api } from '../../app/api';
import type { ApiError } from '../../app/apiError';
import type { HttpMeta, HttpRequest } from '../../app/baseQuery';
import {
  badAnswer,
  dataOf,
  parseChatRow,
  parseDomainConfigs,
  parseLogRow,
  parseMessagePage,
  parseMessageRow,
  parseProfile,
  parseQueueCountRow,
  parseRemovedId,
  parseSignedUrl,
  parseSignedUrlMap,
  parseAttachments,
  parseSuggestionRow,
  type MessagePage,
  type QueueCountRow,
  type SuggestionRow,
} from './chatRows';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from './liveList';
import { mergeMessages } from './conversation';

type Answer<T> = QueryReturnValue<T, ApiError, HttpMeta | undefined>;
type BaseCall = (args: HttpRequest | string) => PromiseLike<Answer<unknown>> | Answer<unknown>;

/** One HTTP call whose answer is parsed with a domain schema; a bad answer is an error. */
async function call<T>(
  baseQuery: BaseCall,
  request: HttpRequest | string,
  parse: (answer: unknown) => T | null,
  what: string,
): Promise<Answer<T>> {
  const result = await baseQuery(request);
  if (result.error) return { error: result.error, meta: result.meta };
  const data = parse(result.data);
  return data === null
    ? { error: badAnswer(what), meta: result.meta }
    : { data, meta: result.meta };
}

/** `{data: …}` of the answer, parsed with `parse`. */
const inData =
  <T>(parse: (value: unknown) => T | null) =>
  (answer: unknown) =>
    dataOf(answer, parse);

export interface ChatScope {
  locale: string;
  chatId: string;
}

/** A live list starts empty and unloaded; its rows arrive through the socket. */
const startEmpty = () => ({ data: EMPTY_LIVE_LIST });

export const chatApi = api.injectEndpoints({
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

    // ---- reads ----
    getDomains: build.query<DomainConfig[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        call(baseQuery, '/domains', inData(parseDomainConfigs), 'domain list'),
    }),
    getCustomerProfile: build.query<Profile, string>({
      queryFn: (id, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          `/customers/${encodeURIComponent(id)}`,
          inData(parseProfile),
          'customer profile',
        ),
    }),
    getEntertainmentProfile: build.query<Profile, string>({
      queryFn: (id, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          `/entertainment-profiles/${encodeURIComponent(id)}`,
          inData(parseProfile),
          'entertainment profile',
        ),
    }),
    /** A signed, expiring URL of an attachment (a URL, or a CDN hash of `domain`). */
    signUrl: build.query<string, { url: string; domain: string }>({
      queryFn: (body, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/url/sign', method: 'POST', data: body },
          inData(parseSignedUrl),
          'signed URL',
        ),
    }),
    /** Signed URLs of many attachments at once, by the URL or hash asked for. */
    signUrls: build.query<Record<string, string>, { urls: string[]; domain: string }>({
      queryFn: ({ urls, domain }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/url/sign-bulk', method: 'POST', data: { urls, with_keys: true, domain } },
          inData(parseSignedUrlMap),
          'signed URLs',
        ),
    }),
    /** The photos of an entertainment profile, from its domain's message-central API. */
    getProfileAttachments: build.query<Attachment[], { basePath: string; profileId: string }>({
      queryFn: ({ basePath, profileId }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          `${basePath}/profiles/${encodeURIComponent(profileId)}/attachments`,
          inData(parseAttachments),
          'attachment list',
        ),
    }),

    // ---- claims ----
    claimChat: build.mutation<Chat, { chatId: string; domain: string; messagePool: QueuePool }>({
      queryFn: ({ chatId, domain, messagePool }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          {
            url: `/chats/${encodeURIComponent(chatId)}/claim`,
            method: 'POST',
            data: { domain, messagePool },
          },
          inData(parseChatRow),
          'chat',
        ),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data: chat } = await queryFulfilled.catch(() => ({ data: null }));
        if (chat) dispatch(claimedChatKnown(chat));
      },
    }),
    claimNextChat: build.mutation<Chat, { pool: QueuePool; locales?: string[] }>({
      queryFn: (body, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/chats/claim-next', method: 'POST', data: body },
          inData(parseChatRow),
          'chat',
        ),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data: chat } = await queryFulfilled.catch(() => ({ data: null }));
        if (chat) dispatch(claimedChatKnown(chat));
      },
    }),
    releaseChat: build.mutation<Chat, string>({
      queryFn: (chatId, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: `/chats/${encodeURIComponent(chatId)}/release`, method: 'POST' },
          inData(parseChatRow),
          'chat',
        ),
      onQueryStarted: async (chatId, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(claimedChatGone(chatId));
      },
    }),

    // ---- messages ----
    olderMessages: build.mutation<MessagePage, ChatScope & { before: string }>({
      queryFn: ({ chatId, before }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          {
            url: `/chats/${encodeURIComponent(chatId)}/messages`,
            params: { before, limit: PAGE_SIZE_LIVE_CHAT },
          },
          parseMessagePage,
          'message page',
        ),
      // Older pages join the live list, so one list holds the conversation and live changes to
      // older messages (a moderator's deletion) apply to them too.
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const { data: page } = await queryFulfilled.catch(() => ({ data: null }));
        if (!page) return;
        dispatch(
          chatApi.util.updateQueryData('liveMessages', scopeOf(scope), (draft) => {
            draft.rows = mergeMessages(draft.rows, page.messages);
          }),
        );
      },
    }),
    sendMessage: build.mutation<Message, SendMessageRequest & { locale: string }>({
      queryFn: ({ locale: _locale, ...body }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/message/send', method: 'POST', data: body },
          inData(parseMessageRow),
          'message',
        ),
      // Sending releases the claim on the server; the claimed chat goes at once rather than
      // when the live query reports it.
      onQueryStarted: async (request, { dispatch, queryFulfilled }) => {
        const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
        if (!message) return;
        dispatch(
          messageChanged({ locale: request.locale, chatId: request.chatDocumentId }, message),
        );
        dispatch(claimedChatGone(request.chatDocumentId));
      },
    }),
    deleteMessage: build.mutation<Message, ChatScope & { messageId: string; reason: string }>({
      queryFn: ({ chatId, messageId, reason }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/message/delete', method: 'POST', data: { chatId, messageId, reason } },
          inData(parseMessageRow),
          'message',
        ),
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
        if (message) dispatch(messageChanged(scopeOf(scope), message));
      },
    }),
    updateMessage: build.mutation<
      Message,
      ChatScope & { messageId: string; abuse_modification_data: AbuseModificationData }
    >({
      queryFn: ({ chatId, messageId, abuse_modification_data }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          {
            url: '/message/update',
            method: 'POST',
            data: { chatId, messageId, abuse_modification_data },
          },
          inData(parseMessageRow),
          'message',
        ),
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
        if (message) dispatch(messageChanged(scopeOf(scope), message));
      },
    }),

    // ---- logbook and suggestions ----
    saveLog: build.mutation<Log, SaveLogPayload & { locale: string }>({
      queryFn: ({ locale: _locale, ...payload }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/logs/save', method: 'POST', data: payload },
          inData(parseLogRow),
          'log',
        ),
      onQueryStarted: async ({ locale, chatId }, { dispatch, queryFulfilled }) => {
        const { data: log } = await queryFulfilled.catch(() => ({ data: null }));
        if (!log) return;
        dispatch(
          chatApi.util.updateQueryData('liveLogs', { locale, chatId }, (draft) => {
            draft.rows = applyLiveChange(draft.rows, { kind: 'added', row: log });
          }),
        );
      },
    }),
    removeLog: build.mutation<string, ChatScope & { id: string }>({
      queryFn: ({ chatId, id }, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/logs/remove', method: 'POST', data: { chatId, id } },
          inData(parseRemovedId),
          'removal',
        ),
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        if (!(await succeeded(queryFulfilled))) return;
        dispatch(
          chatApi.util.updateQueryData('liveLogs', scopeOf(scope), (draft) => {
            draft.rows = applyLiveChange(draft.rows, { kind: 'removed', id: scope.id });
          }),
        );
      },
    }),
    regenerateSuggestion: build.mutation<unknown, RegenerateSuggestionRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        call(
          baseQuery,
          { url: '/suggestions/reGenerate', method: 'POST', data: body },
          (answer) => answer ?? {},
          'suggestion',
        ),
    }),
  }),
});

const scopeOf = ({ locale, chatId }: ChatScope): ChatScope => ({ locale, chatId });

async function succeeded(fulfilled: Promise<unknown>): Promise<boolean> {
  try {
    await fulfilled;
    return true;
  } catch {
    return false;
  }
}

/** A claim answered: the claimed chat is known before the live query reports it. */
function claimedChatKnown(chat: Chat) {
  return chatApi.util.updateQueryData('liveClaimed', undefined, (draft) => {
    draft.rows = [chat];
    draft.loaded = true;
  });
}

/** The claim on `chatId` ended (released or answered). */
function claimedChatGone(chatId: string) {
  return chatApi.util.updateQueryData('liveClaimed', undefined, (draft) => {
    draft.rows = draft.rows.filter((chat) => chat.id !== chatId);
  });
}

function messageChanged(scope: ChatScope, message: Message) {
  return chatApi.util.updateQueryData('liveMessages', scope, (draft) => {
    draft.rows = mergeMessages(draft.rows, [message]);
  });
}

export const {
  useLiveQueueCountsQuery,
  useLiveUnclaimedQuery,
  useLiveClaimedQuery,
  useLiveMessagesQuery,
  useLiveLogsQuery,
  useLiveSuggestionsQuery,
  useGetDomainsQuery,
  useGetCustomerProfileQuery,
  useGetEntertainmentProfileQuery,
  useSignUrlQuery,
  useSignUrlsQuery,
  useGetProfileAttachmentsQuery,
  useClaimChatMutation,
  useClaimNextChatMutation,
  useReleaseChatMutation,
  useOlderMessagesMutation,
  useSendMessageMutation,
  useDeleteMessageMutation,
  useUpdateMessageMutation,
  useSaveLogMutation,
  useRemoveLogMutation,
  useRegenerateSuggestionMutation,
} = chatApi;
