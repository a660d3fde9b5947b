import {
  hourlyAllowed,
  QUEUE_POOL_LABELS,
  STATISTICS_HOURLY_MAX_DAYS,
  STATISTICS_MESSAGES as text,
  type MessageVolume,
  type PokeBreakdown,
  type PokerFigures,
  type QueueFigures,
  type QueuePool,
  type ScoreFigures,
} from '@switchboard/domain';
import { Chart, Select, type ChartDatum } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLiveQueueCountsQuery } from '../chat/chatApi';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { FigureTable, numberColumn, textColumn, type FigureColumn } from './FigureTable';
import {
  formatBucket,
  formatCount,
  formatDateTime,
  formatDuration,
  formatShare,
  EMPTY,
} from './format';
import { chartEmptyText } from './failure';
import { Note } from '../../common/layout';
import { Section, type FigureProps } from './StatisticsShell';
import {
  useMessageStatisticsQuery,
  usePokerStatisticsQuery,
  usePokeStatisticsQuery,
  useQueueStatisticsQuery,
  useScoreStatisticsQuery,
} from './statisticsApi';

const right = 'right' as const;
const poolLabel = (pool: string) => QUEUE_POOL_LABELS[pool as QueuePool] ?? pool;
const senderLabel = (type: string) => text.senderTypes[type] ?? type;

/** Rows of (label, series, value) summed into one chart datum per label. */
function pivot(rows: readonly { label: string; series: string; value: number }[]): {
  data: ChartDatum[];
  series: string[];
} {
  const byLabel = new Map<string, ChartDatum>();
  const series = new Set<string>();
  for (const row of rows) {
    series.add(row.series);
    const datum = byLabel.get(row.label) ?? { label: row.label };
    datum[row.series] = Number(datum[row.series] ?? 0) + row.value;
    byLabel.set(row.label, datum);
  }
  return { data: [...byLabel.values()], series: [...series].sort() };
}

/**
 * /statistics/queues: per locale and pool, waiting now and the oldest wait kept live by the
 * `queues.counts` live query, claims and the wait before them over the range, claims per hour (per day for ranges longer than
 * STATISTICS_HOURLY_MAX_DAYS: the server's `unit`).
 */
