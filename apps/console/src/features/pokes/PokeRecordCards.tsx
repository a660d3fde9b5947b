import {
  colonCodesToEmoji,
  describePokeFilters,
  effectivePokeStrategy,
  formatFollowUpTime,
  POKE_KIND_LABELS,
  POKE_RECORD_MESSAGES as text,
  POKE_UI_MESSAGES,
  resolvePokeTimezone,
  type Poke,
} from '@switchboard/domain';
import { Card, CardTitle, Lines, Muted, Pairs, Text } from './PokeRecord.styles';
import { SendBreakdown } from './SendBreakdown';
import { SendProgress } from './SendProgress';
import type { PokeSending } from './usePokeSending';

/** A time as the poke page shows it: in the profile's timezone, named. */
export function pokeTime(at: string | null | undefined, timezone: string | null | undefined) {
  return `${formatFollowUpTime(at, timezone)} (${resolvePokeTimezone(timezone)})`;
}

/** Who the poke reached per domain, with the live bar while it sends. */
export function AudienceCard({ poke, sending }: { poke: Poke; sending: PokeSending }) {
  return (
    <Card $wide aria-labelledby="poke-audience-title">
      <CardTitle id="poke-audience-title">{text.audience}</CardTitle>
      <SendProgress poke={poke} />
      <SendBreakdown poke={poke} sending={sending} />
    </Card>
  );
}

/** The target filters in words (`describePokeFilters`). */
export function FiltersCard({ poke }: { poke: Poke }) {
  return (
    <Card aria-labelledby="poke-filters-title">
      <CardTitle id="poke-filters-title">{text.filters}</CardTitle>
      <Lines>
        {describePokeFilters(poke).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Lines>
    </Card>
  );
}

const attachmentName = (message: Poke['message']) =>
  message.attachmentFilenameForLegacy ??
  message.attachment?.displayUrl ??
  message.attachment?.url ??
  message.attachment?.hash ??
  null;

/** The message as sent (emoji shown), its kind and attachment. */
export function MessageCard({ poke }: { poke: Poke }) {
  const attachment = attachmentName(poke.message);
  return (
    <Card aria-labelledby="poke-message-title">
      <CardTitle id="poke-message-title">{text.message}</CardTitle>
      <Text>{colonCodesToEmoji(poke.message.content)}</Text>
      {attachment && <Muted>{text.attachment(attachment)}</Muted>}
      <Muted>{text.messageKind(POKE_KIND_LABELS[poke.message.type])}</Muted>
    </Card>
  );
}

/** When: the send time in the profile's timezone, how often it repeats and how many times. */
export function ScheduleCard({ poke }: { poke: Poke }) {
  const timezone = poke.profile.timezone;
  const day = effectivePokeStrategy(poke) === 'recurring' ? poke.frequency?.day : null;
  return (
    <Card aria-labelledby="poke-schedule-title">
      <CardTitle id="poke-schedule-title">{text.schedule}</CardTitle>
      <Pairs>
        <dt>{day ? text.nextRun : text.firstSend}</dt>
        <dd>
          {poke.scheduled ? pokeTime(poke.scheduled, timezone) : POKE_UI_MESSAGES.sendsImmediately}
        </dd>
        <dt>{text.repeats}</dt>
        <dd>{day ? POKE_UI_MESSAGES.everyNDays(day) : text.noRepeat}</dd>
        {day ? (
          <>
            <dt>{text.runLimitLabel}</dt>
            <dd>{text.runLimit(poke.frequency?.limit ?? 0)}</dd>
          </>
        ) : null}
      </Pairs>
    </Card>
  );
}
