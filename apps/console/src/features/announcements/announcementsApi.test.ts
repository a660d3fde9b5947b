import { describe, expect, it } from 'vitest';
import {
  parseAnnouncementRow,
  splitAnnouncementRows,
  type AnnouncementRow,
} from './announcementsApi';

const topic = { id: 't1', kind: 'topic', title: 'Holidays', emoji: '🌴', locale: 'nl' };
const announcement = {
  id: 'a1',
  kind: 'announcement',
  topicId: 't1',
  message: 'Closed on Monday',
  locale: 'nl',
  createdBy: 'admin',
  createdAt: '2026-01-10T10:00:00.000Z',
};

describe('announcement rows', () => {
  it('parses topics and announcements by kind', () => {
    expect(parseAnnouncementRow(topic)).toEqual(topic);
    expect(parseAnnouncementRow(announcement)).toMatchObject(announcement);
  });

  it('drops rows of another kind or shape', () => {
    expect(parseAnnouncementRow({ ...topic, kind: 'other' })).toBeNull();
    expect(parseAnnouncementRow({ ...announcement, message: '' })).toBeNull();
    expect(parseAnnouncementRow(null)).toBeNull();
  });

  it('splits rows into the dialog topics and announcements, without the kind', () => {
    const rows = [topic, announcement].map(parseAnnouncementRow) as AnnouncementRow[];
    const { topics, announcements } = splitAnnouncementRows(rows);
    expect(topics).toEqual([{ id: 't1', title: 'Holidays', emoji: '🌴', locale: 'nl' }]);
    expect(announcements).toHaveLength(1);
    expect(announcements[0]).not.toHaveProperty('kind');
  });
});
