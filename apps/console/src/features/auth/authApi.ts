import { api } from '../../app/api';
import { SecondFactorStatus } from '@switchboard/domain';

/** POST /auth/totp/enroll: the secret to add to an authenticator app. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
}

/**
 * The auth calls of the second-factor screens. Answers are parsed by the screens' flows. The
 * password sign-in and the reset request are the light /login page's (src/login/flow.ts).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithTotp: build.mutation<unknown, { mfaPendingToken: string; code: string }>({
      query: (body) => ({ url: '/auth/mfa/totp', method: 'POST', data: body }),
    }),
    signInWithPhone: build.mutation<unknown, { mfaPendingToken: string; code: string }>({
      query: (body) => ({ url: '/auth/mfa/phone', method: 'POST', data: body }),
    }),
    /** A query, not a mutation, so the page's mounts share one enrolment (one secret). */
    startTotpEnrolment: build.query<TotpEnrolment, void>({
      query: () => ({ url: '/auth/totp/enroll', method: 'POST' }),
      keepUnusedDataFor: 0,
    }),
    activateTotp: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/auth/totp/activate', method: 'POST', data: body }),
    }),
    /** The factors the account has now (the token only says which one its sign-in used). */
    secondFactors: build.query<SecondFactorStatus, void>({
      query: () => '/account/second-factors',
      transformResponse: (answer: unknown) => SecondFactorStatus.parse(answer),
      providesTags: ['SecondFactors'],
    }),
    revokeRefreshToken: build.mutation<void, { refreshToken: string }>({
      query: (body) => ({ url: '/auth/sign-out', method: 'POST', data: body }),
    }),
    /** Phone second-factor enrolment: send a code by SMS (not offered by every server). */
    startPhoneEnrolment: build.mutation<unknown, { phoneNumber: string }>({
      query: (body) => ({ url: '/auth/mfa/phone/enroll', method: 'POST', data: body }),
    }),
    finishPhoneEnrolment: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/auth/mfa/phone/verify', method: 'POST', data: body }),
      // Only an enrolment changes the account's factors: a refused code keeps the form as typed
      // (reading the factors afresh re-mounted it, wiping the number).
      invalidatesTags: (_result, error) => (error ? [] : ['SecondFactors']),
    }),
  }),
});

export const {
  useSignInWithTotpMutation,
  useSignInWithPhoneMutation,
  useStartTotpEnrolmentQuery,
  useSecondFactorsQuery,
  useActivateTotpMutation,
  useRevokeRefreshTokenMutation,
  useStartPhoneEnrolmentMutation,
  useFinishPhoneEnrolmentMutation,
} = authApi;
