import { SystemNotification } from '@switchboard/domain';
import { api } from '../../app/api';
import { keepRowsLive } from '../../app/socket/liveQuery';

export const systemNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveSystemNotifications: build.query<SystemNotification[], void>({
      queryFn: () => ({ data: [] }),
      onCacheEntryAdded: (_arg, lifecycle) =>
        keepRowsLive({ query: 'system-notification', params: {} }, lifecycle, {
          parseRow: (row) => {
            const parsed = SystemNotification.safeParse(row);
            return parsed.success ? parsed.data : null;
          },
        }),
    }),
  }),
});

export const { useLiveSystemNotificationsQuery } = systemNotificationsApi;
