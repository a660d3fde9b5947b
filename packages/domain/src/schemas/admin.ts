import { z } from 'zod';
import { ABUSE_MESSAGES } from '../abuse-messages.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { CLAIM_ROLES } from '../roles.js';
import { AbuseWord, ABUSE_WORD_MAX_LENGTH } from './abuse.js';
import { Id, Locale } from './common.js';
import { SystemNotification } from './system-notification.js';
import { lengthOf } from './worded-text.js';
import { ConnectedOperatorsByPool, USER_MESSAGES } from './user.js';

/**
 * Requests and answers of the administration calls (issue #6): account administration, the abuse
 * word list, system notifications and the claim service's cache inspection (spec §7). Used by the
 * server to validate and by the CLI to read the answers. Every answer is `{ data: … }`; every
 * error is `{ error: { code, message, issues? } }` (`ApiErrorBody`).
 */

/** An answer `{ data: … }` of a schema. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The body of every error answer; `issues` name the offending fields. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

// ---------------------------------------------------------------------------------------------
// Users (Admin; the caller's tenant only)

/** A claim role the product knows (spec §6); other names are refused when an admin sets roles. */
export const ClaimRoleName = z.enum(CLAIM_ROLES, {
  error: (issue) =>
    `Unknown role ${JSON.stringify(issue.input)}; known roles: ${CLAIM_ROLES.join(', ')}`,
});

/** A geo as an admin types it (`NL`, ` de`): trimmed and lower-cased, then a two-letter locale. */
export const GeoCode = z.string().trim().toLowerCase().pipe(Locale);

/** Roles without repeats, in the order given. */
export const ClaimRoleList = z.array(ClaimRoleName).transform((roles) => [...new Set(roles)]);
/** Geos without repeats, in the order given. */
export const GeoList = z.array(GeoCode).transform((geos) => [...new Set(geos)]);

/** A staff account as the administration calls show it: no secrets, only whether factors exist. */
export const AdminUser = z.object({
  uid: Id,
  email: z.string(),
  displayName: z.string().nullable(),
  /** As stored: may hold roles of other applications, which no rule of ours matches. */
  roles: z.array(z.string()),
  geos: z.array(z.string()),
  companyName: z.string().nullable(),
  disabled: z.boolean(),
  forceMfa: z.boolean(),
  forcedTotp: z.boolean(),
  /** An authenticator app (TOTP) is enrolled. */
  hasTotp: z.boolean(),
  /** A phone second factor is enrolled. */
  hasPhone: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/**
 * POST /users. The claims this makes (roles, geos, company, forceMfa, forcedTotp) are checked
 * against the 1000-byte claims limit by the server, which knows the company.
 */
export const CreateUserRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: USER_MESSAGES.invalidEmail })),
  password: z.string().min(PASSWORD_MIN_LENGTH, { error: USER_MESSAGES.passwordTooShort }),
  displayName: z.string().trim().min(1).max(200).nullish(),
  companyName: z.string().trim().min(1).max(200).nullish(),
  roles: ClaimRoleList,
  geos: GeoList,
  forceMfa: z.boolean().default(false),
  forcedTotp: z.boolean().default(false),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;
export type CreateUserInput = z.input<typeof CreateUserRequest>;

/** PUT /users/{uid}/roles: the user's whole role list. */
export const SetUserRolesRequest = z.object({ roles: ClaimRoleList });
export type SetUserRolesRequest = z.infer<typeof SetUserRolesRequest>;

/** PUT /users/{uid}/geos: the user's whole geo list. */
export const SetUserGeosRequest = z.object({ geos: GeoList });
export type SetUserGeosRequest = z.infer<typeof SetUserGeosRequest>;

/** POST /users/{uid}/disable: how many live connections were signed out with it. */
export const DisableUserResult = AdminUser.extend({ signedOut: z.number().int().min(0) });
export type DisableUserResult = z.infer<typeof DisableUserResult>;

/** GET /operators: the tenant's operators (claim role CHAT_OPERATOR or a sub-role). */
export const OperatorSummary = z.object({
  uid: Id,
  email: z.string(),
  displayName: z.string().nullable(),
  roles: z.array(z.string()),
  geos: z.array(z.string()),
  disabled: z.boolean(),
  /** Has a live presence connection in this server process. */
  connected: z.boolean(),
});
export type OperatorSummary = z.infer<typeof OperatorSummary>;

// ---------------------------------------------------------------------------------------------
// Abuse words (Admin; tenant-scoped)

/**
 * GET /abuse-words?locale=: no `locale` lists every word; `locale=` (empty) only the global ones;
 * `locale=nl` only the words stored for nl (not the global ones that also apply there).
 */
export const AbuseWordListQuery = z.object({
  locale: z.union([z.literal(''), GeoCode]).optional(),
});
export type AbuseWordListQuery = z.infer<typeof AbuseWordListQuery>;

/** Most words one import may carry. */
export const ABUSE_WORD_IMPORT_MAX = 10_000;

/** Longest line an import may carry (a longer word is refused line by line, with its reason). */
export const ABUSE_WORD_IMPORT_LINE_MAX_LENGTH = ABUSE_WORD_MAX_LENGTH * 10;

