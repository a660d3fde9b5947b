import {
  CurrentSystemNotificationResponse,
  SystemNotificationHistoryResponse,
  type NotificationType,
  type SystemNotification,
} from '@switchboard/domain';
import { api } from '../../app/api';

/**
 * The admin's system notification calls, the browser counterpart of the CLI's commands on the
 * same endpoints: the current one, the 20 newest, post, disable.
 */
export const adminNotificationsApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemNotifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      currentSystemNotification: build.query<SystemNotification | null, void>({
        query: () => '/system-notifications/current',
        transformResponse: (body: unknown) => CurrentSystemNotificationResponse.parse(body).data,
        providesTags: ['SystemNotifications'],
      }),
      systemNotificationHistory: build.query<SystemNotification[], void>({
        query: () => '/system-notifications',
        transformResponse: (body: unknown) => SystemNotificationHistoryResponse.parse(body).data,
        providesTags: ['SystemNotifications'],
      }),
      postSystemNotification: build.mutation<
        SystemNotification,
        { type: NotificationType; message: string; showUntilAt: string | null }
      >({
        query: (body) => ({ url: '/system-notifications', method: 'POST', data: body }),
        invalidatesTags: (_answer, error) => (error ? [] : ['SystemNotifications']),
      }),
      disableSystemNotification: build.mutation<SystemNotification, { id: string }>({
        query: ({ id }) => ({
          url: `/system-notifications/${encodeURIComponent(id)}/disable`,
          method: 'POST',
        }),
        invalidatesTags: (_answer, error) => (error ? [] : ['SystemNotifications']),
      }),
    }),
  });

export const {
  useCurrentSystemNotificationQuery,
  useSystemNotificationHistoryQuery,
  usePostSystemNotificationMutation,
  useDisableSystemNotificationMutation,
} = adminNotificationsApi;
