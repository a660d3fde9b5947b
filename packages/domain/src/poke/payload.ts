import type { Attachment } from '../schemas/common.js';
import type {
  PokeAgent,
  PokeFollowUpLink,
  PokeFrequency,
  PokeKind,
  PokeProfile,
  PokeStrategy,
  PokeType,
  PokeWriteRequest,
} from '../schemas/poke.js';
import { PokeWriteRequest as PokeWriteRequestSchema } from '../schemas/poke.js';
import { emojiToColonCodes } from './emoji.js';
import { PokeRuleError, pokeRuleTexts } from './errors.js';
import { stripEmptyFilterValues } from './filter-values.js';
import { pokeHasFilters } from './placeholders.js';
import { effectivePokeStrategy } from './recurring.js';

/** The poke wizard's state turned into the write request (spec §5: it needs a selected profile). */

export interface PokeDraft {
  /** Set when editing: the wizard updates when an id exists, else creates. */
  id?: string;
  agent: PokeAgent;
  domains: readonly string[];
  locale: string;
  type?: PokeType;
  strategy?: PokeStrategy;
  origin: { type: string };
  scheduled?: string | null;
  frequency?: PokeFrequency | null;
  /** Legacy or other-origin filters as the form holds them; empty values are fine. */
  filters: object;
  message: {
    /** As typed, native emoji included. */
    content: string;
    attachment?: Attachment | null;
    attachmentFilenameForLegacy?: string | null;
    type?: PokeKind;
  };
  followUp?: PokeFollowUpLink | null;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * messageLength: the characters a reader sees in the text as typed (an emoji counts as one),
 * not the stored colon-code length. The spec does not say which; what the reader sees is what a
 * length limit or a statistic cares about.
 */
export function pokeMessageLength(content: string): number {
  return [...segmenter.segment(content)].length;
}

/** Whether the wizard can build a payload: a profile must be selected. */
export function canBuildPokePayload(profile: PokeProfile | null | undefined): boolean {
  return profile !== null && profile !== undefined;
}

/**
 * The write request for a draft. Refuses (PokeRuleError POKE_PROFILE_REQUIRED) without a
 * selected profile. On the way: filters lose their empty values, emoji become colon codes,
 * messageLength and hasAttachment are derived, a recurring poke without a frequency day becomes
 * a default one, and non-legacy origins get the used placeholders as hasFilters. The result is
 * validated by `PokeWriteRequest` (a ZodError when the draft is incomplete).
 */
export function buildPokePayload(
  draft: PokeDraft,
  profile: PokeProfile | null | undefined,
): PokeWriteRequest {
  if (!canBuildPokePayload(profile)) {
    throw new PokeRuleError('POKE_PROFILE_REQUIRED', pokeRuleTexts.profileRequired);
  }
  const { message } = draft;
  const hasFilters = pokeHasFilters(message.content, draft.origin.type);
  return PokeWriteRequestSchema.parse({
    ...(draft.id ? { id: draft.id } : {}),
    agent: draft.agent,
    domains: [...draft.domains],
    locale: draft.locale,
    type: draft.type,
    strategy: effectivePokeStrategy(draft),
    origin: { type: draft.origin.type },
    scheduled: draft.scheduled ?? null,
    frequency: draft.frequency ?? null,
    filters: stripEmptyFilterValues(draft.filters),
    message: {
      content: emojiToColonCodes(message.content),
      messageLength: pokeMessageLength(message.content),
      attachment: message.attachment ?? null,
      attachmentFilenameForLegacy: message.attachmentFilenameForLegacy ?? null,
      hasAttachment: Boolean(message.attachment || message.attachmentFilenameForLegacy),
      type: message.type,
    },
    profile,
    followUp: draft.followUp ?? null,
    ...(hasFilters ? { hasFilters } : {}),
  });
}
