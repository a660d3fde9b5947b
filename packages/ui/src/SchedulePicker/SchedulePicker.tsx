import { useState } from 'react';
import {
  isPokeInPast,
  localDateTimeToInstant,
  pokeRuleTexts,
  resolvePokeTimezone,
  type PokeStrategy,
} from '@switchboard/domain';
import { Icon } from '../Icon';
import { TextField } from '../TextField';
import { schedulePickerTexts as texts } from './SchedulePicker.texts';
import { Fieldset, Inputs, Legend, Message, Toggle, Zone } from './SchedulePicker.styles';
import { instantToLocalParts, nextFullHour } from './zonedParts';

export interface SchedulePickerProps {
  /** The scheduled instant (ISO); null means "send immediately". */
  value: string | null;
  onChange: (next: string | null) => void;
  /** The profile's timezone; UTC when missing or unknown. */
  timezone?: string | null;
  /** Only admins may send immediately. */
  canSendImmediately: boolean;
  now: Date;
  /** A follow-up also counts as in the past once its stored time has passed. */
  strategy?: PokeStrategy | null;
  originalScheduled?: string | null;
  disabled?: boolean;
  legend?: string;
}

/** When a poke goes out: a date and time in the profile's timezone, or (admins) immediately. */
export function SchedulePicker({
  value,
  onChange,
  timezone,
  canSendImmediately,
  now,
  strategy,
  originalScheduled,
  disabled = false,
  legend = texts.legend,
}: SchedulePickerProps) {
  const zone = resolvePokeTimezone(timezone);
  const fromValue = instantToLocalParts(value, zone);
  // The inputs keep what the user typed until it makes a full date and time.
  const [draft, setDraft] = useState(fromValue);
  const [lastValue, setLastValue] = useState(value);
  const [lastZone, setLastZone] = useState(zone);
  if (value !== lastValue || zone !== lastZone) {
    setLastValue(value);
    setLastZone(zone);
    setDraft(fromValue);
  }

  const immediate = value === null && canSendImmediately;
  const update = (next: { date: string; time: string }) => {
    setDraft(next);
    if (!next.date || !next.time) return;
    const instant = localDateTimeToInstant(`${next.date}T${next.time}`, zone);
    if (instant && instant !== value) onChange(instant);
  };

  const inPast =
    value !== null && isPokeInPast({ scheduled: value, strategy }, now, originalScheduled);
  const needsTime = value === null && !canSendImmediately;

  return (
    <Fieldset disabled={disabled}>
      <Legend>{legend}</Legend>
      {canSendImmediately && (
        <Toggle>
          <input
            type="checkbox"
            checked={immediate}
            onChange={(event) => onChange(event.target.checked ? null : nextFullHour(now))}
          />
          {texts.sendImmediately}
        </Toggle>
      )}
      {!immediate && (
        <>
          <Inputs>
            <TextField
              label={texts.date}
              type="date"
              value={draft.date}
              onChange={(event) => update({ ...draft, date: event.target.value })}
            />
            <TextField
              label={texts.time}
              type="time"
              value={draft.time}
              onChange={(event) => update({ ...draft, time: event.target.value })}
            />
          </Inputs>
          {inPast && (
            <Message $tone="error" role="alert">
              <Icon name="error" size={16} />
              {pokeRuleTexts.scheduleInPast}
            </Message>
          )}
          <Zone>
            <Icon name="clock" size={16} />
            {texts.timezone(zone)}
          </Zone>
          {needsTime && (
            <Message $tone="info">
              <Icon name="info" size={16} />
              {pokeRuleTexts.immediateSendNotAllowed}
            </Message>
          )}
        </>
      )}
    </Fieldset>
  );
}
