import {
  formatFollowUpTime,
  pokeAudienceAccount,
  pokeSendBreakdown,
  POKE_RECORD_MESSAGES as text,
  POKE_SEND_MESSAGES,
  type Poke,
  type PokeAccountRow,
  type PokeRecipientFailure,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { Note } from '../../common/layout';
import { Figures, Lines, Muted, Rows, SubTitle } from './PokeRecord.styles';
import type { PokeSending } from './usePokeSending';

const skipLabel = (reason: string) => POKE_SEND_MESSAGES.skipReasons[reason] ?? reason;

/**
 * The figures of one account row, so that they add up to the targeted customers: sent, skipped
 * by why, failed, already had it, and the rest with why they were not reached (yet).
 */
export function AccountFigures({ row }: { row: Omit<PokeAccountRow, 'site'> }) {
  return (
    <Figures>
      <li>
        <strong>{text.targeted(row.targeted)}</strong>
      </li>
      <li>{text.sent(row.sent)}</li>
      {row.skipped.map((skip) => (
        <li key={skip.reason}>{text.skipped(skipLabel(skip.reason), skip.count)}</li>
      ))}
      <li>{text.failed(row.failed)}</li>
      {row.alreadyHad > 0 && <li>{text.alreadyHad(row.alreadyHad)}</li>}
      {row.remainders.map(({ reason, count }) => (
        <li key={reason}>{text.remainder[reason](count)}</li>
      ))}
      {row.beyondEstimate > 0 && <li>{text.beyondEstimate(row.beyondEstimate)}</li>}
      {row.sent > 0 && <li>{text.answered(row.answered)}</li>}
    </Figures>
  );
}

function SiteAccount({
  row,
  failures,
}: {
  row: PokeAccountRow;
  failures: readonly PokeRecipientFailure[];
}) {
  return (
    <li>
      <section aria-label={row.site}>
        <SubTitle>{row.site}</SubTitle>
        <AccountFigures row={row} />
        {(row.stopped.length > 0 || failures.length > 0) && (
          <Lines>
            {row.stopped.map((why) => (
              <li key={why}>{POKE_SEND_MESSAGES.stopped(why)}</li>
            ))}
            {failures.map((failure) => (
              <li key={failure.customerId}>
                {POKE_SEND_MESSAGES.failure(
                  failure.customerId,
                  failure.reason ?? POKE_SEND_MESSAGES.unknownFailure,
                )}
              </li>
            ))}
          </Lines>
        )}
      </section>
    </li>
  );
}

/**
 * The poke's audience accounted for (issues #14, #27): per domain and over all, the customers
 * targeted by the latest send — sent, skipped by why, failed with the reasons, and the rest with
 * why they were not reached (yet) — from GET /pokes/{geo}/{id}/sending. Before any send, the
 * poke's own count, all still to send.
 */
export function SendBreakdown({ poke, sending }: { poke: Poke; sending: PokeSending }) {
  const { data, error, isLoading, isFetching, refetch } = sending;
  if (isLoading) return <Spinner label={POKE_SEND_MESSAGES.breakdownLoading} />;
  if (!data) {
    return (
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
  }
  const account = pokeAudienceAccount(poke, data);
  const { unlistedFailures } = pokeSendBreakdown(data);
  return (
    <>
      <Muted>
        {account.run
          ? text.audienceOfRun(formatFollowUpTime(account.run.dueAt, poke.profile.timezone))
          : text.audienceBeforeSend}
      </Muted>
      <section aria-label={text.allDomains}>
        <SubTitle>{text.allDomains}</SubTitle>
        <AccountFigures row={account.total} />
      </section>
      <Rows>
        {account.sites.map((row) => (
          <SiteAccount
            key={row.site}
            row={row}
            failures={data.failures.filter((failure) => failure.site === row.site)}
          />
        ))}
      </Rows>
      {unlistedFailures > 0 && <p>{POKE_SEND_MESSAGES.moreFailures(unlistedFailures)}</p>}
    </>
  );
}
