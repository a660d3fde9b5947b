import { api } from '../../app/api';
import { EMPTY_LIVE_LIST, keepLiveList, type LiveList } from '../../app/socket/liveQuery';
import { parseAnnouncementRow, type AnnouncementRow } from './announcementsApi';

/** The Notices writes (Admin, Manager); what they change comes back on the live query. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The `announcements` live query as Notices reads it: the rows and whether they arrived. */
    liveNotices: build.query<LiveList<AnnouncementRow>, { locales: string[] }>({
      queryFn: () => ({ data: EMPTY_LIVE_LIST }),
      onCacheEntryAdded: (arg, lifecycle) =>
        keepLiveList<AnnouncementRow>(
          { query: 'announcements', params: { locales: arg.locales } },
          lifecycle,
          { parseRow: parseAnnouncementRow },
        ),
    }),
    createTopic: build.mutation<{ id: string }, { locale: string; title: string; emoji: string }>({
      query: (body) => ({ url: '/announcement-topics', method: 'POST', data: body }),
    }),
    updateTopic: build.mutation<void, { id: string; title: string; emoji: string }>({
      query: ({ id, ...body }) => ({
        url: `/announcement-topics/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
      }),
    }),
    deleteTopic: build.mutation<void, { id: string }>({
      query: ({ id }) => ({
        url: `/announcement-topics/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
    }),
    createAnnouncement: build.mutation<{ id: string }, { topicId: string; message: string }>({
      query: (body) => ({ url: '/announcements', method: 'POST', data: body }),
    }),
    updateAnnouncement: build.mutation<void, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/announcements/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: { message },
      }),
    }),
    deleteAnnouncement: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/announcements/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useLiveNoticesQuery,
  useCreateTopicMutation,
  useUpdateTopicMutation,
  useDeleteTopicMutation,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
} = noticesApi;
