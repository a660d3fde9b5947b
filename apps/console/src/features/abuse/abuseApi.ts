import {
  AbuseAuditResponse,
  AbuseBulkResponse,
  AbuseItem,
  AbuseItemDetailsResponse,
  AbuseItemPageResponse,
  AbuseItemResponse,
  AbuseNextResponse,
  AbuseUndoResponse,
  AbuseWord,
  AbuseWordDryRunResponse,
  AbuseWordListResponse,
  ImportAbuseWordsResponse,
  ReportedMessageDetailsResponse,
  ReportedMessagePageResponse,
  ReportedMessageResponse,
  abuseItemKey,
  isAbuseVerdict,
  toMillis,
  type AbuseAuditEntry,
  type AbuseBulkResult,
  type AbuseItemDetails,
  type AbuseItemKind,
  type AbuseMarkRequest,
  type AbuseRemediateRequest,
  type AbuseUndoResult,
  type AbuseWordDryRunResult,
  type AddAbuseWordRequest,
  type ImportAbuseWordsInput,
  type ImportAbuseWordsResult,
  type ReportedMessageDetails,
  type ReportedMessageItem,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from '../chat/liveList';
import { inData, schemaCall } from '../../app/schemaCall';
import { ABUSE_PATHS } from './abusePaths';

/** The queue: oldest first; equal times by kind, locale and id. */
export function compareAbuseItems(a: AbuseItem, b: AbuseItem): number {
  const difference = toMillis(a.createdAt) - toMillis(b.createdAt);
  if (difference !== 0) return difference;
  const keyA = abuseItemKey(a);
  const keyB = abuseItemKey(b);
  return Number(keyA > keyB) - Number(keyA < keyB);
}

export function parseAbuseItem(row: unknown): AbuseItem | null {
  const parsed = AbuseItem.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** The live review queue, and the server's refusal of it (its own text) if it refused. */
export interface AbuseQueueList extends LiveList<AbuseItem> {
  error?: string | null;
}

/** A page of a paged abuse list, as the screens read it. */
export interface AbusePage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** Query parameters without the empty ones. */
function paramsOf(query: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params[key] = value;
    if (typeof value === 'number') params[key] = value;
  }
  return params;
}

export interface HistoryFilter {
  page: number;
  reviewer?: string | undefined;
  kind?: string | undefined;
  verdict?: string | undefined;
  locale?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const Item = inData(AbuseItemResponse.shape.data);
const ItemPage = inData(AbuseItemPageResponse.shape.data);

/**
 * The abuse review calls (issue #13; spec §4, §5, §7; the server's list in
 * apps/server/src/abuse/README.md): the live review queue, the next item, claim / unclaim /
 * release / mark, bulk decisions and their undo, an item's context and audit trail, history,
 * remediation, the word list with import and dry run, and the reported messages. Every answer is
 * checked with the domain's schemas.
 */
export const abuseApi = api
  .enhanceEndpoints({ addTagTypes: ['AbuseWords', 'AbuseHistory', 'Remediation', 'Reported'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- the review queue (live) ----
      liveAbuseQueue: build.query<AbuseQueueList, void>({
        queryFn: () => ({ data: { ...EMPTY_LIVE_LIST, error: null } }),
        onCacheEntryAdded: (_arg, lifecycle) =>
          keepLiveList({ query: 'abuse.queue', params: {} }, lifecycle, {
            parseRow: parseAbuseItem,
            compare: compareAbuseItems,
            // The server refused the subscription: the screens say so instead of loading on.
            onError: (error) =>
              lifecycle.updateCachedData((draft) => {
                draft.loaded = true;
                draft.error = error.message;
              }),
          }),
      }),
      /**
       * Claims the reviewer's next item: their live claim, else the oldest free one of the locales
       * and kind, never one of `skip`; null if none.
       */
      nextAbuseItem: build.mutation<
        AbuseItem | null,
        {
          locales?: string[] | undefined;
          kind?: AbuseItemKind | undefined;
          skip?: string[] | undefined;
        }
      >({
        queryFn: schemaCall(
          ({ locales, kind, skip }) => ({
            url: ABUSE_PATHS.next,
            method: 'POST',
            data: {
              ...(locales && locales.length > 0 ? { locales } : {}),
              ...(kind ? { kind } : {}),
              ...(skip && skip.length > 0 ? { skip } : {}),
            },
          }),
          inData(AbuseNextResponse.shape.data),
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      claimAbuseItem: build.mutation<AbuseItem, string>({
        queryFn: schemaCall(
          (id) => ({ url: ABUSE_PATHS.claim(id), method: 'POST' }),
          Item,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      unclaimAbuseItem: build.mutation<AbuseItem, string>({
        queryFn: schemaCall(
          (id) => ({ url: ABUSE_PATHS.unclaim(id), method: 'POST' }),
          Item,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      /** Admin: ends whoever's claim on the item, so another reviewer can take it. */
      releaseAbuseItem: build.mutation<AbuseItem, string>({
        queryFn: schemaCall(
          (id) => ({ url: ABUSE_PATHS.release(id), method: 'POST' }),
          Item,
          'review item',
        ),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      markAbuseItem: build.mutation<AbuseItem, { id: string } & AbuseMarkRequest>({
        queryFn: schemaCall(
          ({ id, ...body }) => ({ url: ABUSE_PATHS.mark(id), method: 'POST', data: body }),
          Item,
          'review item',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseHistory', 'Remediation']),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const item = await answerOf(queryFulfilled);
          if (item) dispatch(queueItemChanged(item));
        },
      }),
      /** Admin: one verdict and one reason for many items (undoable for a few seconds). */
      bulkDecide: build.mutation<
        AbuseBulkResult,
        { ids: string[]; verdict: 'safe' | 'abuse'; reason: string }
      >({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.bulk, method: 'POST', data: body }),
          inData(AbuseBulkResponse.shape.data),
          'bulk decision',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseHistory', 'Remediation']),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const result = await answerOf(queryFulfilled);
          for (const item of result?.decided ?? []) dispatch(queueItemChanged(item));
        },
      }),
      /** Undoes a recent decision (a mark or a bulk decision) of the caller. */
      undoDecision: build.mutation<AbuseUndoResult, string>({
        queryFn: schemaCall(
          (batchId) => ({ url: ABUSE_PATHS.undo(batchId), method: 'POST' }),
          inData(AbuseUndoResponse.shape.data),
          'undo',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseHistory', 'Remediation']),
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const result = await answerOf(queryFulfilled);
          for (const item of [...(result?.restored ?? []), ...(result?.released ?? [])]) {
            dispatch(queueItemChanged(item));
          }
        },
      }),
      /** An item with the conversation around it (messages) and its audit trail. */
      abuseItemDetails: build.query<AbuseItemDetails, string>({
        queryFn: schemaCall(
          (id) => ABUSE_PATHS.item(id),
          inData(AbuseItemDetailsResponse.shape.data),
          'review item',
        ),
      }),
      abuseAudit: build.query<AbuseAuditEntry[], string>({
        queryFn: schemaCall(
          (id) => ABUSE_PATHS.audit(id),
          inData(AbuseAuditResponse.shape.data),
          'audit trail',
        ),
        providesTags: ['AbuseHistory'],
      }),

      // ---- history and remediation (Admin) ----
      abuseHistory: build.query<AbusePage<AbuseItem>, HistoryFilter>({
        queryFn: schemaCall(
          (query) => ({ url: ABUSE_PATHS.history, params: paramsOf({ ...query }) }),
          ItemPage,
          'history page',
        ),
        providesTags: ['AbuseHistory'],
      }),
      remediation: build.query<AbusePage<AbuseItem>, { page: number }>({
        queryFn: schemaCall(
          ({ page }) => ({ url: ABUSE_PATHS.remediation, params: { page, state: 'needed' } }),
          ItemPage,
          'remediation list',
        ),
        providesTags: ['Remediation'],
      }),
      remediate: build.mutation<AbuseItem, { id: string; request: AbuseRemediateRequest }>({
        queryFn: schemaCall(
          ({ id, request }) => ({ url: ABUSE_PATHS.remediate(id), method: 'POST', data: request }),
          Item,
          'review item',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['Remediation', 'AbuseHistory']),
      }),

      // ---- words (Admin) ----
      abuseWords: build.query<AbuseWord[], void>({
        queryFn: schemaCall(
          () => ABUSE_PATHS.words,
          inData(AbuseWordListResponse.shape.data),
          'word list',
        ),
        providesTags: ['AbuseWords'],
      }),
      addAbuseWord: build.mutation<AbuseWord, AddAbuseWordRequest>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.words, method: 'POST', data: body }),
          inData(AbuseWord),
          'word',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      removeAbuseWord: build.mutation<AbuseWord, string>({
        queryFn: schemaCall(
          (id) => ({ url: ABUSE_PATHS.word(id), method: 'DELETE' }),
          inData(AbuseWord),
          'word',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      importAbuseWords: build.mutation<ImportAbuseWordsResult, ImportAbuseWordsInput>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.wordsImport, method: 'POST', data: body }),
          inData(ImportAbuseWordsResponse.shape.data),
          'import result',
        ),
        invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
      }),
      /** What a new word would have flagged in the last 7 days, with examples. */
      abuseWordDryRun: build.mutation<AbuseWordDryRunResult, AddAbuseWordRequest>({
        queryFn: schemaCall(
          (body) => ({ url: ABUSE_PATHS.wordDryRun, method: 'POST', data: body }),
          inData(AbuseWordDryRunResponse.shape.data),
          'dry run',
        ),
      }),

      // ---- reported messages (Admin, Manager) ----
      reportedMessages: build.query<
        AbusePage<ReportedMessageItem>,
        { page: number; processed: 'all' | 'true' | 'false' }
      >({
        queryFn: schemaCall(
          (query) => ({ url: ABUSE_PATHS.reported, params: query }),
          inData(ReportedMessagePageResponse.shape.data),
          'reported messages page',
        ),
        providesTags: ['Reported'],
      }),
      /** The report and 15 messages around it: first page centred, then `before` / `after`. */
      reportedMessage: build.query<
        ReportedMessageDetails,
        { geo: string; id: string; before?: string | undefined; after?: string | undefined }
      >({
        queryFn: schemaCall(
          ({ geo, id, before, after }) => ({
            url: ABUSE_PATHS.reportedOne(geo, id),
            params: paramsOf({ before, after }),
          }),
          inData(ReportedMessageDetailsResponse.shape.data),
          'reported message',
        ),
        providesTags: (_answer, _error, { id }) => [{ type: 'Reported', id }],
      }),
      setReportProcessed: build.mutation<ReportedMessageItem, { id: string; isProcessed: boolean }>(
        {
          queryFn: schemaCall(
            (body) => ({ url: ABUSE_PATHS.reportedProcessed, method: 'POST', data: body }),
            inData(ReportedMessageResponse.shape.data),
            'reported message',
          ),
          invalidatesTags: (_answer, error) => (error ? [] : ['Reported']),
        },
      ),
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
export function queueItemChanged(item: AbuseItem) {
  return abuseApi.util.updateQueryData('liveAbuseQueue', undefined, (draft) => {
    const others = draft.rows.filter((row) => row.id !== item.id);
    draft.rows = isAbuseVerdict(item.abuse.status)
      ? others
      : [...others, item].sort(compareAbuseItems);
  });
}

export const {
  useLiveAbuseQueueQuery,
  useNextAbuseItemMutation,
  useClaimAbuseItemMutation,
  useUnclaimAbuseItemMutation,
  useReleaseAbuseItemMutation,
  useMarkAbuseItemMutation,
  useBulkDecideMutation,
  useUndoDecisionMutation,
  useAbuseItemDetailsQuery,
  useAbuseAuditQuery,
  useAbuseHistoryQuery,
  useRemediationQuery,
  useRemediateMutation,
  useAbuseWordsQuery,
  useAddAbuseWordMutation,
  useRemoveAbuseWordMutation,
  useImportAbuseWordsMutation,
  useAbuseWordDryRunMutation,
  useReportedMessagesQuery,
  useReportedMessageQuery,
  useSetReportProcessedMutation,
} = abuseApi;
