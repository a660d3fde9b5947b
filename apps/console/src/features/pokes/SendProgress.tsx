import styled from 'styled-components';
import {
  POKE_SEND_MESSAGES,
  pokeSendProgress,
  pokeStatusLabel,
  type Poke,
} from '@switchboard/domain';
import { useLivePokeQuery } from './livePokeApi';

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space(3)};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Sites = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The live progress of a poke's send on the poke page: a bar of reached of the targets over all
 * sites, and one per site, moving as the dispatcher reports each batch. Until the live query has
 * answered it shows the poke as loaded; before a send (scheduled, cancelled) it shows nothing.
 * What the sends did, per run and per recipient, is the audience and runs cards' (they stay
 * between the runs of a recurring poke, when the bars are gone).
 */
export function SendProgress({ poke }: { poke: Poke }) {
  const { data } = useLivePokeQuery({ locale: poke.locale, pokeId: poke.id });
  const live = data?.find((row) => row.id === poke.id) ?? poke;
  const progress = pokeSendProgress(live);
  if (!progress.visible) return null;
  const total = POKE_SEND_MESSAGES.reachedOf(progress.reached, progress.estimate);
  return (
    <section aria-label={POKE_SEND_MESSAGES.progress} aria-busy={progress.running}>
      <Bar
        max={Math.max(progress.estimate, 1)}
        value={Math.min(progress.reached, Math.max(progress.estimate, 1))}
        aria-label={POKE_SEND_MESSAGES.progress}
        aria-valuetext={total}
      />
      <Line aria-live="polite">
        <strong>{pokeStatusLabel(live.status)}</strong>: {total} ({progress.percent}%)
      </Line>
      {progress.sites.length > 1 && (
        <Sites>
          {progress.sites.map((site) => (
            <li key={site.site}>
              <Line>
                {site.site}: {POKE_SEND_MESSAGES.reachedOf(site.reached, site.estimate)}
              </Line>
              <Bar
                max={Math.max(site.estimate, 1)}
                value={Math.min(site.reached, Math.max(site.estimate, 1))}
                aria-label={site.site}
              />
            </li>
          ))}
        </Sites>
      )}
    </section>
  );
}
