import { z } from 'zod';
import { CLAIMS_PAYLOAD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants.js';
import { Id, Locale } from './common.js';
import type { QueuePool } from './queue.js';

/**
 * Users and sign-in, spec §3 (operator user, connected operator), §5 (authentication) and §6
 * (roles and geos in the token claims).
 */

/** Texts of this module. Shown next to the field they name. */
export const USER_MESSAGES = {
  invalidEmail: 'The email address is badly formatted.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  claimsPayloadTooLarge: (bytes: number) =>
    `The claims payload is ${bytes} bytes; it may be at most ${CLAIMS_PAYLOAD_MAX_BYTES} bytes.`,
} as const;

/** A second factor of the auth provider: an SMS code or an authenticator app. */
export const SECOND_FACTOR_TYPES = ['phone', 'totp'] as const;
export const SecondFactorType = z.enum(SECOND_FACTOR_TYPES);
export type SecondFactorType = z.infer<typeof SecondFactorType>;

/** A locale as stored by older writers (`NL`, ` de`): trimmed and lower-cased before checking. */
const LooseLocale = z.string().trim().toLowerCase().pipe(Locale);

/**
 * A claim role name. Unknown names are kept, not refused: the token may carry roles of other
 * applications, and `hasRole` simply never matches them.
 */
const RoleName = z.string().trim().min(1);

/** Number of bytes of a text in UTF-8. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const ClaimsShape = z.object({
  roles: z.array(RoleName).default([]),
  geos: z.array(LooseLocale).default([]),
  company: z.string().nullish(),
  companyName: z.string().nullish(),
  /** The account must use a second factor. */
  forceMfa: z.boolean().default(false),
  /** The account must set up and sign in with an authenticator app (TOTP). */
  forcedTotp: z.boolean().default(false),
  /**
   * The second factor this sign-in used, null or absent after a first-factor-only sign-in. The
   * auth provider sets it per sign-in (`firebase.sign_in_second_factor`); it is not stored.
   */
  signInSecondFactor: SecondFactorType.nullish(),
});

/**
 * The UTF-8 size of the claims payload as stored: the JSON of the claims without the per-sign-in
 * `signInSecondFactor`, after defaults are applied (so it may count a few bytes more than the
 * writer sent, never fewer).
 */
export function claimsPayloadBytes(claims: z.infer<typeof ClaimsShape>): number {
  const stored: Partial<typeof claims> = { ...claims };
  delete stored.signInSecondFactor;
  return utf8ByteLength(JSON.stringify(stored));
}

/** The user's token claims. Refused above `CLAIMS_PAYLOAD_MAX_BYTES` (1000 bytes, spec §3). */
export const UserClaims = ClaimsShape.check((ctx) => {
  const bytes = claimsPayloadBytes(ctx.value);
  if (bytes > CLAIMS_PAYLOAD_MAX_BYTES) {
    ctx.issues.push({
      code: 'custom',
      message: USER_MESSAGES.claimsPayloadTooLarge(bytes),
      input: ctx.value,
      path: [],
    });
  }
});
export type UserClaims = z.infer<typeof UserClaims>;

/** Empty strings, as auth providers store a missing value, read as null. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** An operator user of the central `users` collection (spec §3). */
export const OperatorUser = z.object({
  uid: Id,
  displayName: z.string().nullable().default(null),
  email: z.email({ error: USER_MESSAGES.invalidEmail }),
  photoUrl: z.preprocess(emptyAsNull, z.url().nullable()).default(null),
  score: z.number().nullable().default(null),
  roles: z.array(RoleName).default([]),
  geos: z.array(LooseLocale).default([]),
  /** A user without claims yet gets the empty claims: no roles, no geos, no forced factor. */
  claims: UserClaims.prefault({}),
  companyId: z.string().nullable().default(null),
  disabled: z.boolean().default(false),
});
export type OperatorUser = z.infer<typeof OperatorUser>;

/**
 * An operator as the connected-operators call reports it. `geos` is JSON text (spec §3, §7);
 * read it with `parseOperatorGeos`.
 */
export const ConnectedOperator = z.object({
  id: Id,
  geos: z.string().default('[]'),
  name: z.string().default(''),
});
export type ConnectedOperator = z.infer<typeof ConnectedOperator>;

/**
 * A row of the `operators.connected` live query: a connected operator in one pool they may work,
 * with the time of their first open connection. `id` is `<pool>:<uid>`, so an operator of two
 * pools is two rows.
 */
export const ConnectedOperatorRow = ConnectedOperator.extend({
  id: z.string().min(1),
  uid: Id,
  pool: z.enum(['SFW', 'NSFW', 'AGENT_ONLY']),
  since: z.string(),
});
export type ConnectedOperatorRow = z.infer<typeof ConnectedOperatorRow>;

/**
 * The locales of a connected operator's `geos` JSON text, lower-cased, without duplicates, in
 * their order. Text that is not a JSON array gives no locales; entries that are not locales are
 * left out, so one bad entry does not hide the others.
 */
export function parseOperatorGeos(geosJson: string): Locale[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(geosJson);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const locales: Locale[] = [];
  for (const entry of parsed) {
    const locale = LooseLocale.safeParse(entry);
    if (locale.success && !locales.includes(locale.data)) locales.push(locale.data);
  }
  return locales;
}

const ConnectedOperatorPool = z.object({
  operators: z.array(ConnectedOperator).default([]),
});

/**
 * The answer of GET /connectedOperators: operators by pool SFW, NSFW and AGENT_ONLY (spec §7).
 * A pool missing from the answer has no operators.
 */
export const ConnectedOperatorsByPool = z.object({
  SFW: ConnectedOperatorPool.prefault({}),
  NSFW: ConnectedOperatorPool.prefault({}),
  AGENT_ONLY: ConnectedOperatorPool.prefault({}),
} satisfies Record<QueuePool, z.ZodType>);
export type ConnectedOperatorsByPool = z.infer<typeof ConnectedOperatorsByPool>;

/**
 * The sign-in form (spec §5): the email is trimmed, the password must have at least
 * `PASSWORD_MIN_LENGTH` (6) characters and is taken as typed.
 */
export const SignInRequest = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: USER_MESSAGES.invalidEmail })),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordTooShort }),
});
export type SignInRequest = z.infer<typeof SignInRequest>;
