import { COUNTDOWN_DANGER_THRESHOLD_S, COUNTDOWN_WARNING_THRESHOLD_S } from '../constants.js';

/**
 * The countdown of a claim, spec §4: blue above 60 s left, orange above 30 s, red at 30 s or
 * less; m:ss, or a dash when none is left; 'end' at zero. The view re-reads it every
 * `CLAIM_TICK_MS` (1 s).
 */

export const COUNTDOWN_COLOURS = ['blue', 'orange', 'red'] as const;
export type CountdownColour = (typeof COUNTDOWN_COLOURS)[number];

/** What the countdown shows when no time is left. */
export const COUNTDOWN_NONE_LEFT = '-';

export interface Countdown {
  /** Whole seconds left, rounded up, never below 0. */
  secondsLeft: number;
  colour: CountdownColour;
  /** `m:ss`, or `COUNTDOWN_NONE_LEFT`. */
  display: string;
  /** 'end' once the claim has run out; null before, and when there is nothing to count down. */
  signal: 'end' | null;
}

export function countdownColour(secondsLeft: number): CountdownColour {
  if (secondsLeft > COUNTDOWN_WARNING_THRESHOLD_S) return 'blue';
  if (secondsLeft > COUNTDOWN_DANGER_THRESHOLD_S) return 'orange';
  return 'red';
}

/** `m:ss` for a positive number of seconds (minutes are not capped: 75 min is `75:00`). */
export function formatCountdown(secondsLeft: number): string {
  if (!(secondsLeft > 0)) return COUNTDOWN_NONE_LEFT;
  const whole = Math.ceil(secondsLeft);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The countdown to `expiresAt` (an ISO timestamp or a Date) at `now`. Seconds round up, so the
 * display reaches `-` and 'end' is signalled exactly when the claim expires (the moment
 * `isChatUnclaimed` treats it as unclaimed), never a second early. A missing or unreadable
 * expiry shows the dash without signalling 'end': there is no claim that could run out.
 */
export function countdownAt(expiresAt: string | Date | null | undefined, now: Date): Countdown {
  const expiresMs =
    expiresAt instanceof Date ? expiresAt.getTime() : expiresAt ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(expiresMs)) {
    return { secondsLeft: 0, colour: 'red', display: COUNTDOWN_NONE_LEFT, signal: null };
  }
  const secondsLeft = Math.max(0, Math.ceil((expiresMs - now.getTime()) / 1000));
  return {
    secondsLeft,
    colour: countdownColour(secondsLeft),
    display: formatCountdown(secondsLeft),
    signal: secondsLeft === 0 ? 'end' : null,
  };
}
