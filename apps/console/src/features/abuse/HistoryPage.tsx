import { useState } from 'react';
import {
  ABUSE_DISPLAY_STATE_LABELS,
  ABUSE_MESSAGES as text,
  abuseSenderLabel,
  PAGE_SIZE_ABUSE_HISTORY,
  type AbuseItem,
} from '@switchboard/domain';
import {
  AbuseStatusChip,
  Button,
  DataTable,
  HighlightedText,
  Select,
  TextField,
  type DataTableColumn,
} from '@switchboard/ui';
import styled from 'styled-components';
import { Heading, Screen } from '../../common/layout';
import { useClock } from '../../common/useClock';
import { useAbuseHistoryQuery } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { AuditTrail } from './AuditTrail';
import { FilterBar } from './QueueFilters';
import { checkedByNameOf, formatDateTime } from './items';

const Detail = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** An item's text wraps anywhere: a long word never pushes the other columns off (#28). */
const ItemText = styled.span`
  overflow-wrap: anywhere;
`;

interface HistoryFilter {
  reviewer: string;
  kind: '' | 'message' | 'poke';
  verdict: '' | 'safe' | 'abuse';
  from: string;
  to: string;
}

const NO_FILTER: HistoryFilter = { reviewer: '', kind: '', verdict: '', from: '', to: '' };

/** A date input's day as the start or the end of that day in UTC. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : '');
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999Z` : '');

/** How often the items' ages move on (as in the queues). */
const TICK_MS = () => 1_000;

/**
 * /abuse/history (Admin): items marked safe or abuse, 10 a page, filtered by reviewer, kind,
 * verdict and date, with the audit trail of each.
 */
export function HistoryPage() {
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AbuseItem | null>(null);
  const history = useAbuseHistoryQuery({
    page,
    reviewer: filter.reviewer.trim() || undefined,
    kind: filter.kind || undefined,
    verdict: filter.verdict || undefined,
    from: dayStart(filter.from) || undefined,
    to: dayEnd(filter.to) || undefined,
  });
  const change = (patch: Partial<HistoryFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const now = useClock(TICK_MS);

  const columns: DataTableColumn<AbuseItem>[] = [
    {
      id: 'item',
      header: text.colItem,
      cell: (item) => (
        <ItemText>
          <strong>{text.kindLabel(item.kind)}</strong>{' '}
          <HighlightedText text={item.text} words={item.matchedWords} />
        </ItemText>
      ),
    },
    { id: 'locale', header: text.locale, cell: (item) => item.locale.toUpperCase() },
    { id: 'sender', header: text.colSender, cell: (item) => abuseSenderLabel(item) },
    {
      id: 'verdict',
      header: text.colVerdict,
      cell: (item) => <AbuseStatusChip info={item.abuse} now={now} />,
    },
    {
      id: 'reviewer',
      header: text.colReviewer,
      cell: (item) => checkedByNameOf(item.abuse) ?? '—',
    },
    {
      id: 'checked',
      header: text.colChecked,
      cell: (item) => (item.abuse.checkedAt ? formatDateTime(item.abuse.checkedAt) : '—'),
    },
    {
      id: 'audit',
      header: text.audit,
      cell: (item) => {
        const shown = open !== null && open.id === item.id;
        return (
          <Button
            size="sm"
            variant="text"
            aria-expanded={shown}
            onClick={() => setOpen(shown ? null : item)}
          >
            {shown ? text.hideAudit : text.showAudit}
          </Button>
        );
      },
    },
  ];

  return (
    <Screen>
      <Heading>{text.historyTitle}</Heading>
      <AbuseNav />
      <FilterBar>
        <TextField
          label={text.reviewer}
          value={filter.reviewer}
          onChange={(event) => change({ reviewer: event.target.value })}
        />
        <Select
          label={text.kind}
          value={filter.kind}
          options={[
            { value: '', label: text.allKinds },
            { value: 'message', label: text.kindMessage },
            { value: 'poke', label: text.kindPoke },
          ]}
          onChange={(event) => change({ kind: event.target.value as HistoryFilter['kind'] })}
        />
        <Select
          label={text.verdict}
          value={filter.verdict}
          options={[
            { value: '', label: text.anyVerdict },
            { value: 'safe', label: ABUSE_DISPLAY_STATE_LABELS.safe },
            { value: 'abuse', label: ABUSE_DISPLAY_STATE_LABELS.abuse },
          ]}
          onChange={(event) => change({ verdict: event.target.value as HistoryFilter['verdict'] })}
        />
        <TextField
          label={text.from}
          type="date"
          value={filter.from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          label={text.to}
          type="date"
          value={filter.to}
          onChange={(event) => change({ to: event.target.value })}
        />
      </FilterBar>
      <DataTable
        caption={text.historyCaption}
        columns={columns}
        rows={history.data?.items ?? []}
        rowKey={(item) => item.id}
        loading={history.isFetching && !history.data}
        error={history.isError ? text.historyFailed : null}
        onRetry={() => void history.refetch()}
        emptyText={text.noHistory}
        paging={{
          page,
          pageSize: history.data?.pageSize ?? PAGE_SIZE_ABUSE_HISTORY,
          total: history.data?.total ?? 0,
        }}
        onPageChange={setPage}
      />
      {open && (
        <Detail aria-label={text.audit}>
          <h2>{text.audit}</h2>
          <AuditTrail itemId={open.id} />
        </Detail>
      )}
    </Screen>
  );
}
