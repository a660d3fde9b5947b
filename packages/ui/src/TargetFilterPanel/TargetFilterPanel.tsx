import {
  isLegacyOrigin,
  type LegacyPokeFilters,
  type OriginPokeFilters,
} from '@switchboard/domain';
import { Spinner } from '../Spinner';
import { LegacyTargetFilters } from './LegacyTargetFilters';
import { OriginTargetFilters, type OriginFilterOptions } from './OriginTargetFilters';
import { targetFilterTexts as texts } from './TargetFilterPanel.texts';
import { Count, Header, Panel, Title } from './TargetFilterPanel.styles';

interface CountProps {
  /** The estimated number of customers these filters reach; null when not known yet. */
  targetCount: number | null;
  /** A count request is running (the app debounces it, see `useDebouncedValue`). */
  countLoading?: boolean;
  title?: string;
}

/** Legacy origin (or none): the legacy filters. */
export interface LegacyTargetFilterPanelProps extends CountProps {
  origin: 'legacy' | null | undefined;
  value: LegacyPokeFilters;
  onChange: (next: LegacyPokeFilters) => void;
}

/** Any other origin: the other-origin filters, with the option lists from the profile service. */
export interface OriginTargetFilterPanelProps extends CountProps {
  origin: string;
  value: OriginPokeFilters;
  onChange: (next: OriginPokeFilters) => void;
  options?: OriginFilterOptions;
}

export type TargetFilterPanelProps = LegacyTargetFilterPanelProps | OriginTargetFilterPanelProps;

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** The poke's target filters, legacy or other-origin by `origin`, with the estimated count. */
export function TargetFilterPanel(props: TargetFilterPanelProps) {
  const { targetCount, countLoading = false, title = texts.title } = props;
  return (
    <Panel aria-label={title}>
      <Header>
        <Title>{title}</Title>
        <Count aria-live="polite" aria-busy={countLoading || undefined}>
          {texts.estimate}:{' '}
          {countLoading ? (
            <Spinner size={14} label={texts.counting} />
          ) : (
            <strong>
              {targetCount === null ? texts.unknownCount : COUNT_FORMAT.format(targetCount)}
            </strong>
          )}
        </Count>
      </Header>
      {isLegacyOrigin(props.origin) ? (
        <LegacyTargetFilters
          value={props.value as LegacyPokeFilters}
          onChange={props.onChange as (next: LegacyPokeFilters) => void}
        />
      ) : (
        <OriginTargetFilters
          value={props.value as OriginPokeFilters}
          onChange={props.onChange as (next: OriginPokeFilters) => void}
          options={'options' in props ? props.options : undefined}
        />
      )}
    </Panel>
  );
}
