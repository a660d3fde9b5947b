import { describe, expect, it } from 'vitest';
import {
  announcementDate,
  announcementSteps,
  localeFlag,
  seesAnnouncementsAfterLogin,
  stepTitleLength,
  truncateStepTitle,
} from './announcements.js';
import { Announcement, AnnouncementTopic } from './schemas/announcement.js';

const topic = (id: string, locale: string, title: string): AnnouncementTopic =>
  AnnouncementTopic.parse({ id, locale, title, emoji: '📣' });
const announcement = (
  id: string,
  topicId: string,
  locale: string,
  createdAt: string,
  updatedAt?: string,
): Announcement =>
  Announcement.parse({
    id,
    topicId,
    locale,
    message: `msg ${id}`,
    createdBy: 'admin',
    createdAt,
    updatedAt,
  });

describe('step title truncation: max(round(60 / topics), 7)', () => {
  it.each([
    [1, 60],
    [2, 30],
    [3, 20],
    [7, 9],
    [8, 8], // 7.5 rounds to 8
    [9, 7], // 6.67 rounds to 7
    [12, 7], // 5 → at least 7
    [60, 7],
    [0, 60],
  ])('%i topics keep %i characters', (topics, length) => {
    expect(stepTitleLength(topics)).toBe(length);
  });

  it('leaves a short title alone and cuts a long one to the limit', () => {
    expect(truncateStepTitle('Weekend', 9)).toBe('Weekend');
    expect(truncateStepTitle('Weekend shifts', 9)).toBe('Weeken…');
    expect(Array.from(truncateStepTitle('x'.repeat(100), 2))).toHaveLength(30);
  });

  it('counts emoji as single characters', () => {
    expect(truncateStepTitle('🎉🎉🎉🎉🎉🎉🎉🎉', 12)).toBe('🎉🎉🎉🎉🎉🎉…');
  });
});

describe('announcement steps', () => {
  const topics = [
    topic('t1', 'nl', 'Shifts'),
    topic('t2', 'de', 'Bonuses'),
    topic('t3', 'nl', 'A rules update'),
    topic('t4', 'gb', 'Empty topic'),
  ];
  const items = [
    announcement('a1', 't1', 'nl', '2026-11-01T10:00:00Z'),
    announcement('a2', 't1', 'nl', '2026-11-02T10:00:00Z'),
    announcement('a3', 't1', 'nl', '2026-10-01T10:00:00Z', '2026-11-05T10:00:00Z'),
    announcement('a4', 't2', 'de', '2026-11-03T10:00:00Z'),
    announcement('a5', 't3', 'nl', '2026-11-04T10:00:00Z'),
  ];

  it('makes one step per locale and topic with announcements, by locale then title', () => {
    const steps = announcementSteps(topics, items);
    expect(steps.map((s) => s.key)).toEqual(['de/t2', 'nl/t3', 'nl/t1']);
    expect(steps.map((s) => s.count)).toEqual([1, 1, 3]);
    expect(steps.map((s) => s.flag)).toEqual(['🇩🇪', '🇳🇱', '🇳🇱']);
    expect(steps[0]?.emoji).toBe('📣');
  });

  it('orders announcements newest first by their updated date', () => {
    const shifts = announcementSteps(topics, items).find((s) => s.key === 'nl/t1');
    expect(shifts?.announcements.map((a) => a.id)).toEqual(['a3', 'a2', 'a1']);
  });

  it('truncates titles by the number of steps', () => {
    const many = Array.from({ length: 12 }, (_, i) => topic(`t${i}`, 'nl', `Topic number ${i}`));
    const all = many.map((t, i) => announcement(`a${i}`, t.id, 'nl', '2026-11-01T10:00:00Z'));
    expect(announcementSteps(many, all).every((s) => s.title.length === 7)).toBe(true);
  });

  it('does not mix a topic id across locales', () => {
    const steps = announcementSteps(
      [topic('t1', 'de', 'Shifts')],
      [announcement('x', 't1', 'nl', '2026-11-01T10:00:00Z')],
    );
    expect(steps).toEqual([]);
  });

  it('shows the updated date, or the created date when never updated', () => {
    expect(announcementDate(items[2]!)).toBe('2026-11-05T10:00:00Z');
    expect(announcementDate(items[0]!)).toBe('2026-11-01T10:00:00Z');
  });
});

describe('announcements misc', () => {
  it.each([
    ['nl', '🇳🇱'],
    ['gb', '🇬🇧'],
    ['', '🌐'],
    [null, '🌐'],
    ['global', '🌐'],
  ])('flag of %j is %s', (locale, flag) => {
    expect(localeFlag(locale)).toBe(flag);
  });

  it('shows the dialog after login to operators only', () => {
    expect(seesAnnouncementsAfterLogin(['CHAT_OPERATOR:NSFW'])).toBe(true);
    expect(seesAnnouncementsAfterLogin(['CHAT_ADMIN'])).toBe(false);
    expect(seesAnnouncementsAfterLogin(['CHAT_MANAGER'])).toBe(false);
  });
});
