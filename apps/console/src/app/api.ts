import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/**
 * The one API of the console (STYLE rule 13). Features add their endpoints with
 * `api.injectEndpoints`; live queries subscribe through the socket in `onCacheEntryAdded`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Me', 'SecondFactors'],
  endpoints: () => ({}),
});
