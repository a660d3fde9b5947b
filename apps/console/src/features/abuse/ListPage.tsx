import { useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  abuseClusterOf,
  abuseSenderLabel,
  liveAbuseClaimHolder,
  localeFlag,
  matchesAbuseQueueFilter,
  type AbuseItem,
  type AbuseQueueFilter,
} from '@switchboard/domain';
import {
  AbuseStatusChip,
  Button,
  DataTable,
  HighlightedText,
  type DataTableColumn,
} from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { useClock } from '../../common/useClock';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useLiveAbuseQueueQuery, useReleaseAbuseItemMutation } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { BulkDialog } from './BulkDialog';
import { errorText, formatDateTime, reviewerNameOf } from './items';
import { QueueFilters } from './QueueFilters';
import { BulkOutcomeDialog } from './BulkOutcomeDialog';
import { useBulkDecision } from './useBulkDecision';

const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: 420px;
`;

const Cell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const TICK_MS = () => 1_000;

/** Nothing to do once a bulk decision settles (the live queue shows it). */
const noop = () => undefined;

/**
 * /abuse/list (Admin): every pending and claimed item, live, with who holds it and since when;
 * filter by locale and kind; release a claim; decide a cluster (same sender) in bulk.
 */
export function ListPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const now = useClock(TICK_MS);
  const [filter, setFilter] = useState<AbuseQueueFilter>({});
  const [cluster, setCluster] = useState<AbuseItem[] | null>(null);
  const queue = useLiveAbuseQueueQuery();
  const [release, releasing] = useReleaseAbuseItemMutation();
  const bulk = useBulkDecision(noop);
  const rows = (queue.data?.rows ?? []).filter((row) => matchesAbuseQueueFilter(row, filter));

  const onRelease = (item: AbuseItem) => {
    release(item.id)
      .unwrap()
      .then(
        () => dispatch(notifySuccess(text.released)),
        (failure: unknown) => dispatch(notifyError(text.actionFailed(errorText(failure)))),
      );
  };

  const columns: DataTableColumn<AbuseItem>[] = [
    {
      id: 'item',
      header: text.colItem,
      cell: (item) => (
        <Cell>
          <strong>{text.kindLabel(item.kind)}</strong>
          <Excerpt>
            <HighlightedText text={item.text} words={item.matchedWords} />
          </Excerpt>
        </Cell>
      ),
    },
    {
      id: 'locale',
      header: text.locale,
      cell: (item) => `${localeFlag(item.locale)} ${item.locale.toUpperCase()}`,
    },
    { id: 'sender', header: text.colSender, cell: (item) => abuseSenderLabel(item) },
    { id: 'created', header: text.colCreated, cell: (item) => formatDateTime(item.createdAt) },
    {
      id: 'status',
      header: text.colStatus,
      cell: (item) => <AbuseStatusChip info={item.abuse} now={now} />,
    },
    {
      id: 'holder',
      header: text.colHolder,
      cell: (item) => {
        const holder = liveAbuseClaimHolder(item.abuse, now);
        return holder === null ? text.nobody : reviewerNameOf(item.abuse)(holder);
      },
    },
    {
      id: 'since',
      header: text.colSince,
      cell: (item) =>
        liveAbuseClaimHolder(item.abuse, now) && item.abuse.claimedAt
          ? formatDateTime(item.abuse.claimedAt)
          : text.nobody,
    },
    {
      id: 'actions',
      header: text.colActions,
      cell: (item) => (
        <Cell>
          {liveAbuseClaimHolder(item.abuse, now) !== null && (
            <Button
              size="sm"
              variant="secondary"
              disabled={releasing.isLoading}
              onClick={() => onRelease(item)}
            >
              {text.release}
            </Button>
          )}
          <Button
            size="sm"
            variant="text"
            onClick={() => setCluster(abuseClusterOf(item, queue.data?.rows ?? [], 'sender'))}
          >
            {text.sameSender(
              abuseClusterOf(item, queue.data?.rows ?? [], 'sender').length,
              item.senderName || item.senderId,
            )}
          </Button>
          <Button
            size="sm"
            variant="text"
            onClick={() => setCluster(abuseClusterOf(item, queue.data?.rows ?? [], 'text'))}
          >
            {text.sameText(abuseClusterOf(item, queue.data?.rows ?? [], 'text').length)}
          </Button>
        </Cell>
      ),
    },
  ];

  return (
    <Screen>
      <Heading>{text.listTitle}</Heading>
      <AbuseNav />
      <QueueFilters locales={user?.geos ?? []} filter={filter} onChange={setFilter} />
      <DataTable
        caption={text.listCaption}
        stackOnPhone
        columns={columns}
        rows={rows}
        rowKey={(item) => item.id}
        loading={!(queue.data?.loaded ?? false) && !queue.isError}
        error={queue.isError || queue.data?.error ? text.queueFailed : null}
        onRetry={() => void queue.refetch()}
        emptyText={text.queueEmpty}
      />
      {cluster && (
        <BulkDialog
          items={cluster}
          now={now}
          busy={bulk.busy}
          onClose={() => setCluster(null)}
          onDecide={(items, verdict, reason) => {
            void bulk.start(items, verdict, reason).then(() => setCluster(null));
          }}
        />
      )}
      {bulk.outcome && cluster === null && (
        <BulkOutcomeDialog
          outcome={bulk.outcome}
          busy={bulk.busy}
          onClose={bulk.dismiss}
          onRetry={() => void bulk.retry()}
        />
      )}
    </Screen>
  );
}
