import {
  ABUSE_DISPLAY_STATE_LABELS,
  ABUSE_DISPLAY_STATE_TONES,
  abuseDisplayState,
  type AbuseDisplayState,
  type AbuseInfo,
} from '@switchboard/domain';
import { Chip, Dot } from './AbuseStatusChip.styles';

export type AbuseStatusChipProps =
  /** A display state already worked out, e.g. by a card that needs it too. */
  | { state: AbuseDisplayState; info?: never; now?: never }
  /** Review info and the current time; the chip derives the state (claims expire). */
  | { info: AbuseInfo; now: Date; state?: never };

/**
 * The review status of a flagged message or poke: pending, claimed, safe, abuse, or the grey
 * state (claimed, but nobody holds a live claim). Label and tone come from the domain.
 */
export function AbuseStatusChip(props: AbuseStatusChipProps) {
  const state = props.state ?? abuseDisplayState(props.info, props.now);
  return (
    <Chip $tone={ABUSE_DISPLAY_STATE_TONES[state]} data-state={state}>
      <Dot aria-hidden="true" />
      {ABUSE_DISPLAY_STATE_LABELS[state]}
    </Chip>
  );
}
