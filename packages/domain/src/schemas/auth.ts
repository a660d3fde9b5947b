import { z } from 'zod';
import { Id, Locale } from './common.js';
import { SecondFactorType } from './user.js';

/**
 * What the server says about a signed-in user (the ID token's claims, and `user` in every token
 * answer). One schema for the server that sends it and the console that reads it.
 */
export const SessionUser = z.object({
  uid: Id,
  email: z.string().min(1),
  name: z.string().nullable(),
  tenantId: z.string(),
  tenantAlias: z.string(),
  companyName: z.string().nullable(),
  roles: z.array(z.string()),
  geos: z.array(Locale),
  forceMfa: z.boolean(),
  forcedTotp: z.boolean(),
  /** The second factor this sign-in used; null for a password-only sign-in. */
  signInSecondFactor: SecondFactorType.nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** A successful sign-in or refresh. */
export const TokenPair = z.object({
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().int().positive(),
  user: SessionUser,
});
export type TokenPair = z.infer<typeof TokenPair>;

/** The second factors enrolled on an account now (GET /account/second-factors). */
export const SecondFactorStatus = z.object({
  /** An authenticator app (TOTP) is enrolled; it is the factor asked at sign-in. */
  totp: z.boolean(),
  /** A mobile number is enrolled; its SMS code is asked at sign-in when no app is enrolled. */
  phone: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

/** The sign-in answer when a second factor is due; finish at POST /auth/mfa/{factor}. */
export const MfaRequired = z.object({
  mfaRequired: z.literal(true),
  mfaPendingToken: z.string().min(1),
  factors: z.array(SecondFactorType).min(1),
});
export type MfaRequired = z.infer<typeof MfaRequired>;
