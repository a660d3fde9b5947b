import { Link } from 'react-router-dom';
import {
  colonCodesToEmoji,
  formatFollowUpTime,
  pokeRunAccount,
  pokeShowPath,
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES as text,
  POKE_SEND_MESSAGES,
  POKE_UI_MESSAGES,
  type Poke,
  type PokeRunReport,
} from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import { AccountFigures } from './SendBreakdown';
import { Card, CardTitle, Facts, Lines, Muted, Rows, SubTitle } from './PokeRecord.styles';
import { StatusChip } from './PokeStatusChip';
import type { PokeSending } from './usePokeSending';

const runState = (state: string) => text.runStates[state] ?? state;

function RunRow({ run, timezone }: { run: PokeRunReport; timezone: string | null | undefined }) {
  const account = pokeRunAccount(run);
  const when = formatFollowUpTime(run.dueAt, timezone);
  const stopped = [...new Set([...account.total.stopped, ...(run.reason ? [run.reason] : [])])];
  return (
    <li>
      <section aria-label={text.runWhen(when)}>
        <Facts>
          <SubTitle>{text.runWhen(when)}</SubTitle>
          <strong>{runState(run.state)}</strong>
          {run.startedAt && (
            <Muted>{text.runStarted(formatFollowUpTime(run.startedAt, timezone))}</Muted>
          )}
          {run.finishedAt && (
            <Muted>{text.runFinished(formatFollowUpTime(run.finishedAt, timezone))}</Muted>
          )}
        </Facts>
        {run.sites.length > 0 && <AccountFigures row={account.total} />}
        {stopped.length > 0 && (
          <Lines>
            {stopped.map((why) => (
              <li key={why}>{text.runStopped(why)}</li>
            ))}
          </Lines>
        )}
      </section>
    </li>
  );
}

/**
 * Every send of the poke (issue #27), newest first, each with when, its state in words and its
 * figures — kept between the runs of a recurring poke, when its status is back to Scheduled —
 * and the follow-ups with their own status and a link to their page.
 */
export function PokeRuns({
  poke,
  followUps,
  sending,
}: {
  poke: Poke;
  followUps: readonly Poke[];
  sending: PokeSending;
}) {
  const runs = [...(sending.data?.runs ?? [])].sort(
    (a, b) => Date.parse(b.dueAt) - Date.parse(a.dueAt),
  );
  const timezone = poke.profile.timezone;
  let body;
  if (sending.isLoading) body = <Spinner label={POKE_SEND_MESSAGES.breakdownLoading} />;
  // Without the report, the audience card says why and offers to try again.
  else if (!sending.data) body = null;
  else if (runs.length === 0) body = <p>{text.noRuns}</p>;
  else {
    body = (
      <Rows>
        {runs.map((run) => (
          <RunRow key={run.id} run={run} timezone={timezone} />
        ))}
      </Rows>
    );
  }
  return (
    <Card $wide aria-labelledby="poke-runs-title">
      <CardTitle id="poke-runs-title">{text.runs}</CardTitle>
      {body}
      <section aria-label={POKE_MESSAGES.followUps}>
        <SubTitle>{text.followUps}</SubTitle>
        {followUps.length === 0 ? (
          <p>{POKE_UI_MESSAGES.noFollowUps}</p>
        ) : (
          <Rows as="ol">
            {followUps.map((followUp, index) => (
              <li key={followUp.id}>
                <Facts>
                  <Link to={pokeShowPath(followUp)}>{text.followUpLink(index + 1)}</Link>
                  <StatusChip status={followUp.status} />
                  <Muted>{formatFollowUpTime(followUp.scheduled, timezone)}</Muted>
                </Facts>
                <Muted>{colonCodesToEmoji(followUp.message.content)}</Muted>
              </li>
            ))}
          </Rows>
        )}
      </section>
    </Card>
  );
}
