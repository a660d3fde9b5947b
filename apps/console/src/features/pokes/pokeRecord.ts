import {
  pokeExcerpt,
  pokeHasFilters,
  pokeKindLabel as kindLabel,
  pokeKindOf,
  POKE_RECORD_MESSAGES as text,
  type Poke,
} from '@switchboard/domain';
import type { AudienceCountArgs } from './pokeCalls';

/** The poke page's header in words (issue #27): its title and its kind. */

/** "Eva: “Hoi %[name]%, zin in…”", or "Poke for Eva" for a poke with no text. */
export function pokeTitle(poke: Pick<Poke, 'profile' | 'message'>): string {
  return text.title(poke.profile.name, pokeExcerpt(poke.message.content));
}

/** The kind in words, as the schedule and calendar name it: domain `pokeKindLabel`. */
export function pokeKindLabel(poke: Pick<Poke, 'strategy' | 'frequency' | 'followUp'>): string {
  return kindLabel(pokeKindOf(poke));
}

/**
 * The count of the customers a poke would reach now (the wizard's count call): its origin,
 * message placeholders and profile, on `domains`, with its own filters or `filters` instead —
 * one added domain, or the copy of a conversion to recurring with its lastLogin.
 */
export function pokeAudienceArgs(
  poke: Pick<Poke, 'origin' | 'filters' | 'message' | 'profile'>,
  domains: readonly string[],
  filters: object = poke.filters,
): AudienceCountArgs {
  return {
    domains,
    origin: poke.origin.type,
    filters,
    hasFilters: pokeHasFilters(poke.message.content, poke.origin.type) ?? [],
    profileCmsId: poke.profile.id,
  };
}
