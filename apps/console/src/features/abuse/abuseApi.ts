import {
  AbuseAuditTrail,
  AbuseHistoryPage,
  AbuseWord,
  AbuseWordList,
  AbuseWordDryRun,
  FlaggedItem,
  FlaggedMessageContext,
  ImportAbuseWordsResult,
  NextFlaggedItem,
  ReportedChatPage,
  ReportedMessage,
  ReportedMessagesPage,
  RemediationList,
  flaggedItemKey,
  type AbuseAuditEntry,
  type FlaggedMessageItem,
  toMillis,
  type AbuseHistoryQuery,
  type AbuseVerdictRequest,
  type AddAbuseWordRequest,
  type FlaggedItemRef,
  type ImportAbuseWordsInput,
  type ReportedMessageFilter,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from '../chat/liveList';
import { inData, schemaCall } from '../pokes/pokeCalls';
import { ABUSE_PATHS } from './abusePaths';

/** The queue: oldest first; equal times by kind, locale and id (as the server orders it). */
export function compareFlaggedItems(a: FlaggedItem, b: FlaggedItem): number {
  const difference = toMillis(a.createdAt) - toMillis(b.createdAt);
  if (difference !== 0) return difference;
  const keyA = flaggedItemKey(a);
  const keyB = flaggedItemKey(b);
  return Number(keyA > keyB) - Number(keyA < keyB);
}

export function parseFlaggedItem(row: unknown): FlaggedItem | null {
  const parsed = FlaggedItem.safeParse(row);
  return parsed.success ? parsed.data : null;
}

const refOf = ({ kind, locale, id }: FlaggedItemRef): FlaggedItemRef => ({ kind, locale, id });

const ItemAnswer = inData(FlaggedItem);
const NextAnswer = inData(NextFlaggedItem);
const WordsAnswer = inData(AbuseWordList);
const WordAnswer = inData(AbuseWord);
/** An answer whose body the screen does not use. */
const AnyAnswer = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };

/** Query parameters without the empty ones. */
function paramsOf(query: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params[key] = value;
    if (typeof value === 'number') params[key] = value;
  }
  return params;
}

/**
 * The abuse review calls (issue #13; spec §4, §5, §7): the live review queue, claiming the next
 * item, claim / unclaim / release / mark, the context and audit trail of an item, the history,
 * remediation, the word list with import and dry run, and the reported messages. Every answer is
 * checked with the domain's schemas.
 */
