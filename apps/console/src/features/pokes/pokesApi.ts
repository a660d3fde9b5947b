import {
  AudienceCount,
  DomainConfig,
  EntertainmentProfileSearchResponse,
  Poke,
  PokeActionResponse,
  PokePreflightResponse,
  PokeRemovalResponse,
  PokeSendingReport,
  PokeWithFollowUpsResponse,
  ProfileFilterOptions,
  type EntertainmentProfileSearchInput,
  type PokePreflightRequest,
  type PokeWriteRequest,
  type RecurringPokeConversionInput,
} from '@switchboard/domain';
import { api } from '../../app/api';
import { inData, schemaCall } from '../../app/schemaCall';
import { audienceCountRequest, type AudienceCountArgs } from './pokeCalls';

/** A poke by its locale (the path's geo) and id. */
export interface PokeKey {
  geo: string;
  id: string;
}

const PokeAnswer = inData(Poke);
const CountAnswer = inData(AudienceCount);
const DomainsAnswer = inData(DomainConfig.array());
const FilterOptionsAnswer = inData(inData(ProfileFilterOptions));
const PreflightAnswer = inData(PokePreflightResponse.shape.data);
const SendingAnswer = inData(PokeSendingReport);

const pokePath = ({ geo, id }: PokeKey) =>
  `/pokes/${encodeURIComponent(geo)}/${encodeURIComponent(id)}`;

/**
 * The poke calls (spec §7): the per-locale poke actions under `/pokes/{geo}`, the audience count
 * of message-central, the entertainment-profile search and the preflight. Answers are checked
 * with the domain's schemas.
 */
export const pokesApi = api.enhanceEndpoints({ addTagTypes: ['Poke'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The poke configuration of the user's domains (Admin, Poker). */
    getPokeDomains: build.query<DomainConfig[], void>({
      queryFn: schemaCall(() => '/domains/config/poke', DomainsAnswer, 'domain list'),
    }),
    getPoke: build.query<PokeWithFollowUpsResponse, PokeKey>({
      queryFn: schemaCall(pokePath, PokeWithFollowUpsResponse, 'poke'),
      providesTags: (_answer, _error, key) => [{ type: 'Poke', id: key.id }],
    }),
    /** What the poke's sends did: per site sent, skipped by why, failed (issue #14). */
    getPokeSending: build.query<PokeSendingReport, PokeKey>({
      queryFn: schemaCall((key) => `${pokePath(key)}/sending`, SendingAnswer, 'sending report'),
      providesTags: (_answer, _error, key) => [{ type: 'Poke', id: key.id }],
    }),
    createPoke: build.mutation<Poke, { geo: string; body: PokeWriteRequest }>({
      queryFn: schemaCall(
        ({ geo, body }) => ({
          url: `/pokes/${encodeURIComponent(geo)}`,
          method: 'POST',
          data: body,
        }),
        PokeAnswer,
        'poke',
      ),
    }),
    updatePoke: build.mutation<Poke, PokeKey & { body: PokeWriteRequest }>({
      queryFn: schemaCall(
        (key) => ({ url: pokePath(key), method: 'PUT', data: key.body }),
        PokeAnswer,
        'poke',
      ),
      invalidatesTags: (_answer, error, key) => (error ? [] : [{ type: 'Poke', id: key.id }]),
    }),
    deletePoke: build.mutation<PokeRemovalResponse, PokeKey>({
      queryFn: schemaCall(
        (key) => ({ url: pokePath(key), method: 'DELETE' }),
        PokeRemovalResponse,
        'removal',
      ),
    }),
    addPokeDomain: build.mutation<PokeActionResponse, PokeKey & { domain: string }>({
      queryFn: schemaCall(
        (key) => ({
          url: `${pokePath(key)}/domains`,
          method: 'POST',
          data: { domain: key.domain },
        }),
        PokeActionResponse,
        'poke',
      ),
      invalidatesTags: (_answer, error, key) => (error ? [] : [{ type: 'Poke', id: key.id }]),
    }),
    /**
     * The poker's decision on a poke found late (issue #14): `send-late` starts its waiting run,
     * `cancel` cancels it with its follow-ups. The server answers the poke as it is now.
     */
    decideLatePoke: build.mutation<Poke, PokeKey & { decision: 'send-late' | 'cancel' }>({
      queryFn: schemaCall(
        (key) => ({ url: `${pokePath(key)}/${key.decision}`, method: 'POST' }),
        PokeAnswer,
        'poke',
      ),
      invalidatesTags: (_answer, error, key) => (error ? [] : [{ type: 'Poke', id: key.id }]),
    }),
    convertToRecurring: build.mutation<
      PokeActionResponse,
      PokeKey & { conversion: RecurringPokeConversionInput }
    >({
      queryFn: schemaCall(
        (key) => ({ url: `${pokePath(key)}/recurring`, method: 'POST', data: key.conversion }),
        PokeActionResponse,
        'poke',
      ),
    }),
    /** The customers the wizard's filters reach per domain, with the funnel. */
    countTargets: build.query<AudienceCount, AudienceCountArgs>({
      queryFn: async (arg, api, extra, baseQuery) => {
        const request = audienceCountRequest(arg);
        if (!request) return { data: { estimate: 0, targetsPerDomain: [] } };
        return schemaCall(() => request, CountAnswer, 'count')(arg, api, extra, baseQuery);
      },
    }),
    searchEntertainmentProfiles: build.query<
      EntertainmentProfileSearchResponse,
      EntertainmentProfileSearchInput
    >({
      queryFn: schemaCall(
        (body) => ({ url: '/profile/poke/entertainment-profiles', method: 'POST', data: body }),
        EntertainmentProfileSearchResponse,
        'profile search',
      ),
    }),
    /** The choices of the other-origin list filters (build, eye and hair colour). */
    getProfileFilterOptions: build.query<ProfileFilterOptions, void>({
      queryFn: schemaCall(() => '/profile/filters', FilterOptionsAnswer, 'filter options'),
    }),
    pokePreflight: build.mutation<PokePreflightResponse['data'], PokePreflightRequest>({
      queryFn: schemaCall(
        (body) => ({ url: '/profile/poke/preflight', method: 'POST', data: body }),
        PreflightAnswer,
        'preflight',
      ),
    }),
  }),
});

export const {
  useGetPokeDomainsQuery,
  useGetPokeQuery,
  useGetPokeSendingQuery,
  useCreatePokeMutation,
  useUpdatePokeMutation,
  useDeletePokeMutation,
  useAddPokeDomainMutation,
  useConvertToRecurringMutation,
  useDecideLatePokeMutation,
  useLazyCountTargetsQuery,
  useSearchEntertainmentProfilesQuery,
  usePokePreflightMutation,
  useGetProfileFilterOptionsQuery,
} = pokesApi;
