import {
  emojiToColonCodes,
  formatPlaceholder,
  stripEmptyFilterValues,
  type PokePreflightDomain,
  type PokePreflightRequest,
} from '@switchboard/domain';
import type { WizardState } from './wizardState';

/** The wizard's preflight: what it asks the server, and what it says of the answer. */

/**
 * The preflight request of the wizard's state (POST /profile/poke/preflight): the domains, the
 * origin, the filters stripped of their empty values and the message as it is stored (emoji as
 * colon codes). Null while there is nothing to check: no domain, no profile or no message.
 */
export function preflightRequest(state: WizardState): PokePreflightRequest | null {
  if (!state.profile || state.domains.length === 0 || !state.locale) return null;
  if (!state.content.trim()) return null;
  return {
    sites: [...state.domains],
    locale: state.locale,
    origin: { type: state.origin },
    filters: stripEmptyFilterValues(state.filters),
    content: emojiToColonCodes(state.content),
    profileUuid: state.profile.uuid,
  };
}

/** Whether a preflight answer still speaks of the poke as it is now. */
export function preflightIsCurrent(
  checked: PokePreflightRequest | null,
  now: PokePreflightRequest | null,
): boolean {
  return checked !== null && now !== null && JSON.stringify(checked) === JSON.stringify(now);
}

export interface MissingValue {
  /** The placeholder as written in a message: `%[city]%`. */
  placeholder: string;
  count: number;
}

/** The placeholders some of a domain's recipients have no value for, in the message's order. */
export function missingValues(
  domain: PokePreflightDomain,
  used: readonly string[],
): MissingValue[] {
  return used.flatMap((name) => {
    const count = domain.missing[name] ?? 0;
    return count > 0 ? [{ placeholder: formatPlaceholder(name), count }] : [];
  });
}
