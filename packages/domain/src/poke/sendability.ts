import { messages } from '../messages.js';
import { isInConversationFilterOn } from './filters.js';

/** Whether a poke can be sent (spec §5): it needs targets, and 'in conversation' must be off. */

export type PokeNotSendableCause = 'no-targets' | 'in-conversation';

export type PokeSendability =
  { sendable: true } | { sendable: false; reason: string; causes: PokeNotSendableCause[] };

/**
 * How many customers a poke reaches: the overall estimate, or when that is missing the sum of
 * the per-domain estimates.
 */
export function pokeTargetCount(
  targets:
    | {
        estimate?: number | null;
        targetsPerDomain?: readonly { estimate?: number | null }[] | null;
      }
    | null
    | undefined,
): number {
  if (typeof targets?.estimate === 'number') return targets.estimate;
  return (targets?.targetsPerDomain ?? []).reduce((sum, site) => sum + (site.estimate ?? 0), 0);
}

/**
 * Sendable only with at least one target and the 'in conversation' filter off. Otherwise the
 * reason is the spec's one text (it names both conditions), and `causes` tells which failed.
 */
export function pokeSendability(
  targetCount: number,
  filters: { inConversation?: readonly string[] | null } | null | undefined,
): PokeSendability {
  const causes: PokeNotSendableCause[] = [];
  if (!(targetCount > 0)) causes.push('no-targets');
  if (isInConversationFilterOn(filters)) causes.push('in-conversation');
  return causes.length === 0
    ? { sendable: true }
    : { sendable: false, reason: messages.pokeDisabledReason, causes };
}
