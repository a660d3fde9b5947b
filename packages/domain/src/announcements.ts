import type { Announcement, AnnouncementTopic } from './schemas/announcement.js';
import { toMillis } from './schemas/common.js';
import { routerRolesOf } from './roles.js';

/** One step of the announcements dialog: a topic in a locale with its announcements. */
export interface AnnouncementStep {
  key: string;
  locale: string;
  topic: AnnouncementTopic;
  /** The step title, truncated by the spec's rule. */
  title: string;
  emoji: string;
  /** The count badge: how many announcements the step holds. */
  count: number;
  flag: string;
  /** Newest first. */
  announcements: Announcement[];
}

/** Minimum length of a truncated step title (spec §2: max(round(60 / topics), 7)). */
export const STEP_TITLE_MIN_LENGTH = 7;
const STEP_TITLE_BUDGET = 60;

/** How many characters of a step title are kept: max(round(60 / number of topics), 7). */
export function stepTitleLength(topicCount: number): number {
  if (topicCount <= 0) return STEP_TITLE_BUDGET;
  return Math.max(Math.round(STEP_TITLE_BUDGET / topicCount), STEP_TITLE_MIN_LENGTH);
}

/**
 * Truncates a step title to `stepTitleLength(topicCount)` characters. A cut title ends in '…' in
 * place of its last kept character, so the result never exceeds the limit.
 */
export function truncateStepTitle(title: string, topicCount: number): string {
  const max = stepTitleLength(topicCount);
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max - 1).join('')}…`;
}

/** A locale's flag as regional-indicator emoji ('nl' → 🇳🇱); a globe when there is no country. */
export function localeFlag(locale: string | null | undefined): string {
  if (!locale || !/^[a-z]{2}$/i.test(locale)) return '🌐';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return Array.from(locale.toUpperCase(), (c) => String.fromCodePoint(base + c.charCodeAt(0))).join(
    '',
  );
}

function lastChange(a: Announcement): number {
  return toMillis(a.updatedAt ?? a.createdAt);
}

/**
 * The dialog's steps: one per locale and topic that has announcements, ordered by locale then
 * topic title; announcements newest first (by updated date, falling back to created).
 */
export function announcementSteps(
  topics: readonly AnnouncementTopic[],
  announcements: readonly Announcement[],
): AnnouncementStep[] {
  const byTopic = new Map<string, Announcement[]>();
  for (const announcement of announcements) {
    const key = `${announcement.locale}/${announcement.topicId}`;
    const list = byTopic.get(key) ?? [];
    list.push(announcement);
    byTopic.set(key, list);
  }
  const withAnnouncements = topics
    .filter((topic) => byTopic.has(`${topic.locale}/${topic.id}`))
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.title.localeCompare(b.title));
  return withAnnouncements.map((topic) => {
    const key = `${topic.locale}/${topic.id}`;
    const list = [...(byTopic.get(key) ?? [])].sort((a, b) => lastChange(b) - lastChange(a));
    return {
      key,
      locale: topic.locale,
      topic,
      title: truncateStepTitle(topic.title, withAnnouncements.length),
      emoji: topic.emoji,
      count: list.length,
      flag: localeFlag(topic.locale),
      announcements: list,
    };
  });
}

/** The date an announcement shows: its updated date, or its created date if never updated. */
export function announcementDate(announcement: Announcement): string {
  return announcement.updatedAt ?? announcement.createdAt;
}

/** An Operator sees the announcements dialog after login (spec §2, §6). */
export function seesAnnouncementsAfterLogin(claimRoles: readonly string[]): boolean {
  return routerRolesOf(claimRoles).includes('Operator');
}
