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
  type PokeProfile,
  type PokeWriteRequest,
} from '@switchboard/domain';
import type { FollowUpItem } from '@switchboard/ui';

/** The poke wizard's state (spec §2: create, or update when an id exists) and what it saves. */

/** A follow-up as the wizard holds it: the list's item, and its stored id once saved. */
export interface WizardFollowUp extends FollowUpItem {
  id?: string;
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
      ...(state.id ? { id: state.id } : {}),
      agent,
      domains: state.domains,
      locale: state.locale ?? '',
      origin: { type: state.origin },
      scheduled: state.scheduled,
      filters: state.filters,
      message: { content: state.content },
    },
    state.profile,
  );
}

/** The write request of a follow-up of the saved main poke. */
export function followUpRequest(
  state: WizardState,
  agent: PokeAgent,
  item: WizardFollowUp,
  link: { parentId: string; previousId: string | null },
): PokeWriteRequest {
  return buildPokePayload(
    {
      ...(item.id ? { id: item.id } : {}),
      agent,
      domains: state.domains,
      locale: state.locale ?? '',
      strategy: 'follow-up',
      origin: { type: state.origin },
      scheduled: item.scheduledAt,
      filters: state.filters,
      message: { content: item.message },
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