export function QueuesView({ args, geos }: FigureProps & { geos: readonly string[] }) {
  const answer = useQueueStatisticsQuery(args);
  const locales = args.locales.length > 0 ? args.locales : [...geos];
  const { data: live = EMPTY_LIVE_LIST } = useLiveQueueCountsQuery(
    locales.length > 0 ? { locales } : skipToken,
  );
  const rows = answer.data?.rows.map((row) => {
    const now = live.rows.find((count) => count.locale === row.locale && count.pool === row.pool);
    return now ? { ...row, waitingNow: now.count, oldestWaitingSince: now.oldestMessageAt } : row;
  });
  const columns: FigureColumn<QueueFigures>[] = [
    {
      id: 'locale',
      header: text.locale,
      cell: (r) => r.locale.toUpperCase(),
      sortValue: (r) => r.locale,
    },
    { id: 'pool', header: text.pool, cell: (r) => poolLabel(r.pool), sortValue: (r) => r.pool },
    numberColumn('waiting', text.waitingNow, (r) => r.waitingNow),
    {
      id: 'oldest',
      header: text.oldestWait,
      cell: (r) => formatDateTime(r.oldestWaitingSince),
      sortValue: (r) => r.oldestWaitingSince,
      align: right,
    },
    numberColumn('claims', text.claims, (r) => r.claims),
    numberColumn('p50', text.waitMedian, (r) => r.waitMedianS, formatDuration),
    numberColumn('p90', text.waitP90, (r) => r.waitP90S, formatDuration),
  ];
  const daily = answer.data ? answer.data.unit === 'day' : !hourlyAllowed(args);
  const chart = pivot(
    (answer.data?.hours ?? []).map((hour) => ({
      label: formatBucket(hour.hour),
      series: `${hour.locale.toUpperCase()} ${poolLabel(hour.pool)}`,
      value: hour.claims,
    })),
  );
  return (
    <Section>
      <FigureTable
        caption={text.tabQueues}
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.locale}:${r.pool}`}
        loading={answer.isFetching && !answer.data}
        error={answer.error}
        onRetry={() => void answer.refetch()}
      />
      <h2>{daily ? text.claimsPerDay : text.claimsPerHour}</h2>
      <Chart
        kind="bar"
        stacked
        title={daily ? text.claimsPerDay : text.claimsPerHour}
        summary={
          daily ? text.claimsPerDaySummary(STATISTICS_HOURLY_MAX_DAYS) : text.claimsPerHourSummary
        }
        data={chart.data}
        xKey="label"
        series={chart.series.map((key) => ({ key, label: key }))}
        emptyText={chartEmptyText(answer)}
      />
    </Section>
  );
}

/** /statistics/scores: each operator's stored score, the formula's score and its parts. */
export function ScoresView({ args }: FigureProps) {
  const answer = useScoreStatisticsQuery(args);
  const columns: FigureColumn<ScoreFigures>[] = [
    textColumn('name', text.operator, (r) => r.name),
    numberColumn('stored', text.storedScore, (r) => r.storedScore),
    numberColumn('score', text.computedScore, (r) => r.score),
    numberColumn('within', text.withinTarget, (r) => r.withinTargetShare, formatShare),
    numberColumn('answers', text.answerRate, (r) => r.answerRate, formatShare),
  ];
  // Ranges longer than STATISTICS_DAILY_TREND_MAX_DAYS: a point per ISO week, labelled by its Monday.
  const weekly = answer.data?.trendUnit === 'week';
  const trend = pivot(
    (answer.data?.rows ?? []).flatMap((row) =>
      row.trend
        .filter((day) => day.score !== null)
        .map((day) => ({ label: formatBucket(day.day), series: row.name, value: day.score ?? 0 })),
    ),
  );
  return (
    <Section>
      <p>{text.scoreFormula}</p>
      <FigureTable
        caption={text.tabScores}
        columns={columns}
        rows={answer.data?.rows}
        rowKey={(r) => r.uid}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={() => void answer.refetch()}
        initialSort={{ columnId: 'score', direction: 'desc' }}
      />
      <h2>{weekly ? text.scoreTrendWeekly : text.scoreTrend}</h2>
      <Chart
        kind="line"
        title={weekly ? text.scoreTrendWeekly : text.scoreTrend}
        data={trend.data}
        xKey="label"
        series={trend.series.map((key) => ({ key, label: key }))}
        emptyText={chartEmptyText(answer)}
      />
    </Section>
  );
}

export type MessagesBucket = 'day' | 'hour';

/** The rows the messages screen shows (and its CSV holds): the Per option, per day beyond hours. */
export const shownBucket = (chosen: MessagesBucket, args: FigureProps['args']): MessagesBucket =>
  hourlyAllowed(args) ? chosen : 'day';

/**
 * /statistics/messages: message volume per day or hour, by sender type, locale and domain. Per
 * hour only for ranges of at most STATISTICS_HOURLY_MAX_DAYS (the server refuses longer ones):
 * beyond, the Hour option is disabled with a hint and the figures asked per day.
 */
export function MessagesView({
  args,
  chosen,
  onChoose,
}: FigureProps & {
  /** The Per option chosen (the page keeps it: its CSV has the same rows). */
  chosen: MessagesBucket;
  onChoose: (bucket: MessagesBucket) => void;
}) {
  const hourly = hourlyAllowed(args);
  const bucket = shownBucket(chosen, args);
  const answer = useMessageStatisticsQuery({ ...args, bucket });
  const chart = pivot(
    (answer.data?.rows ?? []).map((row) => ({
      label: formatBucket(row.bucket),
      series: senderLabel(row.senderType),
      value: row.messages,
    })),
  );
  const columns: FigureColumn<MessageVolume>[] = [
    {
      id: 'bucket',
      header: text.period,
      cell: (r) => formatBucket(r.bucket),
      sortValue: (r) => r.bucket,
    },
    {
      id: 'locale',
      header: text.locale,
      cell: (r) => r.locale.toUpperCase(),
      sortValue: (r) => r.locale,
    },
    {
      id: 'domain',
      header: text.domain,
      cell: (r) => r.domain || EMPTY,
      sortValue: (r) => r.domain,
    },
    {
      id: 'sender',
      header: text.senderType,
      cell: (r) => senderLabel(r.senderType),
      sortValue: (r) => senderLabel(r.senderType),
    },
    numberColumn('messages', text.messages, (r) => r.messages),
  ];
  return (
    <Section>
      <div style={{ maxWidth: 200 }}>
        <Select
          label={text.bucket}
          value={bucket}
          options={[
            { value: 'day', label: text.bucketDay },
            { value: 'hour', label: text.bucketHour, disabled: !hourly },
          ]}
          onChange={(event) => onChoose(event.target.value === 'hour' ? 'hour' : 'day')}
        />
      </div>
      {!hourly && <Note>{text.hourlyTooLong(STATISTICS_HOURLY_MAX_DAYS)}</Note>}
      <h2>{text.messageVolume}</h2>
      <Chart
        kind="bar"
        stacked
        title={text.messageVolume}
        summary={text.messageVolumeSummary}
        data={chart.data}
        xKey="label"
        series={chart.series.map((key) => ({ key, label: key }))}
        emptyText={chartEmptyText(answer)}
      />
      <FigureTable
        caption={text.messageVolume}
        columns={columns}
        rows={answer.data?.rows}
        rowKey={(r) => `${r.bucket}|${r.locale}|${r.domain}|${r.senderType}`}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={() => void answer.refetch()}
      />
    </Section>
  );
}

/** /statistics/pokes: pokes per day, and per profile and domain. */
export function PokesView({ args }: FigureProps) {
  const answer = usePokeStatisticsQuery(args);
  const columns: FigureColumn<PokeBreakdown>[] = [
    textColumn('profile', text.profile, (r) => r.profile),
    textColumn('domain', text.domain, (r) => r.domain),
    numberColumn('pokes', text.pokes, (r) => r.pokes),
    numberColumn('sent', text.sent, (r) => r.sent),
    numberColumn('audience', text.audience, (r) => r.audience),
    numberColumn('reached', text.reached, (r) => r.reached),
    {
      id: 'answers',
      header: text.answers,
      cell: (r) => (r.answers === null ? text.notRecorded : formatCount(r.answers)),
      sortValue: (r) => r.answers,
      align: right,
    },
    numberColumn('answerRate', text.answerRateShort, (r) => r.answerRate, formatShare),
  ];
  return (
    <Section>
      <h2>{text.pokesPerDay}</h2>
      <Chart
        kind="bar"
        title={text.pokesPerDay}
        summary={text.pokesPerDaySummary}
        data={(answer.data?.days ?? []).map((day) => ({
          day: formatBucket(day.day),
          pokes: day.pokes,
          sent: day.sent,
        }))}
        xKey="day"
        series={[
          { key: 'pokes', label: text.pokes },
          { key: 'sent', label: text.sent },
        ]}
        emptyText={chartEmptyText(answer)}
      />
      <FigureTable
        caption={text.tabPokes}
        columns={columns}
        rows={answer.data?.rows}
        rowKey={(r) => `${r.profile}|${r.domain}`}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={() => void answer.refetch()}
      />
    </Section>
  );
}

/** /statistics/pokers: per poker (a Poker sees their own row). */
export function PokersView({ args }: FigureProps) {
  const answer = usePokerStatisticsQuery(args);
  const columns: FigureColumn<PokerFigures>[] = [
    textColumn('name', text.poker, (r) => r.name),
    numberColumn('created', text.created, (r) => r.created),
    numberColumn('sent', text.sent, (r) => r.sent),
    numberColumn('audience', text.audience, (r) => r.audience),
    numberColumn('reached', text.reached, (r) => r.reached),
    {
      id: 'answers',
      header: text.answers,
      cell: (r) => (r.answers === null ? text.notRecorded : formatCount(r.answers)),
      sortValue: (r) => r.answers,
      align: right,
    },
    numberColumn('answerRate', text.answerRateShort, (r) => r.answerRate, formatShare),
  ];
  return (
    <FigureTable
      caption={text.tabPokers}
      columns={columns}
      rows={answer.data?.rows}
      rowKey={(r) => r.uid}
      loading={answer.isFetching}
      error={answer.error}
      onRetry={() => void answer.refetch()}
      initialSort={{ columnId: 'created', direction: 'desc' }}
    />
  );
}
