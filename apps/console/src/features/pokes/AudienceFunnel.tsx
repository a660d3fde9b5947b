import { POKE_MESSAGES, POKE_UI_MESSAGES as text, type AudienceCount } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import { Note } from '../../common/layout';
import type { DebouncedState } from './debouncedLatest';
import { formatCount, formatShare, funnelView } from './funnel';
import {
  Figures,
  FunnelBar,
  FunnelItem,
  FunnelList,
  Muted,
  Panel,
  PanelHeader,
  SectionTitle,
} from './PokeWizard.styles';

export interface AudienceFunnelProps {
  count: DebouncedState<AudienceCount>;
  /** A domain and a profile are chosen: there is something to count. */
  ready: boolean;
}

/**
 * The live, exact count as a funnel: the customers of the chosen domains, what each chosen
 * filter leaves of them, and the targets per domain. While a newer count is on its way the last
 * one stays, dimmed and marked busy, so the numbers never look current when they are not.
 */
export function AudienceFunnel({ count, ready }: AudienceFunnelProps) {
  const view = count.value ? funnelView(count.value) : null;
  const stale = count.loading && view !== null;
  return (
    <Panel aria-labelledby="audience-funnel-title" aria-busy={count.loading || undefined}>
      <PanelHeader>
        <SectionTitle id="audience-funnel-title">{text.funnel}</SectionTitle>
        {/* Announced once per answer rather than per number. */}
        <Muted role="status" aria-live="polite">
          {count.loading ? (
            <>
              <Spinner size={12} label={text.counting} /> {stale ? text.countStale : text.counting}
            </>
          ) : view ? (
            `${text.funnelTargets}: ${formatCount(view.targets)}`
          ) : null}
        </Muted>
      </PanelHeader>
      {!ready ? (
        <Note>{POKE_MESSAGES.chooseDomainsFirst}</Note>
      ) : count.error && !count.loading ? (
        <Note $tone="warning" role="alert">
          {POKE_MESSAGES.countFailed}
        </Note>
      ) : view ? (
        <>
          <FunnelList $stale={stale} aria-label={text.funnel}>
            {view.rows.map((row) => (
              <FunnelItem key={row.key}>
                <span>{row.label}</span>
                <Figures>
                  {row.dropped > 0 && <Muted>{text.funnelDropped(formatCount(row.dropped))}</Muted>}
                  <strong>{formatCount(row.estimate)}</strong>
                </Figures>
                <FunnelBar
                  min={0}
                  max={1}
                  value={row.share}
                  aria-label={`${row.label}: ${formatCount(row.estimate)}`}
                  aria-valuetext={text.funnelShare(formatShare(row.share))}
                />
              </FunnelItem>
            ))}
          </FunnelList>
          <SectionTitle as="h3">{POKE_MESSAGES.targetsPerDomain}</SectionTitle>
          <FunnelList $stale={stale} aria-label={POKE_MESSAGES.targetsPerDomain}>
            {view.sites.map((site) => (
              <FunnelItem key={site.site}>
                <span>{site.site}</span>
                <Figures>
                  <strong>{formatCount(site.estimate)}</strong>
                </Figures>
              </FunnelItem>
            ))}
          </FunnelList>
        </>
      ) : null}
    </Panel>
  );
}
