import { api } from '../../app/api';

/** Screen views go to the analytics port (spec §1). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    postScreenView: build.mutation<void, { path: string; title: string }>({
      query: (body) => ({ url: '/analytics/screen-view', method: 'POST', data: body }),
    }),
  }),
});

export const { usePostScreenViewMutation } = analyticsApi;
