import { useId } from 'react';
import { Icon } from '../Icon';
import {
  Arrow,
  Delta,
  DeltaNote,
  Figure,
  Label,
  Skeleton,
  Tile,
  Unit,
  Value,
  type Trend,
} from './StatTile.styles';

export type { Trend } from './StatTile.styles';

export interface StatTileDelta {
  /** The change, e.g. 12 or -3.5; its sign gives the trend. */
  value: number;
  /** Shown after the change, e.g. '%' ; defaults to none. */
  unit?: string;
  /** What the change compares with, e.g. 'vs last week'. */
  note?: string;
  /** Whether a rise is good (green) or bad (red); default true. Null shows it neutral. */
  upIsGood?: boolean | null;
}

export interface StatTileProps {
  label: string;
  value: number | string | null;
  unit?: string;
  delta?: StatTileDelta;
  loading?: boolean;
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const EMPTY_VALUE = '—';

function formatValue(value: number | string | null): string {
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return EMPTY_VALUE;
  return typeof value === 'number' ? NUMBER_FORMAT.format(value) : value;
}

function trendOf(change: number): Trend {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

/** One figure of a statistics page: label, value with unit, and an optional change. */
export function StatTile({ label, value, unit, delta, loading = false }: StatTileProps) {
  const labelId = useId();
  const trend = delta ? trendOf(delta.value) : 'flat';
  const upIsGood = delta?.upIsGood === undefined ? true : delta.upIsGood;
  const good = trend === 'flat' || upIsGood === null ? null : (trend === 'up') === upIsGood;
  const sign = delta && delta.value > 0 ? '+' : '';
  return (
    <Tile aria-labelledby={labelId} aria-busy={loading || undefined}>
      <Label id={labelId}>{label}</Label>
      {loading ? (
        <>
          <Skeleton $width={96} $height={29} aria-hidden="true" />
          <Skeleton $width={64} $height={14} aria-hidden="true" />
        </>
      ) : (
        <>
          <Figure>
            <Value>{formatValue(value)}</Value>
            {unit && value !== null && <Unit>{unit}</Unit>}
          </Figure>
          {delta && (
            <Delta $trend={trend} $good={good}>
              <Arrow $trend={trend} aria-hidden="true">
                <Icon name="chevronRight" size={14} />
              </Arrow>
              {`${sign}${NUMBER_FORMAT.format(delta.value)}${delta.unit ?? ''}`}
              {delta.note && <DeltaNote>{delta.note}</DeltaNote>}
            </Delta>
          )}
        </>
      )}
    </Tile>
  );
}
