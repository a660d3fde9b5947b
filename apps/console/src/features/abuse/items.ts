import {
  ABUSE_MESSAGES as text,
  abuseSenderLabel,
  localeFlag,
  type AbuseInfo,
  type AbuseItem,
} from '@switchboard/domain';
import type { AbuseReviewCardItem } from '@switchboard/ui';

/**
 * An item as the review card shows it: the flagged message (spec §3: the message plus abuse,
 * locale, sender) or the poke as its subject. Null when the item lacks its message or poke.
 */
export function cardItemOf(item: AbuseItem): AbuseReviewCardItem | null {
  const common = { id: item.id, locale: item.locale, createdAt: item.createdAt, abuse: item.abuse };
  if (item.kind === 'poke')
    return item.poke ? { ...common, kind: 'poke', subject: item.poke } : null;
  if (!item.message) return null;
  return {
    ...common,
    kind: 'message',
    subject: {
      id: item.id,
      ...(item.chatId ? { chatId: item.chatId } : {}),
      message: item.message,
      abuse: item.abuse,
      locale: item.locale,
      senderId: item.senderId || 'unknown',
      // The operator as the profile they wrote as (#28): "Abe as Iris 39".
      senderName: abuseSenderLabel(item),
    },
  };
}

/** Formats an ISO time as date and time in the reader's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : time.format(date);
}

/** The text of a failed call for the screen. */
export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return '';
}

/** The HTTP status of a failed call (409: refused by the review rules), or 0. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : 0;
  }
  return 0;
}

/** One line naming an item: kind, locale, sender and time. */
export function describeItem(item: AbuseItem): string {
  return `${text.kindLabel(item.kind)} · ${localeFlag(item.locale)} ${item.locale.toUpperCase()} · ${abuseSenderLabel(
    item,
  )} · ${formatDateTime(item.createdAt)}`;
}

/**
 * The people of an item's review state by name (#28): the holder's and the reviewer's names as
 * the server sent them, else the uid (an answer that named nobody).
 */
export function reviewerNameOf(abuse: AbuseInfo): (uid: string) => string {
  return (uid) =>
    (uid === abuse.claimedBy ? abuse.claimedByName : null) ??
    (uid === abuse.checkedBy ? abuse.checkedByName : null) ??
    uid;
}

/** Who reviewed an item (marked it safe or abuse), by name; null when nobody has. */
export function checkedByNameOf(abuse: AbuseInfo): string | null {
  return abuse.checkedBy === null ? null : reviewerNameOf(abuse)(abuse.checkedBy);
}
