import {
  dataOf,
  EntertainmentProfileSearchResponse,
  FireTriggerResult,
  PlayerHit,
  TriggerListResponse,
  type FireTriggerRequest,
  type TriggerSummary,
} from '@switchboard/domain';
import { api } from '../../app/api';

const PlayersAnswer = dataOf(PlayerHit.array());

/**
 * /trigger (Admin): the trigger types, firing one, and the pickers of customer and profile (the
 * domain picker's list is the tenant's `domainsApi`).
 */
export const triggerApi = api.enhanceEndpoints({ addTagTypes: ['Triggers'] }).injectEndpoints({
  endpoints: (build) => ({
    triggers: build.query<TriggerSummary[], void>({
      query: () => '/triggers',
      transformResponse: (body: unknown) => TriggerListResponse.parse(body).data,
      providesTags: ['Triggers'],
    }),
    fireTrigger: build.mutation<FireTriggerResult, FireTriggerRequest>({
      query: (body) => ({ url: '/triggers/fire', method: 'POST', data: body }),
      transformResponse: (body: unknown) => FireTriggerResult.parse(body),
      invalidatesTags: (_answer, error) => (error ? [] : ['Triggers']),
    }),
    domainProfiles: build.query<EntertainmentProfileSearchResponse['data'], string>({
      query: (domain) => ({
        url: '/profile/poke/entertainment-profiles',
        method: 'POST',
        data: { filters: { domains: [domain] }, page: 1, limit: 50 },
      }),
      transformResponse: (body: unknown) => EntertainmentProfileSearchResponse.parse(body).data,
    }),
    findCustomers: build.query<PlayerHit[], { domain: string; name: string }>({
      query: ({ domain, name }) => ({
        url: `/message-central/${encodeURIComponent(domain)}/pokes/filterPlayer`,
        params: { site: domain, query: name, limit: 10, page: 1 },
      }),
      transformResponse: (body: unknown) => PlayersAnswer.parse(body).data,
    }),
  }),
});

export const {
  useTriggersQuery,
  useFireTriggerMutation,
  useDomainProfilesQuery,
  useFindCustomersQuery,
} = triggerApi;
