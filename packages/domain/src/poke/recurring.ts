import { z } from 'zod';
import { DEFAULT_LAST_LOGIN_DAYS } from '../constants.js';
import type { Notification } from '../messages.js';
import { messages } from '../messages.js';
import { Timestamp } from '../schemas/common.js';
import { PokeFrequencyDay, PokeFrequencyLimit } from '../schemas/poke.js';
import type { Poke, PokeAgent, PokeStrategy } from '../schemas/poke.js';
import { lastLoginDays } from './filters.js';
import type { PokeStatus } from './status.js';
import { assertScheduleInFuture } from './schedule.js';

/** Recurring pokes (spec §4): converting a poke, and the strategy a stored poke really has. */

/**
 * The strategy a poke is run with: a recurring poke without a frequency day falls back to the
 * default strategy.
 */
export function effectivePokeStrategy(poke: {
  strategy?: PokeStrategy | null;
  frequency?: { day?: number | null } | null;
}): PokeStrategy {
  const strategy = poke.strategy ?? 'default';
  if (strategy === 'recurring' && !poke.frequency?.day) return 'default';
  return strategy;
}

/** What the poker chooses when converting: how often, from when, and the lastLogin filter. */
export const RecurringPokeConversion = z.object({
  frequency: z.object({ day: PokeFrequencyDay, limit: PokeFrequencyLimit }),
  scheduled: Timestamp,
  lastLogin: lastLoginDays.default(DEFAULT_LAST_LOGIN_DAYS),
});
export type RecurringPokeConversion = z.infer<typeof RecurringPokeConversion>;
export type RecurringPokeConversionInput = z.input<typeof RecurringPokeConversion>;

/**
 * A recurring copy of a poke: a new id (`newId`, made by the caller), strategy recurring, the new
 * frequency and scheduled time, and the lastLogin filter set. The copy is a new document, so
 * our choices are: created and updated now by `agent`, who becomes its agent; status scheduled;
 * no follow-up link; no abuse review yet; targets reset (the lastLogin filter changes who they
 * are, and nothing has been reached). Throws a ZodError for a bad conversion and a PokeRuleError
 * (POKE_SCHEDULE_IN_PAST) when the scheduled time is not in the future.
 */
export function toRecurringPoke<P extends Poke>(
  poke: P,
  conversion: RecurringPokeConversionInput,
  options: { newId: string; now: Date; agent: PokeAgent },
): P {
  const { frequency, scheduled, lastLogin } = RecurringPokeConversion.parse(conversion);
  assertScheduleInFuture(scheduled, options.now);
  const at = options.now.toISOString();
  return {
    ...poke,
    id: options.newId,
    agent: options.agent,
    createdAt: at,
    updatedAt: at,
    updatedBy: options.agent.id,
    strategy: 'recurring',
    frequency,
    scheduled,
    filters: { ...poke.filters, lastLogin },
    followUp: null,
    abuse: null,
    status: 'scheduled' satisfies PokeStatus,
    targets: { estimate: 0, targetsPerDomain: [] },
  };
}

/** The snackbar notification after a conversion: success with both ids, or the error. */
export function recurringPokeNotification(
  outcome: { ok: true; newId: string; originalId: string } | { ok: false; error: string },
): Notification {
  return outcome.ok
    ? { type: 'success', message: messages.recurringPokeCreated(outcome.newId, outcome.originalId) }
    : { type: 'error', message: messages.recurringPokeFailed(outcome.error) };
}
