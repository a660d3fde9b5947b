import { Announcement, AnnouncementTopic } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepRowsLive } from '../../app/socket/liveQuery';

/**
 * A row of the `announcements` live query: topics and announcements share one feed, told apart
 * by `kind`. Their ids must be unique across both kinds (a removal carries only the id).
 */
export type AnnouncementRow =
  (AnnouncementTopic & { kind: 'topic' }) | (Announcement & { kind: 'announcement' });

export function parseAnnouncementRow(row: unknown): AnnouncementRow | null {
  if (typeof row !== 'object' || row === null) return null;
  const kind = (row as { kind?: unknown }).kind;
  if (kind === 'topic') {
    const topic = AnnouncementTopic.safeParse(row);
    return topic.success ? { ...topic.data, kind } : null;
  }
  if (kind === 'announcement') {
    const announcement = Announcement.safeParse(row);
    return announcement.success ? { ...announcement.data, kind } : null;
  }
  return null;
}

/** Splits the live rows into the dialog's topics and announcements. */
export function splitAnnouncementRows(rows: readonly AnnouncementRow[]) {
  const topics: AnnouncementTopic[] = [];
  const announcements: Announcement[] = [];
  for (const { kind, ...row } of rows) {
    if (kind === 'topic') topics.push(row as AnnouncementTopic);
    else announcements.push(row as Announcement);
  }
  return { topics, announcements };
}

export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveAnnouncements: build.query<AnnouncementRow[], { locales: string[] }>({
      queryFn: () => ({ data: [] }),
      onCacheEntryAdded: (arg, lifecycle) =>
        keepRowsLive({ query: 'announcements', params: { locales: arg.locales } }, lifecycle, {
          parseRow: parseAnnouncementRow,
        }),
    }),
  }),
});

export const { useLiveAnnouncementsQuery } = announcementsApi;
