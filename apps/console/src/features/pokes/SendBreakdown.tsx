import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  pokeSendBreakdown,
  POKE_SEND_MESSAGES,
  type PokeSendBreakdown,
  type PokeSiteBreakdown,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { Note } from '../../common/layout';
import { useGetPokeSendingQuery, type PokeKey } from './pokesApi';

const Figures = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Failures = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(1)};
  font-size: 1em;
`;

const skipLabel = (reason: string) => POKE_SEND_MESSAGES.skipReasons[reason] ?? reason;

function FigureList({ row }: { row: PokeSendBreakdown['total'] }) {
  return (
    <Figures>
      <li>{POKE_SEND_MESSAGES.sent(row.sent)}</li>
      {row.skipped.map((skip) => (
        <li key={skip.reason}>{POKE_SEND_MESSAGES.skipped(skipLabel(skip.reason), skip.count)}</li>
      ))}
      <li>{POKE_SEND_MESSAGES.failed(row.failed)}</li>
      {row.alreadyHad > 0 && <li>{POKE_SEND_MESSAGES.alreadyHad(row.alreadyHad)}</li>}
    </Figures>
  );
}

function SiteBreakdown({ row }: { row: PokeSiteBreakdown }) {
  return (
    <section aria-label={row.site}>
      <Title>{row.site}</Title>
      <FigureList row={row} />
      {(row.stopped.length > 0 || row.failures.length > 0) && (
        <Failures>
          {row.stopped.map((why) => (
            <li key={why}>{POKE_SEND_MESSAGES.stopped(why)}</li>
          ))}
          {row.failures.map((failure) => (
            <li key={failure.customerId}>
              {POKE_SEND_MESSAGES.failure(
                failure.customerId,
                failure.reason ?? POKE_SEND_MESSAGES.unknownFailure,
              )}
            </li>
          ))}
        </Failures>
      )}
    </section>
  );
}

/**
 * What a poke's sends did (issue #14): sent, skipped by why, failed with the reasons, over all
 * domains and per domain, from GET /pokes/{geo}/{id}/sending. `progress` is the live send's
 * reached count and status: when it moves the report is asked again, so it follows a running
 * send batch by batch.
 */
export function SendBreakdown({ pokeKey, progress }: { pokeKey: PokeKey; progress: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetPokeSendingQuery(pokeKey);
  // The report as of this progress: asked again once it moves (after a call in flight, which
  // RTK Query would not repeat).
  const seen = useRef(progress);
  useEffect(() => {
    if (seen.current === progress || isFetching) return;
    seen.current = progress;
    void refetch();
  }, [progress, isFetching, refetch]);

  let body;
  if (isLoading) {
    body = <Spinner label={POKE_SEND_MESSAGES.breakdownLoading} />;
  } else if (!data) {
    body = (
      <>
        <Note $tone="warning" role="alert">
          {POKE_SEND_MESSAGES.breakdownFailed(
            isApiError(error) ? error.message : POKE_SEND_MESSAGES.unknownFailure,
          )}
        </Note>
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {POKE_SEND_MESSAGES.retry}
        </Button>
      </>
    );
  } else {
    const breakdown = pokeSendBreakdown(data);
    body = !breakdown.ran ? (
      <p>{POKE_SEND_MESSAGES.breakdownEmpty}</p>
    ) : (
      <>
        <section aria-label={POKE_SEND_MESSAGES.allSites}>
          <FigureList row={breakdown.total} />
        </section>
        {breakdown.sites.map((row) => (
          <SiteBreakdown key={row.site} row={row} />
        ))}
        {breakdown.unlistedFailures > 0 && (
          <p>{POKE_SEND_MESSAGES.moreFailures(breakdown.unlistedFailures)}</p>
        )}
      </>
    );
  }
  return (
    <section aria-label={POKE_SEND_MESSAGES.breakdown} aria-busy={isFetching}>
      <Title as="h2">{POKE_SEND_MESSAGES.breakdown}</Title>
      {body}
    </section>
  );
}
