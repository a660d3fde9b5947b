import type { FlaggedItem, FlaggedItemRef } from '@switchboard/domain';
import type { AbuseReviewCardItem } from '@switchboard/ui';

/** An item as the review card shows it: the flagged message or the poke as its subject. */
export function cardItemOf(item: FlaggedItem): AbuseReviewCardItem {
  const common = { id: item.id, locale: item.locale, createdAt: item.createdAt, abuse: item.abuse };
  return item.kind === 'message'
    ? { ...common, kind: 'message', subject: item.flagged }
    : { ...common, kind: 'poke', subject: item.poke };
}

export function itemRef(item: FlaggedItemRef): FlaggedItemRef {
  return { kind: item.kind, locale: item.locale, id: item.id };
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
    return String((error).message);
  }
  return '';
}
