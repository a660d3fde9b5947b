/**
 * The core tables: tenants, users and their sign-in state, domains, chats, messages, logs,
 * announcements, presence. Each area with tables of its own has its own file; `schema.ts` gathers
 * them all (what drizzle and drizzle-kit read).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** A tenant (company) with its appearance, spec §3 "Tenant appearance". */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  /** Hosts that resolve to this tenant (GET /firebase/tenant/{host}). */
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  appName: text('app_name').notNull(),
  appLogoName: text('app_logo_name').notNull(),
  appPrimaryColor: text('app_primary_color').notNull(),
  createdAt: createdAt(),
});

/** A staff account (spec §3 "Operator user") with its claims. */
export const users = pgTable(
  'users',
  {
    uid: text('uid').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull().unique(),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    geos: text('geos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    companyName: text('company_name'),
    forceMfa: boolean('force_mfa').notNull().default(false),
    forcedTotp: boolean('forced_totp').notNull().default(false),
    totpSecret: text('totp_secret'),
    /** A TOTP secret shown for enrolment, active once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /**
     * The last TOTP time step (unix seconds / 30) a code was accepted for, at sign-in or
     * activation: a code is taken at most once (RFC 6238 §5.2), and never one of an older step.
     */
    totpLastStep: integer('totp_last_step'),
    phoneNumber: text('phone_number'),
    score: integer('score'),
    disabled: boolean('disabled').notNull().default(false),
    passwordResetRequestedAt: timestamp('password_reset_requested_at', {
      withTimezone: true,
      mode: 'string',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('users_tenant_idx').on(t.tenantId)],
);

/**
 * Refresh tokens, stored as hashes; revoked at sign-out and rotated at every refresh. Every token
 * a sign-in leads to shares its `family_id` (the ID token's `sid`): a rotated token that comes back
 * is a sign of theft and revokes the family (see `revokedSessions`).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    secondFactor: text('second_factor'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    /** Why it stopped working; only `rotated` makes a second use count as theft. */
    revokedReason: text('revoked_reason').$type<RefreshRevokedReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userUid),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * `rotated`: swapped for a new one; `sign-out`; `reused`: its family was revoked for theft;
 * `password-reset`: every session of the user ended with a new password.
 */
export type RefreshRevokedReason = 'rotated' | 'sign-out' | 'reused' | 'password-reset';

/**
 * Sign-in sessions (refresh token families) revoked because a rotated refresh token came back:
 * ID tokens whose `sid` is listed here are refused, and so are its refresh tokens, also one a
 * refresh racing the revocation issued. A row is needed only until every token of the session
 * has run out (`expires_at`), then it is pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('revoked_sessions_user_idx').on(t.userUid)],
);

/**
 * Second-factor pending tokens (by `jti`) that completed a sign-in: each works once. A row is
 * needed only while the token could still be verified (`expires_at`), then it is pruned.
 */
export const usedMfaPendingTokens = pgTable(
  'used_mfa_pending_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: createdAt(),
  },
  (t) => [index('used_mfa_pending_tokens_expires_idx').on(t.expiresAt)],
);

/** Failed sign-in attempts per key (e-mail), for rate limiting across processes. */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Server-wide secrets shared by every process (token signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A site of a tenant with its configuration, spec §3 "Domain configuration". */
export const domains = pgTable(
  'domains',
  {
    domain: text('domain').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    /** The rest of the domain configuration (tenantAlias, cdnBaseLiveUrl, flags, …). */
    config: jsonb('config').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [index('domains_tenant_locale_idx').on(t.tenantId, t.locale)],
);

/** Password reset requests per e-mail: the 15-minute cooldown holds whether or not the account exists. */
export const passwordResets = pgTable('password_resets', {
  email: text('email').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull(),
  userUid: text('user_uid').references(() => users.uid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
});

/**
 * The one SMS code a user is waiting for (phone second factor): its hash, the number it went to,
 * and whether it enrols that number or finishes a sign-in. A new code replaces the old one.
 */
export const phoneCodes = pgTable('phone_codes', {
  userUid: text('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  purpose: text('purpose').notNull().$type<'enrol' | 'sign-in'>(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Mail and SMS the server sends. Without an SMTP or SMS provider configured this is where they
 * go (the dev outbox): printed to the server log and readable at GET /dev/outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').notNull().$type<'mail' | 'sms'>(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Announcement topics per tenant and locale, spec §3. */
export const announcementTopics = pgTable(
  'announcement_topics',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    emoji: text('emoji').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('announcement_topics_tenant_locale_idx').on(t.tenantId, t.locale)],
);

/** Announcements, spec §3. */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    topicId: text('topic_id')
      .notNull()
      .references(() => announcementTopics.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    message: text('message').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('announcements_tenant_locale_idx').on(t.tenantId, t.locale)],
);

/** System notifications per tenant, spec §3 and §4. */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    message: text('message').notNull(),
    type: text('type').notNull().$type<'success' | 'error' | 'info' | 'warning'>(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    showUntilAt: timestamp('show_until_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('system_notifications_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** Screen views reported by the console (spec §1: screen views are reported to analytics). */
export const screenViews = pgTable(
  'screen_views',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userUid: text('user_uid').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    viewedAt: createdAt(),
  },
  (t) => [index('screen_views_tenant_viewed_idx').on(t.tenantId, t.viewedAt)],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Entertainment profiles (played by operators) and customer profiles, spec §3. `data` holds the
 * profile as the domain's `Profile` schema reads it; the columns are what lists filter on.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull().$type<'entertainment' | 'customer'>(),
    uuid: text('uuid').notNull().unique(),
    domain: text('domain').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_tenant_kind_domain_idx').on(t.tenantId, t.kind, t.domain)],
);

/** The partial unique index behind "an operator holds at most one claim" (see `chats`). */
export const ONE_CLAIM_INDEX = 'chats_one_claim_per_operator';

/**
 * Chats, spec §3 "Chat (stored per locale)". `last_message_at` copies lastMessage.createdAt and
 * `last_message_is_free` its isFree so the queues can be indexed; `pool` is
 * lastMessageMessagePool. A chat is claimed while `claimed_by` is set and `claim_expires_at` is
 * in the future; an expired claim counts as unclaimed.
 */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    locale: text('locale').notNull(),
    domain: text('domain'),
    customer: jsonb('customer').$type<Record<string, unknown>>(),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    isConversation: boolean('is_conversation').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastMessage: jsonb('last_message').$type<Record<string, unknown>>(),
    lastMessageAt: at('last_message_at'),
    lastMessageIsFree: boolean('last_message_is_free').notNull().default(false),
    lastSenderType: text('last_sender_type'),
    pool: text('pool').notNull().default('NSFW'),
    claimedBy: text('claimed_by'),
    claimExpiresAt: at('claim_expires_at'),
    origin: jsonb('origin').$type<{ type: string }>(),
    trigger: jsonb('trigger').$type<{ type: string }>(),
    usedAttachments: text('used_attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attachments: jsonb('attachments').notNull().default([]).$type<unknown[]>(),
  },
  (t) => [
    index('chats_queue_idx').on(t.tenantId, t.locale, t.pool, t.lastMessageAt),
    // The quality-review list of statistics: a locale's chats by last activity.
    index('chats_recent_idx').on(t.tenantId, t.locale, t.lastMessageAt, t.id),
    // An operator holds at most one claim: a claim is one conditional UPDATE, and this index is
    // what stops one operator's two claims of different chats committing side by side
    // (chats/repo.ts `claimChat`). An expired claim still counts until it is cleared (the sweeper,
    // or the claim path when it meets this index). It also serves the claim look-ups.
    uniqueIndex(ONE_CLAIM_INDEX)
      .on(t.tenantId, t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
    // The chat of a customer with a profile, which a poke finds or creates (dispatch/batch.ts).
    index('chats_customer_profile_idx').on(
      t.tenantId,
      sql`(${t.customer}->>'id')`,
      sql`(${t.profile}->>'id')`,
    ),
  ],
);

/** Messages, children of a chat (spec §3). */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    previousMessage: text('previous_message'),
    content: text('content').notNull().default(''),
    type: text('type').notNull().default('normal'),
    senderType: text('sender_type').notNull(),
    senderId: text('sender_id'),
    senderName: text('sender_name'),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
    deleted: jsonb('deleted').$type<{ by: string; reason: string }>(),
    attachment: jsonb('attachment').$type<Record<string, unknown>>(),
    imported: boolean('imported').notNull().default(false),
    maskedContent: text('masked_content'),
    abuseModificationData: jsonb('abuse_modification_data').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('messages_chat_created_idx').on(t.chatId, t.createdAt),
    // The agent messages of a period, in order: the abuse words dry run's keys are filled from
    // them (abuse/text-keys-backfill.ts) without reading the whole message history.
    index('messages_agent_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.senderType} = 'agent'`),
  ],
);

/** Logbook entries, children of a chat (spec §3 "Log"); `content` is structured or plain text. */
export const chatLogs = pgTable(
  'chat_logs',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    locale: text('locale').notNull(),
    concerning: text('concerning').notNull().$type<'customer' | 'entertainmentProfile'>(),
    category: text('category'),
    content: jsonb('content').$type<unknown>(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [index('chat_logs_chat_idx').on(t.chatId, t.createdAt)],
);

/** Reply suggestions, children of a chat (spec §3 "Suggestion"). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    suggestion: text('suggestion').notNull(),
    wantedImage: boolean('wanted_image').notNull().default(false),
    imageTags: text('image_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('suggestions_chat_idx').on(t.chatId, t.createdAt)],
);

/** Abuse words per tenant, spec §3; an empty locale means the word is global. */
export const abuseWords = pgTable(
  'abuse_words',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    value: text('value').notNull(),
    locale: text('locale').notNull().default(''),
    /** The value's tokens (domain `abuseWordMatchKey`): what texts are matched against. */
    matchKey: text('match_key').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('abuse_words_unique_idx').on(t.tenantId, t.locale, sql`lower(${t.value})`),
    // Flagging: the words of a tenant whose key starts with one of a text's tokens (its first
    // token: the text before the first space of the key), global or the locale's. A text is
    // probed once per distinct token, not once per run of tokens (`flagIfAbusive`).
    index('abuse_words_first_token_idx').on(
      t.tenantId,
      sql`split_part(${t.matchKey}, ' ', 1)`,
      t.locale,
    ),
  ],
);

/**
 * The server processes on this database (presence): each touches its row every few seconds; a
 * process not heard from for a while is gone, and its sockets with it (`presence/presence.ts`).
 * `node` is the process's change-feed node.
 */
export const serverNodes = pgTable('server_nodes', {
  node: text('node').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The open sockets of every process (spec §4 "Session and presence"), for connected operators. */
export const presenceSockets = pgTable(
  'presence_sockets',
  {
    socketId: text('socket_id').primaryKey(),
    node: text('node')
      .notNull()
      .references(() => serverNodes.node, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    uid: text('uid').notNull(),
    /** The sign-in session of the token the socket connected with. */
    sid: text('sid'),
    name: text('name').notNull(),
    geos: text('geos').array().notNull(),
    roles: text('roles').array().notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('presence_sockets_tenant_idx').on(t.tenantId, t.uid),
    index('presence_sockets_node_idx').on(t.node),
  ],
);
