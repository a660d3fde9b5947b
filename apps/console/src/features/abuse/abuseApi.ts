import {
  AbuseItemPageResponse,
  AbuseItemResponse,
  ReportedMessageDetailsResponse,
  ReportedMessagePageResponse,
  ReportedMessageResponse,
  type AbuseItem,
  type AbuseRemediateRequest,
  type ReportedMessageDetails,
  type ReportedMessageItem,
} from '@switchboard/domain';
import { inData, schemaCall } from '../../app/schemaCall';
import { ABUSE_PATHS, paramsOf } from './abusePaths';
import type { AbusePage } from './abuseReviewApi';
import { abuseWordsApi } from './abuseWordsApi';

const Item = inData(AbuseItemResponse.shape.data);
const ItemPage = inData(AbuseItemPageResponse.shape.data);

/**
 * The abuse calls after a decision, on top of the review and word list calls: remediation of the
 * items found abusive (Admin) and the reported messages (Admin, Manager). Every abuse hook is
 * exported from here, as the chat feature's are from `chatApi`.
 */
export const abuseApi = abuseWordsApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- remediation (Admin) ----
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
    setReportProcessed: build.mutation<ReportedMessageItem, { id: string; isProcessed: boolean }>({
      queryFn: schemaCall(
        (body) => ({ url: ABUSE_PATHS.reportedProcessed, method: 'POST', data: body }),
        inData(ReportedMessageResponse.shape.data),
        'reported message',
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['Reported']),
    }),
  }),
});

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