export const abuseApi = api
  .enhanceEndpoints({ addTagTypes: ['AbuseWords', 'AbuseHistory', 'Remediation', 'Reported'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- the review queue (live) ----
      liveAbuseQueue: build.query<LiveList<FlaggedItem>, void>({
        queryFn: () => ({ data: EMPTY_LIVE_LIST }),
        onCacheEntryAdded: (_arg, lifecycle) =>
          keepLiveList({ query: 'abuse.queue', params: {} }, lifecycle, {
            parseRow: parseFlaggedItem,
            compare: compareFlaggedItems,
          }),
      }),
      /** Claims the reviewer's next item: their live claim, else the oldest free one; null if none. */
      nextAbuseItem: build.mutation<
        FlaggedItem | null,
        { locale?: string | undefined; kind?: string | undefined; exclude?: FlaggedItemRef[] }
      >({
        queryFn: schemaCall(
          ({ exclude = [], ...filter }) => ({
            url: ABUSE_PATHS.next,
            method: 'POST',
            data: { ...paramsOf(filter), ...(exclude.length > 0 ? { exclude } : {}) },
          }),
          NextAnswer,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      claimAbuseItem: build.mutation<FlaggedItem, FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ({ url: ABUSE_PATHS.claim(refOf(ref)), method: 'POST' }),
          ItemAnswer,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      unclaimAbuseItem: build.mutation<FlaggedItem, FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ({ url: ABUSE_PATHS.unclaim(refOf(ref)), method: 'POST' }),
          ItemAnswer,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      /** Admin: ends whoever's claim on the item, so another reviewer can take it. */
      releaseAbuseItem: build.mutation<FlaggedItem, FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ({ url: ABUSE_PATHS.release(refOf(ref)), method: 'POST' }),
          ItemAnswer,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      markAbuseItem: build.mutation<FlaggedItem, FlaggedItemRef & AbuseVerdictRequest>({
        queryFn: schemaCall(
          ({ verdict, reason, ...ref }) => ({
            url: ABUSE_PATHS.mark(refOf(ref)),
            method: 'POST',
            data: reason ? { verdict, reason } : { verdict },
          }),
          ItemAnswer,
          'review item',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseHistory', 'Remediation']),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      abuseContext: build.query<FlaggedMessageContext, FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ABUSE_PATHS.context(refOf(ref)),
          inData(FlaggedMessageContext),
          'conversation',
        ),
      }),
      abuseAudit: build.query<AbuseAuditEntry[], FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ABUSE_PATHS.audit(refOf(ref)),
          inData(AbuseAuditTrail),
          'audit trail',
        ),
        providesTags: ['AbuseHistory'],
      }),

      // ---- history and remediation (Admin) ----
      abuseHistory: build.query<AbuseHistoryPage, AbuseHistoryQuery>({
        queryFn: schemaCall(
          (query) => ({ url: ABUSE_PATHS.history, params: paramsOf(query) }),
          AbuseHistoryPage,
          'history page',
        ),
        providesTags: ['AbuseHistory'],
      }),
      remediation: build.query<FlaggedMessageItem[], void>({
        queryFn: schemaCall(
          () => ABUSE_PATHS.remediation,
          inData(RemediationList),
          'remediation list',
        ),
        providesTags: ['Remediation'],
      }),
      remediationDone: build.mutation<unknown, FlaggedItemRef>({
        queryFn: schemaCall(
          (ref) => ({ url: ABUSE_PATHS.remediationDone(refOf(ref)), method: 'POST' }),
          AnyAnswer,
          'answer',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['Remediation', 'AbuseHistory']),
      }),

      // ---- words (Admin) ----
      abuseWords: build.query<AbuseWord[], void>({
        queryFn: schemaCall(() => ABUSE_PATHS.words, WordsAnswer, 'word list'),
        providesTags: ['AbuseWords'],
      }),
      addAbuseWord: build.mutation<AbuseWord, AddAbuseWordRequest>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.words, method: 'POST', data: body }),
          WordAnswer,
          'word',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      removeAbuseWord: build.mutation<AbuseWord, string>({
        queryFn: schemaCall(
          (id) => ({ url: ABUSE_PATHS.word(id), method: 'DELETE' }),
          WordAnswer,
          'word',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      importAbuseWords: build.mutation<ImportAbuseWordsResult, ImportAbuseWordsInput>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.wordsImport, method: 'POST', data: body }),
          inData(ImportAbuseWordsResult),
          'import result',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      /** What a new word would have flagged in the last 7 days, with examples. */
      abuseWordDryRun: build.mutation<AbuseWordDryRun, AddAbuseWordRequest>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.wordDryRun, method: 'POST', data: body }),
          inData(AbuseWordDryRun),
          'dry run',
        ),
      }),

      // ---- reported messages (Admin, Manager) ----
      reportedMessages: build.query<
        ReportedMessagesPage,
        { page: number; filter: ReportedMessageFilter }
      >({
        queryFn: schemaCall(
          ({ page, filter }) => ({
            url: ABUSE_PATHS.reported,
            params:
              filter === 'all'
                ? { page }
                : { page, processed: filter === 'processed' ? 'true' : 'false' },
          }),
          ReportedMessagesPage,
          'reported messages page',
        ),
        providesTags: ['Reported'],
      }),
      reportedMessage: build.query<ReportedMessage, { geo: string; id: string }>({
        queryFn: schemaCall(
          ({ geo, id }) => ABUSE_PATHS.reportedOne(geo, id),
          inData(ReportedMessage),
          'reported message',
        ),
        providesTags: (_answer, _error, { id }) => [{ type: 'Reported', id }],
      }),
      reportedChat: build.query<ReportedChatPage, { geo: string; id: string; page: number }>({
        queryFn: schemaCall(
          ({ geo, id, page }) => ({ url: ABUSE_PATHS.reportedChat(geo, id), params: { page } }),
          ReportedChatPage,
          'conversation page',
        ),
      }),
      setReportProcessed: build.mutation<
        unknown,
        { geo: string; id: string; isProcessed: boolean }
      >({
        queryFn: schemaCall(
          ({ geo, id, isProcessed }) => ({
            url: ABUSE_PATHS.reportedProcessed(geo),
            method: 'POST',
            data: { id, isProcessed },
          }),
          AnyAnswer,
          'answer',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['Reported']),
      }),
    }),
  });

/** What a mutation answered, or null when it failed (the component shows that failure). */
function answerOf<T>(fulfilled: Promise<{ data: T }>): Promise<T | null> {
  return fulfilled.then(
    ({ data }) => data,
    () => null,
  );
}

/** An answered item replaces its row in the live queue at once; a decided one leaves it. */
export function queueItemChanged(item: FlaggedItem) {
  return abuseApi.util.updateQueryData('liveAbuseQueue', undefined, (draft) => {
    const key = flaggedItemKey(item);
    const others = draft.rows.filter((row) => flaggedItemKey(row) !== key);
    const decided = item.abuse.status === 'safe' || item.abuse.status === 'abuse';
    draft.rows = decided ? others : [...others, item].sort(compareFlaggedItems);
  });
}

export const {
  useLiveAbuseQueueQuery,
  useNextAbuseItemMutation,
  useClaimAbuseItemMutation,
  useUnclaimAbuseItemMutation,
  useReleaseAbuseItemMutation,
  useMarkAbuseItemMutation,
  useAbuseContextQuery,
  useAbuseAuditQuery,
  useAbuseHistoryQuery,
  useRemediationQuery,
  useRemediationDoneMutation,
  useAbuseWordsQuery,
  useAddAbuseWordMutation,
  useRemoveAbuseWordMutation,
  useImportAbuseWordsMutation,
  useAbuseWordDryRunMutation,
  useReportedMessagesQuery,
  useReportedMessageQuery,
  useReportedChatQuery,
  useSetReportProcessedMutation,
} = abuseApi;
