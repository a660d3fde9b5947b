import {
  DEFAULT_LAST_LOGIN_DAYS,
  effectivePokeStrategy,
  isFollowUpPoke,
  RecurringPokeConversion,
  type Poke,
  type RecurringPokeConversionInput,
} from '@switchboard/domain';
import { nextFullHour } from '@switchboard/ui';

/**
 * The poke page's "Convert to recurring" form (spec §4): a copy with a new frequency, a scheduled
 * time (chosen in the profile's timezone by the SchedulePicker, so it holds an instant) and a
 * lastLogin filter.
 */
export interface RecurringDraft {
  /** Every how many days, as typed. */
  day: string;
  /** The first send (ISO instant), or null until chosen. */
  scheduled: string | null;
  /** The lastLogin filter in days, as typed. */
  lastLogin: string;
}

const DEFAULT_FREQUENCY_DAYS = 7;

/**
 * The form's start: the poke's own frequency when it already recurs (else weekly), from the next
 * full hour, with the poke's own lastLogin (or 7).
 */
export function recurringDraft(
  poke: Pick<Poke, 'filters'> & Partial<Pick<Poke, 'strategy' | 'frequency'>>,
  now: Date,
): RecurringDraft {
  const lastLogin = (poke.filters as { lastLogin?: number | null }).lastLogin;
  const day = effectivePokeStrategy(poke) === 'recurring' ? poke.frequency?.day : null;
  return {
    day: String(day ?? DEFAULT_FREQUENCY_DAYS),
    scheduled: nextFullHour(now),
    lastLogin: String(lastLogin ?? DEFAULT_LAST_LOGIN_DAYS),
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The conversion the form asks for, or null while it is incomplete or invalid (a day below 1, a
 * negative or broken lastLogin, no time, or a time not after `now`).
 */
export function recurringConversion(
  draft: RecurringDraft,
  now: Date,
): RecurringPokeConversionInput | null {
  if (!draft.scheduled || Date.parse(draft.scheduled) <= now.getTime()) return null;
  const conversion = {
    frequency: { day: wholeNumber(draft.day) },
    scheduled: draft.scheduled,
    lastLogin: wholeNumber(draft.lastLogin),
  };
  return RecurringPokeConversion.safeParse(conversion).success ? conversion : null;
}

/** Follow-ups are converted with their parent, never on their own. */
export function mayConvertToRecurring(poke: Pick<Poke, 'followUp'>): boolean {
  return !isFollowUpPoke(poke);
}
