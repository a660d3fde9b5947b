import { useEffect, useRef, useState } from 'react';
import { CLAIM_TICK_MS, countdownAt, type Countdown as CountdownValue } from '@switchboard/domain';
import { Time, VisuallyHidden } from './Countdown.styles';
import { countdownMessages } from './messages';

export interface CountdownProps {
  /** When the claim runs out (ISO timestamp or Date); none shows the dash. */
  expiresAt: string | Date | null | undefined;
  /**
   * A fixed clock reading. Given, the countdown shows that moment and does not tick (stories,
   * tests); omitted, it ticks by itself every `CLAIM_TICK_MS`.
   */
  now?: Date;
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void;
  /** Accessible name of the timer. */
  label?: string;
}

/** What is announced politely: only when a threshold is crossed, never every second. */
function announcement(countdown: CountdownValue | null): string {
  if (!countdown) return '';
  if (countdown.signal === 'end') return countdownMessages.ended;
  if (countdown.colour === 'red') return countdownMessages.thirtySecondsLeft;
  if (countdown.colour === 'orange') return countdownMessages.oneMinuteLeft;
  return '';
}

/** The claim countdown: m:ss in blue, orange or red by time left, or a dash when none is left. */
export function Countdown({
  expiresAt,
  now,
  onEnd,
  label = countdownMessages.label,
}: CountdownProps) {
  // The ticking clock; read in effects only, so rendering never touches the clock.
  const [tickNow, setTickNow] = useState<Date | null>(null);
  const clock = now ?? tickNow;
  const countdown = clock ? countdownAt(expiresAt, clock) : null;
  const ended = countdown?.signal === 'end';

  useEffect(() => {
    if (now || ended) return;
    const tick = () => setTickNow(new Date());
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, CLAIM_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [now, ended]);

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (ended) onEndRef.current?.();
  }, [ended]);

  return (
    <>
      <Time role="timer" aria-label={label} $colour={countdown?.colour ?? 'blue'}>
        {countdown?.display ?? '\u00A0'}
      </Time>
      <VisuallyHidden aria-live="polite">{announcement(countdown)}</VisuallyHidden>
    </>
  );
}
