import { FOLLOW_UP_DELAY_OPTIONS_MINUTES } from '../constants.js';
import type { Notification } from '../messages.js';
import { pokeRemovedMessage } from '../messages.js';
import type { Attachment } from '../schemas/common.js';
import { attachmentKey } from './attachments.js';
import { PokeRuleError, pokeRuleTexts } from './errors.js';

/** Follow-up pokes (spec §3, §4): delays, order, removal, attachment reuse and where they open. */

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A delay as read: 5 → '5 minutes', 60 → '1 hour', 1440 → '1 day', 2880 → '2 days'. */
export function followUpDelayLabel(minutes: number): string {
  if (minutes > 0 && minutes % MINUTES_PER_DAY === 0) {
    return plural(minutes / MINUTES_PER_DAY, 'day');
  }
  if (minutes > 0 && minutes % MINUTES_PER_HOUR === 0) {
    return plural(minutes / MINUTES_PER_HOUR, 'hour');
  }
  return plural(minutes, 'minute');
}

export interface FollowUpDelayOption {
  readonly minutes: number;
  readonly label: string;
}

/** The follow-up delays offered, in minutes, with their labels (spec §9). */
export const FOLLOW_UP_DELAY_OPTIONS: readonly FollowUpDelayOption[] =
  FOLLOW_UP_DELAY_OPTIONS_MINUTES.map((minutes) => ({
    minutes,
    label: followUpDelayLabel(minutes),
  }));

/** When a follow-up goes out: `delayMinutes` after the time it follows (ISO in, ISO out). */
export function followUpScheduledAt(after: string, delayMinutes: number): string {
  return new Date(Date.parse(after) + delayMinutes * 60_000).toISOString();
}

/** The least a poke must have for the follow-up rules. */
export interface FollowUpPokeLike {
  id: string;
  locale: string;
  followUp?: { parentId: string; index: number; previousId?: string | null } | null;
  message?: {
    attachment?: Attachment | null;
    attachmentFilenameForLegacy?: string | null;
  } | null;
}

export function isFollowUpPoke(poke: Pick<FollowUpPokeLike, 'followUp'>): boolean {
  return Boolean(poke.followUp?.parentId);
}

/** The follow-ups of a parent poke, ordered by index (then id, so the order is stable). */
export function followUpsOf<T extends FollowUpPokeLike>(
  parentId: string,
  pokes: readonly T[],
): T[] {
  return pokes
    .filter((poke) => poke.followUp?.parentId === parentId && poke.id !== parentId)
    .sort(
      (a, b) => (a.followUp?.index ?? 0) - (b.followUp?.index ?? 0) || a.id.localeCompare(b.id),
    );
}

export interface PokeRemovalPlan {
  /** Every poke to delete: the chosen one first, then the follow-ups in order. */
  ids: string[];
  /** Follow-ups removed because their parent (the chosen poke) goes. */
  followUps: number;
  /** Follow-ups after the chosen follow-up, removed with it. */
  followingFollowUps: number;
  /** The success text: 'The poke was removed.' plus the counts. */
  message: string;
}

/**
 * What removing a poke removes (spec §4): a main poke takes all its follow-ups with it; a
 * follow-up takes the follow-ups after it (higher index, same parent).
 */
export function planPokeRemoval<T extends FollowUpPokeLike>(
  target: T,
  pokes: readonly T[],
): PokeRemovalPlan {
  const link = target.followUp;
  const children = link ? [] : followUpsOf(target.id, pokes);
  const following = link
    ? followUpsOf(link.parentId, pokes).filter(
        (poke) => poke.id !== target.id && (poke.followUp?.index ?? 0) > link.index,
      )
    : [];
  return {
    ids: [target.id, ...children.map((poke) => poke.id), ...following.map((poke) => poke.id)],
    followUps: children.length,
    followingFollowUps: following.length,
    message: pokeRemovedMessage(children.length, following.length),
  };
}

/** The snackbar after a removal: the plan's text on success, the error text on failure. */
export function pokeRemovalNotification(
  outcome: { ok: true; plan: PokeRemovalPlan } | { ok: false; error: string },
): Notification {
  return outcome.ok
    ? { type: 'success', message: outcome.plan.message }
    : { type: 'error', message: outcome.error };
}

export const MAIN_POKE_LABEL = 'the main poke';
export function followUpLabel(position: number): string {
  return `follow-up ${position}`;
}

export interface AttachmentReuse {
  /** The poke that reuses the attachment: null for the main poke, else the follow-up's id if any. */
  offenderId: string | null;
  /** 'the main poke' or 'follow-up N' (N counts from 1 in the order given). */
  offender: string;
  conflictsWith: string;
  key: string;
  message: string;
}

type AttachmentHolder = Pick<FollowUpPokeLike, 'message'> & { id?: string | null };

/**
 * The first poke, in order (main poke, then follow-ups as given), whose attachment an earlier
 * one already uses; null when every attachment is used once. Spec §5: an attachment cannot be
 * reused across the main poke and its follow-ups.
 */
export function findReusedAttachment(
  main: AttachmentHolder,
  followUps: readonly AttachmentHolder[],
): AttachmentReuse | null {
  const seen = new Map<string, string>();
  const all = [main, ...followUps];
  for (const [position, poke] of all.entries()) {
    const key = attachmentKey(poke.message);
    if (key === null) continue;
    const label = position === 0 ? MAIN_POKE_LABEL : followUpLabel(position);
    const first = seen.get(key);
    if (first !== undefined) {
      return {
        offenderId: poke.id ?? null,
        offender: label,
        conflictsWith: first,
        key,
        message: pokeRuleTexts.attachmentReused(label, first),
      };
    }
    seen.set(key, label);
  }
  return null;
}

/** Throws POKE_ATTACHMENT_REUSED naming the offending poke (for the server). */
export function assertNoReusedAttachment(
  main: AttachmentHolder,
  followUps: readonly AttachmentHolder[],
): void {
  const reuse = findReusedAttachment(main, followUps);
  if (reuse) throw new PokeRuleError('POKE_ATTACHMENT_REUSED', reuse.message);
}

const segment = encodeURIComponent;

/** The show page of a poke: /pokes/{locale}/{id}. */
export function pokeShowPath(poke: Pick<FollowUpPokeLike, 'id' | 'locale'>): string {
  return `/pokes/${segment(poke.locale)}/${segment(poke.id)}`;
}

/**
 * The edit page of a poke. A follow-up that belongs to a parent is edited with its parent:
 * /pokes/{locale}/{parentId}/edit.
 */
export function pokeEditPath(poke: Pick<FollowUpPokeLike, 'id' | 'locale' | 'followUp'>): string {
  const id = poke.followUp?.parentId || poke.id;
  return `/pokes/${segment(poke.locale)}/${segment(id)}/edit`;
}

/** Where opening a poke goes: a follow-up opens its parent's edit page, any other its show page. */
export function pokeOpenPath(poke: Pick<FollowUpPokeLike, 'id' | 'locale' | 'followUp'>): string {
  return isFollowUpPoke(poke) ? pokeEditPath(poke) : pokeShowPath(poke);
}

/**
 * The poke a chat came from: the newest message a poke sent (sender type `poke`; its senderId is
 * the poke's id). Null when no poke wrote in the chat. The claimed-chat panel links to it.
 */
export function chatPokeId(
  messages: readonly { senderType: string; senderId?: string | null }[],
): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.senderType === 'poke' && message.senderId) return message.senderId;
  }
  return null;
}
