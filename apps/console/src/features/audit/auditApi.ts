import {
  AUDIT_LATEST_MAX,
  AuditLatestResponse,
  AuditPage,
  type AuditEntry,
  type AuditRecordType,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { schemaCall } from '../../app/schemaCall';

/** One record whose staff actions are read: its type and id (a user's uid, a poke's id, …). */
export interface AuditRecordRef {
  recordType: AuditRecordType;
  recordId: string;
}

/** Entries a page of the history dialog holds: a screenful, then "Show older". */
export const AUDIT_HISTORY_PAGE_SIZE = 20;

/** The records of one type a table shows, whose newest entries are read at once. */
export interface AuditRecordsRef {
  recordType: AuditRecordType;
  recordIds: readonly string[];
}

/** Each record's newest entry by its id; a record no staff member changed is absent. */
export type LatestAuditEntries = Record<string, AuditEntry>;

/**
 * The ids of a table's rows as the latest-entries query wants them: each once, sorted, so the
 * same rows in another order (a live list reshuffled) ask nothing again.
 */
export function auditRecordIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort();
}

const auditRequest = (
  { recordType, recordId }: AuditRecordRef,
  limit: number,
  cursor?: string,
) => ({
  url: '/audit',
  params: { recordType, recordId, limit, ...(cursor ? { cursor } : {}) },
});

/**
 * The record of staff actions (issue #31), `GET /audit` (Admin only), newest first: the last
 * change of one record for "Last changed by", and its whole history a page at a time. Injected
 * from the admin pages' own chunks, so nothing of it loads with the lobby.
 */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The record's newest entry only (`data[0]`, none if it was never changed by staff). */
    lastAuditEntry: build.query<AuditPage, AuditRecordRef>({
      queryFn: schemaCall((record: AuditRecordRef) => auditRequest(record, 1), AuditPage, 'audit'),
    }),
    /**
     * The newest entry of each of a table's records, `GET /audit/latest`: one call for the
     * table instead of one per row (past `AUDIT_LATEST_MAX` records, a call per that many).
     */
    latestAuditEntries: build.query<LatestAuditEntries, AuditRecordsRef>({
      queryFn: async ({ recordType, recordIds }, api, extra, baseQuery) => {
        const ids = auditRecordIds(recordIds);
        const latest: LatestAuditEntries = {};
        for (let start = 0; start < ids.length; start += AUDIT_LATEST_MAX) {
          const chunk = ids.slice(start, start + AUDIT_LATEST_MAX);
          const call = schemaCall(
            () => ({ url: '/audit/latest', params: { recordType, recordIds: chunk.join(',') } }),
            AuditLatestResponse,
            'audit',
          );
          const answer = await call(undefined, api, extra, baseQuery);
          if (answer.error) return { error: answer.error };
          for (const entry of answer.data.data) latest[entry.record.id] = entry;
        }
        return { data: latest };
      },
    }),
    /** The record's entries, a page per `nextCursor`, for "Show older". */
    auditHistory: build.infiniteQuery<AuditPage, AuditRecordRef, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      queryFn: schemaCall(
        ({ queryArg, pageParam }: { queryArg: AuditRecordRef; pageParam: string | null }) =>
          auditRequest(queryArg, AUDIT_HISTORY_PAGE_SIZE, pageParam ?? undefined),
        AuditPage,
        'audit',
      ),
    }),
  }),
});

export const { useLastAuditEntryQuery, useLatestAuditEntriesQuery, useAuditHistoryInfiniteQuery } =
  auditApi;
