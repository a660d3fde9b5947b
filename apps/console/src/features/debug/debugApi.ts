import {
  CacheDeleteResponse,
  CacheEntryResponse,
  CacheKeysResponse,
  DebugInfo,
  OperatorPoolsResponse,
  type CacheEntry,
  type ConnectedOperatorsByPool,
} from '@switchboard/domain';
import { api } from '../../app/api';

const enc = encodeURIComponent;

/** /debug (Developer): the server's info and the claim service's cache calls (spec §7). */
export const debugApi = api.enhanceEndpoints({ addTagTypes: ['CacheKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    debugInfo: build.query<DebugInfo, void>({
      query: () => '/debug/info',
      transformResponse: (body: unknown) => DebugInfo.parse(body),
    }),
    cacheKeys: build.query<string[], string>({
      query: (pattern) => `/redis/keys/${enc(pattern)}`,
      transformResponse: (body: unknown) => CacheKeysResponse.parse(body).data,
      providesTags: ['CacheKeys'],
    }),
    cacheValue: build.query<CacheEntry, string>({
      query: (key) => `/redis/values/${enc(key)}`,
      transformResponse: (body: unknown) => CacheEntryResponse.parse(body).data,
      providesTags: ['CacheKeys'],
    }),
    deleteCacheKey: build.mutation<number, string>({
      query: (key) => ({ url: '/redis/key', method: 'DELETE', params: { key } }),
      transformResponse: (body: unknown) => CacheDeleteResponse.parse(body).data.deleted,
      invalidatesTags: ['CacheKeys'],
    }),
    flushCache: build.mutation<number, void>({
      query: () => ({ url: '/redis/cache', method: 'DELETE' }),
      transformResponse: (body: unknown) => CacheDeleteResponse.parse(body).data.deleted,
      invalidatesTags: ['CacheKeys'],
    }),
    operatorPools: build.query<ConnectedOperatorsByPool, { geo: string; tenant: string }>({
      query: ({ geo, tenant }) => `/redis/pools/geo/${enc(geo)}/tenant/${enc(tenant)}`,
      transformResponse: (body: unknown) => OperatorPoolsResponse.parse(body).data,
    }),
  }),
});

export const {
  useDebugInfoQuery,
  useCacheKeysQuery,
  useCacheValueQuery,
  useDeleteCacheKeyMutation,
  useFlushCacheMutation,
  useOperatorPoolsQuery,
} = debugApi;
