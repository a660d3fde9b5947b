import { useState } from 'react';
import styled from 'styled-components';
import {
  STATISTICS_MESSAGES as text,
  type ActivitySegment,
  type OperatorFigures,
  type PersonalStatistics,
} from '@switchboard/domain';
import { Button, Chart, Spinner, StatTile } from '@switchboard/ui';
import { Note } from '../../common/layout';
import { FigureTable, numberColumn, textColumn, type FigureColumn } from './FigureTable';
import { failureText } from './failure';
import { formatBucket, formatCount, formatDuration, formatShare, formatTime } from './format';
import { Section, Tiles, type FigureProps } from './StatisticsShell';
import {
  useOperatorStatisticsQuery,
  useOperatorTimelineQuery,
  usePersonalStatisticsQuery,
} from './statisticsApi';

const operatorColumns = (
  onTimeline: (row: OperatorFigures) => void,
): FigureColumn<OperatorFigures>[] => [
  textColumn('name', text.operator, (r) => r.name),
  numberColumn('chats', text.chatsAnswered, (r) => r.chatsAnswered),
  numberColumn('messages', text.messagesSent, (r) => r.messagesSent),
  numberColumn('p50', text.responseMedian, (r) => r.responseMedianS, formatDuration),
  numberColumn('p90', text.responseP90, (r) => r.responseP90S, formatDuration),
  numberColumn('claims', text.claimsTaken, (r) => r.claimsTaken),
  numberColumn('expired', text.claimsExpired, (r) => r.claimsExpired),
  numberColumn('online', text.timeOnline, (r) => r.onlineS, formatDuration),
  numberColumn('occupancy', text.occupancy, (r) => r.occupancy, formatShare),
  numberColumn('score', text.score, (r) => r.score),
  {
    id: 'timeline',
    header: text.timeline,
    cell: (r) => (
      <Button variant="secondary" size="sm" onClick={() => onTimeline(r)}>
        {text.showTimeline}
      </Button>
    ),
  },
];

/** /statistics/operators: every operator's figures; one's activity timeline on demand. */
export function OperatorsView({ args }: FigureProps) {
  const answer = useOperatorStatisticsQuery(args);
  const [shown, setShown] = useState<OperatorFigures | null>(null);
  return (
    <Section>
      <FigureTable
        caption={text.tabOperators}
        columns={operatorColumns(setShown)}
        rows={answer.data?.rows}
        rowKey={(r) => r.uid}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={() => void answer.refetch()}
        initialSort={{ columnId: 'chats', direction: 'desc' }}
      />
      {shown && <OperatorTimeline args={args} operator={shown} />}
    </Section>
  );
}

function OperatorTimeline({ args, operator }: FigureProps & { operator: OperatorFigures }) {
  const answer = useOperatorTimelineQuery({ ...args, uid: operator.uid });
  return (
    <Section aria-label={`${text.timeline}: ${operator.name}`}>
      <h2>
        {text.timeline}: {operator.name}
      </h2>
      {answer.isFetching ? (
        <Spinner label={text.loading} />
      ) : answer.isError ? (
        <Note $tone="warning">{failureText(answer.error)}</Note>
      ) : (
        <Timeline segments={answer.data?.timeline ?? []} />
      )}
    </Section>
  );
}

const Bar = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Segment = styled.li<{ $state: ActivitySegment['state'] }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-left: 6px solid
    ${({ theme, $state }) => ($state === 'claim' ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The activity timeline: each online stretch, holding a claim or idle, oldest first. */
export function Timeline({ segments }: { segments: readonly ActivitySegment[] }) {
  if (segments.length === 0) return <Note>{text.timelineEmpty}</Note>;
  return (
    <Bar>
      {segments.map((segment) => (
        <Segment key={`${segment.state}-${segment.from}`} $state={segment.state}>
          <span>{segment.state === 'claim' ? text.timelineClaim : text.timelineIdle}</span>
          <span>
            {formatBucket(segment.from.slice(0, 10))} {formatTime(segment.from)}–
            {formatTime(segment.to)} (
            {formatDuration((Date.parse(segment.to) - Date.parse(segment.from)) / 1000)})
          </span>
        </Segment>
      ))}
    </Bar>
  );
}

/** /personal-stats: the signed-in operator's own figures, per day, and activity. */
export function PersonalView({ args }: FigureProps) {
  const answer = usePersonalStatisticsQuery(args);
  if (answer.isError) {
    return (
      <Note $tone="warning">
        {failureText(answer.error)}{' '}
        <Button variant="secondary" size="sm" onClick={() => void answer.refetch()}>
          {text.retry}
        </Button>
      </Note>
    );
  }
  return <PersonalFigures data={answer.data} loading={answer.isFetching} />;
}

export function PersonalFigures({
  data,
  loading,
}: {
  data: PersonalStatistics | undefined;
  loading: boolean;
}) {
  const figures = data?.figures;
  const tile = (label: string, value: string) => (
    <StatTile label={label} value={figures ? value : null} loading={loading} />
  );
  return (
    <Section>
      <h2>{text.figures}</h2>
      <Tiles>
        {tile(text.messagesSent, formatCount(figures?.messagesSent))}
        {tile(text.chatsAnswered, formatCount(figures?.chatsAnswered))}
        {tile(text.responseMedian, formatDuration(figures?.responseMedianS))}
        {tile(text.responseP90, formatDuration(figures?.responseP90S))}
        {tile(text.claimsTaken, formatCount(figures?.claimsTaken))}
        {tile(text.claimsExpired, formatCount(figures?.claimsExpired))}
        {tile(text.timeOnline, formatDuration(figures?.onlineS))}
        {tile(text.occupancy, formatShare(figures?.occupancy))}
      </Tiles>
      <h2>{text.trend}</h2>
      <Chart
        kind="bar"
        title={text.trend}
        summary={text.trendSummary}
        data={(data?.trend ?? []).map((day) => ({
          day: formatBucket(day.day),
          messages: day.messagesSent,
          chats: day.chatsAnswered,
        }))}
        xKey="day"
        series={[
          { key: 'messages', label: text.messagesSent },
          { key: 'chats', label: text.chatsAnswered },
        ]}
        emptyText={loading ? text.loading : text.empty}
      />
      <h2>{text.timeline}</h2>
      <Timeline segments={data?.timeline ?? []} />
    </Section>
  );
}
