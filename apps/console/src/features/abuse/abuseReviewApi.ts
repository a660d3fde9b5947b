import {
  AbuseAuditResponse,
  AbuseBulkResponse,
  AbuseItem,
  AbuseItemDetailsResponse,
  AbuseItemPageResponse,
  AbuseItemResponse,
  AbuseNextResponse,
  AbuseUndoResponse,
  abuseItemKey,
  isAbuseVerdict,
  toMillis,
  type AbuseAuditEntry,
  type AbuseBulkResult,
  type AbuseItemDetails,
  type AbuseItemKind,
  type AbuseMarkRequest,
  type AbuseUndoResult,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { inData, schemaCall } from '../../app/schemaCall';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from '../../app/socket/liveQuery';
import { ABUSE_PATHS, paramsOf } from './abusePaths';

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
 * The review calls of the abuse checker (issue #13; spec §4, §5, §7; the server's list in
 * apps/server/src/abuse/README.md): the live review queue, the next item, claim / unclaim /
 * release / mark, bulk decisions and their undo, an item's context and audit trail, and the
 * history of decisions. The first of the abuse APIs (the words in `abuseWordsApi`, reported
 * messages and remediation in `abuseApi`, each injected on the one before, as the chat feature's
 * are): it adds the tag types of all three, so that a decision here can refresh remediation.
 * Every answer is checked with the domain's schemas.
 */
export const abuseReviewApi = api
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

      // ---- history (Admin) ----
      abuseHistory: build.query<AbusePage<AbuseItem>, HistoryFilter>({
        queryFn: schemaCall(
          (query) => ({ url: ABUSE_PATHS.history, params: paramsOf({ ...query }) }),
          ItemPage,
          'history page',
        ),
        providesTags: ['AbuseHistory'],
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
export function queueItemChanged(item: AbuseItem) {
  return abuseReviewApi.util.updateQueryData('liveAbuseQueue', undefined, (draft) => {
    const others = draft.rows.filter((row) => row.id !== item.id);
    draft.rows = isAbuseVerdict(item.abuse.status)
      ? others
      : [...others, item].sort(compareAbuseItems);
  });
}
