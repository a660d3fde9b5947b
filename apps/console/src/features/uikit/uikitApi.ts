import { api } from '../../app/api';
import { storiesOfIndex, UIKIT_STATIC_PATH, type StoryEntry } from './storybook';

/**
 * The static Storybook's index: the stories the /uikit children point at. A 404 (or anything
 * that is not an index) means the UI kit has not been built.
 */
export const uikitApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStorybookStories: build.query<StoryEntry[] | null, void>({
      query: () => `${UIKIT_STATIC_PATH}/index.json`,
      transformResponse: (answer: unknown) => storiesOfIndex(answer),
    }),
  }),
});

export const { useGetStorybookStoriesQuery } = uikitApi;
