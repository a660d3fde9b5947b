import {
  applyLiveChange,
  PAGE_SIZE_LIVE_CHAT,
  type AbuseModificationData,
  type Chat,
  type Log,
  type Message,
  type QueuePool,
  type RegenerateSuggestionRequest,
  type SaveLogPayload,
  type SendMessageRequest,
} from '@switchboard/domain';
import type { ChatScope } from './chatLiveApi';
import { chatReadApi } from './chatReadApi';
import { callWith, inData } from '../../app/httpCall';
import {
  parseChatRow,
  parseLogRow,
  parseMessagePage,
  parseMessageRow,
  parseRemovedId,
  type MessagePage,
} from './chatRows';
import { mergeMessages } from './conversation';

export type { ChatScope } from './chatLiveApi';

/**
 * The chat calls over HTTP (the chat API contract), on top of the live queries. Answers that
 * change what a live list shows update its cache at once, so the screen does not wait for the
 * socket to report the same change.
 */
export const chatApi = chatReadApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- claims ----
    claimChat: build.mutation<Chat, { chatId: string; domain: string; messagePool: QueuePool }>({
      queryFn: callWith(
        ({ chatId, domain, messagePool }) => ({
          url: `/chats/${encodeURIComponent(chatId)}/claim`,
          method: 'POST',
          data: { domain, messagePool },
        }),
        inData(parseChatRow),
        'chat',
      ),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const chat = await answerOf(queryFulfilled);
        if (chat) dispatch(claimedChatKnown(chat));
      },
    }),
    claimNextChat: build.mutation<Chat, { pool: QueuePool; locales?: string[] }>({
      queryFn: callWith(
        (body) => ({ url: '/chats/claim-next', method: 'POST', data: body }),
        inData(parseChatRow),
        'chat',
      ),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const chat = await answerOf(queryFulfilled);
        if (chat) dispatch(claimedChatKnown(chat));
      },
    }),
    releaseChat: build.mutation<Chat, string>({
      queryFn: callWith(
        (chatId) => ({ url: `/chats/${encodeURIComponent(chatId)}/release`, method: 'POST' }),
        inData(parseChatRow),
        'chat',
      ),
      onQueryStarted: async (chatId, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(claimedChatGone(chatId));
      },
    }),

    // ---- messages ----
    olderMessages: build.mutation<MessagePage, ChatScope & { before: string }>({
      queryFn: callWith(
        ({ chatId, before }) => ({
          url: `/chats/${encodeURIComponent(chatId)}/messages`,
          params: { before, limit: PAGE_SIZE_LIVE_CHAT },
        }),
        parseMessagePage,
        'message page',
      ),
      // Older pages join the live list, so one list holds the conversation and live changes to
      // older messages (a moderator's deletion) apply to them too.
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const page = await answerOf(queryFulfilled);
        if (!page) return;
        dispatch(
          chatApi.util.updateQueryData('liveMessages', scopeOf(scope), (draft) => {
            draft.rows = mergeMessages(draft.rows, page.messages);
          }),
        );
      },
    }),
    sendMessage: build.mutation<Message, SendMessageRequest & { locale: string }>({
      queryFn: callWith(
        ({ locale: _locale, ...body }) => ({ url: '/message/send', method: 'POST', data: body }),
        inData(parseMessageRow),
        'message',
      ),
      // Sending releases the claim on the server; the claimed chat goes at once rather than
      // when the live query reports it.
      onQueryStarted: async (request, { dispatch, queryFulfilled }) => {
        const message = await answerOf(queryFulfilled);
        if (!message) return;
        dispatch(
          messageChanged({ locale: request.locale, chatId: request.chatDocumentId }, message),
        );
        dispatch(claimedChatGone(request.chatDocumentId));
      },
    }),
    deleteMessage: build.mutation<Message, ChatScope & { messageId: string; reason: string }>({
      queryFn: callWith(
        ({ chatId, messageId, reason }) => ({
          url: '/message/delete',
          method: 'POST',
          data: { chatId, messageId, reason },
        }),
        inData(parseMessageRow),
        'message',
      ),
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const message = await answerOf(queryFulfilled);
        if (message) dispatch(messageChanged(scopeOf(scope), message));
      },
    }),
    updateMessage: build.mutation<
      Message,
      ChatScope & { messageId: string; abuse_modification_data: AbuseModificationData }
    >({
      queryFn: callWith(
        ({ chatId, messageId, abuse_modification_data }) => ({
          url: '/message/update',
          method: 'POST',
          data: { chatId, messageId, abuse_modification_data },
        }),
        inData(parseMessageRow),
        'message',
      ),
      onQueryStarted: async (scope, { dispatch, queryFulfilled }) => {
        const message = await answerOf(queryFulfilled);
        if (message) dispatch(messageChanged(scopeOf(scope), message));
      },
    }),

    // ---- logbook and suggestions ----
    saveLog: build.mutation<Log, SaveLogPayload & { locale: string }>({
      queryFn: callWith(
        ({ locale: _locale, ...payload }) => ({ url: '/logs/save', method: 'POST', data: payload }),
        inData(parseLogRow),
        'log',
      ),
      onQueryStarted: async ({ locale, chatId }, { dispatch, queryFulfilled }) => {
        const log = await answerOf(queryFulfilled);
        if (!log) return;
        dispatch(
          chatApi.util.updateQueryData('liveLogs', { locale, chatId }, (draft) => {
            draft.rows = applyLiveChange(draft.rows, { kind: 'added', row: log });
          }),
        );
      },
    }),
    removeLog: build.mutation<string, ChatScope & { id: string }>({
      queryFn: callWith(
        ({ chatId, id }) => ({ url: '/logs/remove', method: 'POST', data: { chatId, id } }),
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
      queryFn: callWith(
        (body) => ({ url: '/suggestions/reGenerate', method: 'POST', data: body }),
        (answer) => answer ?? {},
        'suggestion',
      ),
    }),
  }),
});

const scopeOf = ({ locale, chatId }: ChatScope): ChatScope => ({ locale, chatId });

/** What a mutation answered, or null when it failed (the component shows that failure). */
function answerOf<T>(fulfilled: Promise<{ data: T }>): Promise<T | null> {
  // Not async: an await of its own would update the cache only after the caller has the answer.
  return fulfilled.then(
    ({ data }) => data,
    () => null,
  );
}

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
