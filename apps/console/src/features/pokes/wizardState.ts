import {
  buildPokePayload,
  colonCodesToEmoji,
  followUpScheduledAt,
  FOLLOW_UP_DELAY_OPTIONS,
  LEGACY_ORIGIN,
  LegacyPokeFilters,
  OriginPokeFilters,
  pokeScheduleForEdit,
  type Poke,
  type PokeAgent,
  type PokeDraft,
  type PokeProfile,
  type PokeWriteRequest,
} from '@switchboard/domain';
import type { FollowUpItem } from '@switchboard/ui';

/** The poke wizard's state (spec §2: create, or update when an id exists) and what it saves. */

/**
 * The fields of a poke the wizard has no input for, sent back on save as they were loaded. The
 * server stores a write request whole (an update replaces the poke), so a field left out falls
 * back to its default: a recurring poke would become a one-off poke, a flirt a message, and an
 * attachment would be lost (spec §2: an update changes only what the user changed). A new poke
 * has none of them set, so the schema's defaults apply.
 */
export type KeptPokeFields = Pick<PokeDraft, 'type' | 'strategy' | 'frequency' | 'followUp'> & {
  message: Pick<PokeDraft['message'], 'type' | 'attachment' | 'attachmentFilenameForLegacy'>;
};

/** What a stored poke keeps through the wizard (see `KeptPokeFields`). */
export function keptPokeFields(poke: Poke): KeptPokeFields {
  return {
    type: poke.type,
    strategy: poke.strategy,
    frequency: poke.frequency ?? null,
    followUp: poke.followUp ?? null,
    message: {
      type: poke.message.type,
      attachment: poke.message.attachment ?? null,
      attachmentFilenameForLegacy: poke.message.attachmentFilenameForLegacy ?? null,
    },
  };
}

/**
 * A follow-up as the wizard holds it: the list's item, its stored id once saved, and what a
 * stored one keeps (its own kind, type and attachment; none for one added in the wizard).
 */
export interface WizardFollowUp extends FollowUpItem {
  id?: string;
  kept?: KeptPokeFields;
}

export interface WizardState {
  /** Set when editing. */
  id?: string;
  /** The stored poke's createdAt and scheduled, for the past-time rules of the schedule. */
  originalScheduled: string | null;
  profile: PokeProfile | null;
  domains: string[];
  locale: string | null;
  origin: string;
  filters: LegacyPokeFilters | OriginPokeFilters;
  content: string;
  scheduled: string | null;
  followUps: WizardFollowUp[];
  /** What the stored poke keeps through the wizard; nothing for a new poke. */
  kept: KeptPokeFields;
}

/**
 * Whether saving sends the poke at once (spec §4): no time is chosen and the user may send
 * immediately (an admin). Such a save asks first (issue #27); a scheduled one does not.
 */
export function sendsImmediately(
  state: Pick<WizardState, 'scheduled'>,
  canSendImmediately: boolean,
): boolean {
  return canSendImmediately && state.scheduled === null;
}

/** Empty filters of an origin, with the schema's defaults (lastLogin 7, age 18–99). */
export function emptyFilters(origin: string): LegacyPokeFilters | OriginPokeFilters {
  return origin === LEGACY_ORIGIN ? LegacyPokeFilters.parse({}) : OriginPokeFilters.parse({});
}

export function newWizard(): WizardState {
  return {
    originalScheduled: null,
    profile: null,
    domains: [],
    locale: null,
    origin: LEGACY_ORIGIN,
    filters: emptyFilters(LEGACY_ORIGIN),
    content: '',
    scheduled: null,
    followUps: [],
    kept: { message: {} },
  };
}

const DEFAULT_DELAY_MINUTES = FOLLOW_UP_DELAY_OPTIONS[0]?.minutes ?? 5;

/** The nearest delay option to a gap in minutes (a stored follow-up keeps only its time). */
function nearestDelay(minutes: number): number {
  let best = DEFAULT_DELAY_MINUTES;
  for (const option of FOLLOW_UP_DELAY_OPTIONS) {
    if (Math.abs(option.minutes - minutes) < Math.abs(best - minutes)) best = option.minutes;
  }
  return best;
}