/**
 * One line of an import as read from the file, unchecked: the server checks each with
 * `AddAbuseWordRequest` and reports a bad one as rejected instead of refusing the whole import.
 */
export const AbuseWordImportLine = z.object({
  value: z.string({ error: ABUSE_MESSAGES.wordRequired }).max(ABUSE_WORD_IMPORT_LINE_MAX_LENGTH, {
    error: (issue) =>
      ABUSE_MESSAGES.importLineTooLong(ABUSE_WORD_IMPORT_LINE_MAX_LENGTH, lengthOf(issue.input)),
  }),
  locale: z
    .string({ error: ABUSE_MESSAGES.importLocaleInvalid })
    .max(16, { error: ABUSE_MESSAGES.importLocaleInvalid })
    .nullish(),
  /** The line number in the file, echoed in the rejections; the position (from 1) otherwise. */
  line: z
    .number({ error: ABUSE_MESSAGES.importLineNumber })
    .int({ error: ABUSE_MESSAGES.importLineNumber })
    .min(1, { error: ABUSE_MESSAGES.importLineNumber })
    .optional(),
});
export type AbuseWordImportLine = z.infer<typeof AbuseWordImportLine>;

/**
 * POST /abuse-words/import. `atomic`: any rejected line means nothing is written; otherwise the
 * valid words are written together in one transaction and the rest reported.
 */
export const ImportAbuseWordsRequest = z.object({
  words: z
    .array(AbuseWordImportLine, { error: ABUSE_MESSAGES.importNoWords })
    .min(1, { error: ABUSE_MESSAGES.importNoWords })
    .max(ABUSE_WORD_IMPORT_MAX, {
      error: ABUSE_MESSAGES.importTooManyWords(ABUSE_WORD_IMPORT_MAX),
    }),
  atomic: z.boolean({ error: ABUSE_MESSAGES.trueOrFalse }).default(false),
});
export type ImportAbuseWordsRequest = z.infer<typeof ImportAbuseWordsRequest>;
export type ImportAbuseWordsInput = z.input<typeof ImportAbuseWordsRequest>;

export const AbuseWordRejection = z.object({
  line: z.number().int().min(1),
  value: z.string(),
  /** Why: the field's validation text, or the spec's duplicate text. */
  reason: z.string(),
});
export type AbuseWordRejection = z.infer<typeof AbuseWordRejection>;

export const ImportAbuseWordsResult = z.object({
  /** Words written: 0 when an atomic import had a rejection. */
  added: z.number().int().min(0),
  rejected: z.array(AbuseWordRejection),
});
export type ImportAbuseWordsResult = z.infer<typeof ImportAbuseWordsResult>;

export const AbuseWordListResponse = dataOf(z.array(AbuseWord));
export const AbuseWordResponse = dataOf(AbuseWord);
export const ImportAbuseWordsResponse = dataOf(ImportAbuseWordsResult);

// ---------------------------------------------------------------------------------------------
// System notifications

/** GET /system-notifications/current: the newest notification while it is shown, else null. */
export const CurrentSystemNotificationResponse = dataOf(SystemNotification.nullable());
/** GET /system-notifications: the 20 newest, newest first. */
export const SystemNotificationHistoryResponse = dataOf(z.array(SystemNotification));
/**
 * POST /system-notifications (201) and POST /system-notifications/{id}/disable (200) answer the
 * notification itself, without the `data` envelope: older calls, kept as the console uses them.
 */
export const SystemNotificationAnswer = SystemNotification;

// ---------------------------------------------------------------------------------------------
// Cache / claim service (spec §7)

/** GET /redis/keys/{pattern}: keys of the caller's tenant matching a Redis glob pattern. */
export const CacheKeysResponse = dataOf(z.array(z.string()));

/** GET /redis/values/{key}: a string value and its remaining time to live (null: none). */
export const CacheEntry = z.object({
  key: z.string(),
  value: z.string(),
  ttlMs: z.number().int().nullable(),
});
export type CacheEntry = z.infer<typeof CacheEntry>;
export const CacheEntryResponse = dataOf(CacheEntry);

/** The DELETE calls: how many keys went. */
export const CacheDeleteResponse = dataOf(z.object({ deleted: z.number().int().min(0) }));

/** GET /redis/pools/geo/{geo}/tenant/{tenant}: connected operators per pool who work the geo. */
export const OperatorPoolsResponse = dataOf(ConnectedOperatorsByPool);

export const AdminUserResponse = dataOf(AdminUser);
export const AdminUserListResponse = dataOf(z.array(AdminUser));
export const DisableUserResponse = dataOf(DisableUserResult);
export const OperatorListResponse = dataOf(z.array(OperatorSummary));

/** `GET /debug/info` (Developer): the server process and the tenant, for /debug. */
export const DebugInfo = z.object({
  serverVersion: z.string(),
  node: z.string(),
  /** The process's name on the change feed (one per server process). */
  processId: z.string(),
  startedAt: z.string(),
  cache: z.enum(['redis', 'in-process']),
  tenant: z.object({
    id: z.string(),
    alias: z.string(),
    appName: z.string(),
    appLogoName: z.string(),
    appPrimaryColor: z.string(),
  }),
});
export type DebugInfo = z.infer<typeof DebugInfo>;
