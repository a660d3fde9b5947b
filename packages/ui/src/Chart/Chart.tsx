import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import type { Theme } from '../theme';
import { Empty, Figure, Plot, Summary, Title } from './Chart.styles';

export const chartTexts = { empty: 'No data' } as const;

export interface ChartSeries<K extends string = string> {
  /** The data field plotted. */
  key: K;
  /** The name shown in the legend and tooltip. */
  label: string;
  /** A theme colour name; by default the series take the theme's chart palette in order. */
  tone?: ChartTone;
}

export type ChartTone = 'primary' | 'ai' | 'success' | 'warning' | 'info' | 'error' | 'grey';

export type ChartDatum = Record<string, string | number | null>;

export interface ChartProps {
  kind: 'line' | 'bar';
  /** The chart's accessible name, shown as its heading. */
  title: string;
  /** A sentence saying what the chart shows, for everyone (and as the description). */
  summary?: string;
  data: readonly ChartDatum[];
  /** The field on the x axis (categories or time labels). */
  xKey: string;
  series: readonly ChartSeries[];
  /** Plot height in px; fixed so the layout does not jump. */
  height?: number;
  /** Stacks bar series. */
  stacked?: boolean;
  emptyText?: string;
}

const PALETTE: readonly ChartTone[] = ['primary', 'ai', 'success', 'warning', 'info', 'grey'];

function toneColor(theme: Theme, tone: ChartTone): string {
  switch (tone) {
    case 'primary':
      return theme.colors.primary;
    case 'ai':
      return theme.colors.ai;
    case 'grey':
      return theme.colors.abuse.grey;
    case 'warning':
      return theme.colors.countdown.orange;
    default:
      return theme.colors.notification[tone];
  }
}

/**
 * Line or bar series over recharts, in the theme's colours. Animation is off so every render
 * (and every screenshot) is the same.
 */
export function Chart({
  kind,
  title,
  summary,
  data,
  xKey,
  series,
  height = 240,
  stacked = false,
  emptyText = chartTexts.empty,
}: ChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const empty = data.length === 0 || series.length === 0;
  const axisTick = { fill: theme.colors.textMuted, fontSize: 12 };
  const colorOf = (item: ChartSeries, index: number) =>
    toneColor(theme, item.tone ?? PALETTE[index % PALETTE.length] ?? 'primary');

  const common = (
    <>
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey} tick={axisTick} stroke={theme.colors.border} tickLine={false} />
      <YAxis tick={axisTick} stroke={theme.colors.border} tickLine={false} width={48} />
      <Tooltip
        isAnimationActive={false}
        contentStyle={{
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius.sm,
          color: theme.colors.text,
        }}
      />
      {series.length > 1 && (
        <Legend
          // Legend text in the text colour: series colours are not all readable as text.
          formatter={(value: string) => <span style={{ color: theme.colors.text }}>{value}</span>}
        />
      )}
    </>
  );
  const chartProps = {
    data: data as ChartDatum[],
    responsive: true,
    style: { width: '100%', height },
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    title,
    desc: summary,
  };

  return (
    <Figure aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {summary && <Summary>{summary}</Summary>}
      {empty ? (
        <Empty $height={height}>{emptyText}</Empty>
      ) : (
        <Plot $height={height}>
          {kind === 'line' ? (
            <LineChart {...chartProps}>
              {common}
              {series.map((item, index) => (
                <Line
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  type="monotone"
                  stroke={colorOf(item, index)}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart {...chartProps}>
              {common}
              {series.map((item, index) => (
                <Bar
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  fill={colorOf(item, index)}
                  stackId={stacked ? 'stack' : undefined}
                  radius={stacked ? 0 : [3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          )}
        </Plot>
      )}
    </Figure>
  );
}