/** The wizard of a stored poke and its follow-ups, for editing. */
export function wizardFromPoke(poke: Poke, followUps: readonly Poke[]): WizardState {
  const { scheduled } = pokeScheduleForEdit(poke);
  let previous = poke.scheduled ?? poke.createdAt;
  const items = [...followUps]
    .sort((a, b) => (a.followUp?.index ?? 0) - (b.followUp?.index ?? 0))
    .map((followUp, index): WizardFollowUp => {
      const at = followUp.scheduled ?? null;
      const gap = at ? (Date.parse(at) - Date.parse(previous)) / 60_000 : DEFAULT_DELAY_MINUTES;
      if (at) previous = at;
      return {
        id: followUp.id,
        index,
        delayMinutes: nearestDelay(gap),
        message: colonCodesToEmoji(followUp.message.content),
        scheduledAt: at,
        originalScheduledAt: at,
        kept: keptPokeFields(followUp),
      };
    });
  return {
    id: poke.id,
    originalScheduled: poke.scheduled ?? null,
    profile: poke.profile,
    domains: poke.domains.length > 0 ? [...poke.domains] : [poke.domain],
    locale: poke.locale,
    origin: poke.origin.type,
    filters: poke.filters,
    content: colonCodesToEmoji(poke.message.content),
    scheduled,
    followUps: items,
    kept: keptPokeFields(poke),
  };
}

/**
 * The wizard on another origin (spec §3): the legacy filters and those of the other origins
 * differ, so the filters start afresh with the origin's defaults. Choosing the same origin
 * changes nothing.
 */
export function switchOrigin(state: WizardState, origin: string): WizardState {
  if (origin === state.origin) return state;
  return { ...state, origin, filters: emptyFilters(origin) };
}

/** Follow-up times: each its delay after the one before, the first after the poke (or `now`). */
export function withFollowUpTimes(state: WizardState, now: Date): WizardFollowUp[] {
  let previous = state.scheduled ?? now.toISOString();
  return state.followUps.map((item, index) => {
    const scheduledAt = followUpScheduledAt(previous, item.delayMinutes);
    previous = scheduledAt;
    return { ...item, index, scheduledAt };
  });
}

export function addFollowUp(state: WizardState, now: Date): WizardState {
  const followUps = [
    ...state.followUps,
    {
      index: state.followUps.length,
      delayMinutes: DEFAULT_DELAY_MINUTES,
      message: '',
      scheduledAt: null,
    },
  ];
  return { ...state, followUps: withFollowUpTimes({ ...state, followUps }, now) };
}

/** The wizard without the follow-up at `position`; the rest renumbered, so indexes stay distinct. */
export function removeFollowUp(state: WizardState, position: number): WizardState {
  const followUps = state.followUps
    .filter((_item, at) => at !== position)
    .map((item, at) => ({ ...item, index: at }));
  return { ...state, followUps };
}

/** The write request of the main poke (throws without a profile or with an incomplete draft). */
export function mainPokeRequest(state: WizardState, agent: PokeAgent): PokeWriteRequest {
  return buildPokePayload(
    {
      ...state.kept,
      ...(state.id ? { id: state.id } : {}),
      agent,
      domains: state.domains,
      locale: state.locale ?? '',
      origin: { type: state.origin },
      scheduled: state.scheduled,
      filters: state.filters,
      message: { ...state.kept.message, content: state.content },
    },
    state.profile,
  );
}

/**
 * The write request of a follow-up of the saved main poke: its own kept fields, but always the
 * follow-up strategy and the link made now (its index and previous poke may have changed).
 */
export function followUpRequest(
  state: WizardState,
  agent: PokeAgent,
  item: WizardFollowUp,
  link: { parentId: string; previousId: string | null },
): PokeWriteRequest {
  return buildPokePayload(
    {
      ...item.kept,
      ...(item.id ? { id: item.id } : {}),
      agent,
      domains: state.domains,
      locale: state.locale ?? '',
      strategy: 'follow-up',
      origin: { type: state.origin },
      scheduled: item.scheduledAt,
      filters: state.filters,
      message: { ...item.kept?.message, content: item.message },
      followUp: { parentId: link.parentId, index: item.index, previousId: link.previousId },
    },
    state.profile,
  );
}

/**
 * How saving treats the stored follow-ups: removing one on the server also removes the ones
 * after it, so the first removed one is deleted and every kept one after it is created anew.
 */
export function followUpSavePlan(
  stored: readonly string[],
  kept: readonly WizardFollowUp[],
): { remove: string | null; items: WizardFollowUp[] } {
  const keptIds = new Set(kept.map((item) => item.id).filter(Boolean));
  const firstRemoved = stored.findIndex((id) => !keptIds.has(id));
  if (firstRemoved < 0) return { remove: null, items: [...kept] };
  const gone = new Set(stored.slice(firstRemoved));
  return {
    remove: stored[firstRemoved] ?? null,
    items: kept.map((item) => {
      if (!item.id || !gone.has(item.id)) return item;
      const { id: _id, ...fresh } = item;
      return fresh;
    }),
  };
}
