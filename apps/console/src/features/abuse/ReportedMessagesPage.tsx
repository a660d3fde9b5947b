import { useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  messages,
  PAGE_SIZE_REPORTED_MESSAGES,
  reportCategoryLabel,
  routePath,
  displayedMessageContent,
  type ReportedMessageItem,
  type ReportedMessageFilter,
} from '@switchboard/domain';
import { DataTable, Select, type DataTableColumn } from '@switchboard/ui';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { notifyError } from '../notifications/notificationsSlice';
import { useReportedMessagesQuery, useSetReportProcessedMutation } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { FilterBar } from './QueueFilters';
import { formatDateTime } from './items';

/** The reported message's text as everyone sees it. */
export const reportedText = (reported: ReportedMessageItem) =>
  displayedMessageContent(reported.message);

export const senderLabel = (reported: ReportedMessageItem) =>
  reported.message.senderType === 'agent' ? text.senderAgent : text.senderCustomer;

/**
 * /abuse/reported-messages (Admin, Manager): reports of agent and customer messages, 10 a page,
 * newest first, filtered by processed; each opens its details, and processed toggles in place.
 */
export function ReportedMessagesPage() {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ReportedMessageFilter>('all');
  const reports = useReportedMessagesQuery({
    page,
    processed: filter === 'all' ? 'all' : filter === 'processed' ? 'true' : 'false',
  });
  const [setProcessed, setting] = useSetReportProcessedMutation();

  const toggle = (reported: ReportedMessageItem) => {
    setProcessed({ id: reported.id, isProcessed: !reported.report.processed })
      .unwrap()
      // Spec §8: the processed status is the reported message's status (§7 "set the processed
      // status of a reported message"): 'Failed to change the message status.'
      .catch(() => dispatch(notifyError(messages.messageStatusChangeFailed)));
  };

  const columns: DataTableColumn<ReportedMessageItem>[] = [
    {
      id: 'reported',
      header: text.colReported,
      cell: (reported) => formatDateTime(reported.report.reportedAt),
    },
    {
      id: 'category',
      header: text.colCategory,
      cell: (reported) => reportCategoryLabel(reported.report.category),
    },
    { id: 'sender', header: text.colSenderType, cell: senderLabel },
    { id: 'locale', header: text.locale, cell: (reported) => reported.locale.toUpperCase() },
    { id: 'message', header: text.colMessage, cell: reportedText },
    {
      id: 'processed',
      header: text.colProcessed,
      cell: (reported) => (
        <label>
          <input
            type="checkbox"
            checked={reported.report.processed}
            disabled={setting.isLoading}
            onChange={() => toggle(reported)}
          />{' '}
          {reported.report.processed ? text.processed : text.notProcessed}
        </label>
      ),
    },
    {
      id: 'open',
      header: text.colActions,
      cell: (reported) => (
        <Link
          to={routePath('abuse-reported-message-details', {
            geo: reported.locale,
            id: reported.id,
          })}
        >
          {text.open}
        </Link>
      ),
    },
  ];

  return (
    <Screen>
      <Heading>{text.reportedTitle}</Heading>
      <AbuseNav />
      <FilterBar>
        <Select
          label={text.show}
          value={filter}
          options={[
            { value: 'all', label: text.allReports },
            { value: 'unprocessed', label: text.unprocessedOnly },
            { value: 'processed', label: text.processedOnly },
          ]}
          onChange={(event) => {
            setFilter(event.target.value as ReportedMessageFilter);
            setPage(1);
          }}
        />
      </FilterBar>
      <DataTable
        caption={text.reportedCaption}
        stackOnPhone
        columns={columns}
        rows={reports.data?.items ?? []}
        rowKey={(reported) => `${reported.locale}:${reported.id}`}
        loading={reports.isFetching && !reports.data}
        error={reports.isError ? text.reportedFailed : null}
        onRetry={() => void reports.refetch()}
        emptyText={text.noReports}
        paging={{
          page,
          pageSize: reports.data?.pageSize ?? PAGE_SIZE_REPORTED_MESSAGES,
          total: reports.data?.total ?? 0,
        }}
        onPageChange={setPage}
      />
    </Screen>
  );
}
