/**
 * The claim statements: one chat by id, the oldest waiting, and the claim that authenticates its
 * caller in the same statement (`requireAuthOrToken`); each one statement, prepared once per
 * database, refusing a second live claim through the one-claim index.
 */
import { and, asc, eq, inArray, notExists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { type QueuePool } from '@switchboard/domain';
import type { Queryable } from '../../db/client.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { chats, ONE_CLAIM_INDEX, revokedSessions, tenants, users } from '../../db/schema.js';
import { authStateFields } from '../../auth/service.js';
import type { ChatRecord } from '../rows.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { QueueFilter } from './conditions.js';
import { liveClaimOf, held, liveClaimIdOf, waitingAt, inQueue } from './conditions.js';

/** Who claims, and what they may claim: the SQL side of the claim checks. */
export interface Claimer {
  tenantId: string;
  uid: string;
  /** The operator's geos: only chats in these locales. */
  locales: readonly string[];
  /** The pools the operator's roles may claim in (domain `claimablePools`). */
  pools: readonly QueuePool[];
}

/**
 * Claims one chat in a single statement: the chat is the tenant's, in the claimer's locales and
 * pools, on `domain`, waiting (no live claim), and the claimer holds no live claim of their own;
 * the row as claimed, or undefined when any of that fails.
 *
 * Races: two claimers of one chat both reach its row; the second waits for the first's commit,
 * then PostgreSQL re-checks the WHERE on the row as committed (READ COMMITTED), finds it claimed
 * and takes nothing: one winner. One operator claiming two chats at once is the case the
 * `NOT EXISTS` cannot settle alone: each statement reads from a snapshot taken before the other
 * committed, and they write different rows, so both would pass. The partial unique index
 * `chats_one_claim_per_operator` (one row per tenant and `claimed_by`) makes the second fail with
 * a unique violation instead (`isOneClaimViolation`). A lock taken inside the same statement (an
 * advisory lock in a CTE) would not do: the snapshot is taken before the lock is granted.
 */
export async function claimChat(
  db: Queryable,
  claimer: Claimer,
  target: { chatId: string; domain: string },
  now: string,
  expiresAt: string,
): Promise<ChatRecord | undefined> {
  const [row] = await claimUpdate(db, claimer, target, now, expiresAt).returning();
  return row;
}

/** The conditional UPDATE of `claimChat`, to run or to embed (`claimChatOrExplain`). */
function claimUpdate(
  db: Queryable,
  claimer: Claimer,
  target: { chatId: string; domain: string },
  now: string,
  expiresAt: string,
) {
  return db
    .update(chats)
    .set({ claimedBy: claimer.uid, claimExpiresAt: expiresAt })
    .where(
      and(
        eq(chats.id, target.chatId),
        eq(chats.tenantId, claimer.tenantId),
        inArray(chats.locale, [...claimer.locales]),
        inArray(chats.pool, [...claimer.pools]),
        eq(chats.domain, target.domain),
        waitingAt(now),
        notExists(liveClaimIdOf(claimer.tenantId, claimer.uid, now, db)),
      ),
    );
}

/** What one claim statement found: the chat as it stands now, and whether this claim took it. */
export interface ClaimOutcome {
  won: boolean;
  /**
   * After the claim when `won`; otherwise as it was, for saying why not: the whole chat, or only
   * its claim (`ChatClaimView`) when someone else holds it, which is all a lost race needs.
   */
  chat: ChatRecord | ChatClaimView;
  /** The chat the claimer holds a live claim on (before this claim), or null. */
  heldId: string | null;
}

/**
 * What a claim that lost a chat someone else holds needs of it to say why (locale, pools,
 * domain, the claim): a claim statement answers this instead of the whole chat, nine in ten
 * attempts when operators race, since reading out the whole row was most of a batch's cost.
 */
export interface ChatClaimView extends Pick<
  ChatRecord,
  'id' | 'tenantId' | 'locale' | 'pool' | 'domain' | 'claimedBy' | 'claimExpiresAt'
> {
  whole: false;
}

/** Whether a claim statement answered the whole chat (not only its claim). */
export function isWholeChat(chat: ChatRecord | ChatClaimView): chat is ChatRecord {
  return !('whole' in chat);
}

/** What `claimChatOrExplain` is given, as its prepared statement's parameters. */
type ClaimParams = {
  chatId: string;
  domain: string;
  tenantId: string;
  uid: string;
  locales: string[];
  pools: string[];
  now: string;
  expiresAt: string;
  /** False when the claimer's roles may not claim in the requested pool: only the read runs. */
  attempt: boolean;
};

/** What the claim statement that also authenticates checks of the user (`claimAuthenticating`). */
export interface TokenUser {
  tenantAlias: string;
  roles: readonly string[];
  geos: readonly string[];
  /** The token's sign-in session; null for tokens from before sessions had an id. */
  sid: string | null;
}

type AuthParams = ClaimParams & {
  tenantAlias: string;
  roles: string[];
  geos: string[];
  sid: string | null;
};

const param = <K extends keyof AuthParams>(name: K) => sql.placeholder(name);

/**
 * The claim statement, built once (drizzle builds SQL afresh for every query, a good part of a
 * claim's time) and run as a prepared statement: the conditional UPDATE of `claimChat` as a
 * data-modifying CTE, and beside it the read that says why it took no row. Every part of one
 * statement sees the same snapshot, so the read sees the chat as it was before the update.
 * With `authenticating`, the statement also reads the user the way authentication does
 * (account, tenant, revoked sessions), and the update runs only if that user is still the one
 * the ID token describes: see `claimAuthenticating`.
 */
function claimStatement(db: Queryable, authenticating: boolean) {
  const heldClaim = db.$with('held_claim').as(
    db
      .select({ id: held.id })
      .from(held)
      .where(
        and(eq(held.tenantId, param('tenantId')), liveClaimOf(param('uid'), param('now'), held)),
      )
      .limit(1),
  );
  const update = db
    .update(chats)
    .set({ claimedBy: sql`${param('uid')}`, claimExpiresAt: sql`${param('expiresAt')}` })
    .where(
      and(
        eq(chats.id, param('chatId')),
        eq(chats.tenantId, param('tenantId')),
        sql`${chats.locale} = any(${param('locales')})`,
        sql`${chats.pool} = any(${param('pools')})`,
        eq(chats.domain, param('domain')),
        waitingAt(param('now')),
        sql`${param('attempt')}`,
        notExists(db.select({ id: heldClaim.id }).from(heldClaim)),
        authenticating ? tokenUserStill(paramTokenUser) : undefined,
      ),
    )
    .returning({ id: chats.id });
  const claimed = db.$with('claimed', { id: chats.id }).as(update.getSQL());
  const outcome = {
    heldId: sql<string | null>`(select ${heldClaim.id} from ${heldClaim})`,
    won: sql<boolean>`exists (select 1 from ${claimed})`,
  };
  const thisChat = and(eq(chats.id, param('chatId')), eq(chats.tenantId, param('tenantId')));
  if (!authenticating) {
    return {
      plain: withCompiledRows(
        db
          .with(heldClaim, claimed)
          .select({ chat: chats, ...outcome })
          .from(chats)
          .where(thisChat)
          .prepare('claim_chat'),
      ),
    };
  }
  return {
    authenticating: withCompiledRows(
      db
        .with(heldClaim, claimed)
        .select({
          ...authStateFields(),
          authorized: tokenUserStill(paramTokenUser),
          chat: chats,
          ...outcome,
        })
        .from(users)
        .innerJoin(tenants, eq(users.tenantId, tenants.id))
        .leftJoin(chats, thisChat)
        .where(eq(users.uid, param('uid')))
        .prepare('claim_chat_authenticating'),
    ),
  };
}

/** What `tokenUserStill` compares: the token's claims, as SQL (parameters or columns). */
export interface TokenUserRefs {
  uid: SQL | Placeholder;
  tenantId: SQL | Placeholder;
  tenantAlias: SQL | Placeholder;
  roles: SQL | Placeholder;
  geos: SQL | Placeholder;
  sid: SQL | Placeholder;
}

/**
 * Whether the database has the user of a token as the token says, now: not disabled, the
 * token's session not revoked, and the tenant, roles and geos the token says (what the claim's
 * conditions came from). The user is looked up by uid alone, the primary key, and the rest is
 * checked on that one row: a plan kept for a prepared statement could otherwise use
 * users_tenant_idx, which reads every user of the tenant once the tenant has thousands (measured
 * in bench/claim: 57 ms per claim batch after 6,500 operators).
 */
export function tokenUserStill(t: TokenUserRefs): SQL<boolean> {
  return sql<boolean>`coalesce((
    select me.tenant_id = ${t.tenantId} and me.disabled = false
      and me.roles = ${t.roles}::text[] and me.geos = ${t.geos}::text[]
      and exists (select 1 from ${tenants} my_tenant
        where my_tenant.id = me.tenant_id and my_tenant.alias = ${t.tenantAlias})
      and (${t.sid}::text is null or not exists (select 1 from ${revokedSessions} r
        where r.sid = ${t.sid} and r.user_uid = me.uid))
    from ${users} me where me.uid = ${t.uid}), false)`;
}

const paramTokenUser: TokenUserRefs = {
  uid: param('uid'),
  tenantId: param('tenantId'),
  tenantAlias: param('tenantAlias'),
  roles: param('roles'),
  geos: param('geos'),
  sid: param('sid'),
};

type PlainClaim = NonNullable<ReturnType<typeof claimStatement>['plain']>;

type AuthenticatingClaim = NonNullable<ReturnType<typeof claimStatement>['authenticating']>;

/** The prepared claim statements of each database (or transaction). */
const prepared = new WeakMap<
  Queryable,
  { plain?: PlainClaim; authenticating?: AuthenticatingClaim }
>();

function preparedClaim(db: Queryable): PlainClaim {
  const entry = prepared.get(db) ?? {};
  entry.plain ??= claimStatement(db, false).plain!;
  prepared.set(db, entry);
  return entry.plain;
}

function preparedAuthenticatingClaim(db: Queryable): AuthenticatingClaim {
  const entry = prepared.get(db) ?? {};
  entry.authenticating ??= claimStatement(db, true).authenticating!;
  prepared.set(db, entry);
  return entry.authenticating;
}

function claimParams(
  claimer: Claimer,
  target: { chatId: string; domain: string },
  now: string,
  expiresAt: string,
  attempt: boolean,
): ClaimParams {
  return {
    chatId: target.chatId,
    domain: target.domain,
    tenantId: claimer.tenantId,
    uid: claimer.uid,
    locales: [...claimer.locales],
    pools: [...claimer.pools],
    now,
    expiresAt,
    attempt,
  };
}

/** The chat as the claim left it: the statement read it before its own update. */
function outcomeOf(
  claimer: Claimer,
  expiresAt: string,
  row: { chat: ChatRecord | null; heldId: string | null; won: boolean },
): ClaimOutcome | undefined {
  if (!row.chat) return undefined;
  // Every part of one statement sees the same snapshot: the select reads the chat as it was
  // before the update, which changed exactly these two columns.
  const chat = row.won
    ? { ...row.chat, claimedBy: claimer.uid, claimExpiresAt: expiresAt }
    : row.chat;
  return { won: row.won, chat, heldId: row.heldId };
}

/**
 * `claimChat` and, when it takes no row, the read that says why (`chatWithLiveClaimOf`), as one
 * prepared statement (`claimStatement`). A lost claim, nine in ten attempts when operators race
 * for the same chats, then costs one round trip instead of two. Undefined when there is no such
 * chat.
 */
export async function claimChatOrExplain(
  db: Queryable,
  claimer: Claimer,
  target: { chatId: string; domain: string },
  now: string,
  expiresAt: string,
  /** False when the claimer's roles may not claim in the requested pool: only the read runs. */
  attempt: boolean,
): Promise<ClaimOutcome | undefined> {
  const [row] = await preparedClaim(db).execute(
    claimParams(claimer, target, now, expiresAt, attempt),
  );
  return row ? outcomeOf(claimer, expiresAt, row) : undefined;
}

/** What `claimAuthenticating` found: the user as authentication reads them, and the claim. */
export interface AuthenticatingClaimOutcome {
  /**
   * The user, tenant and revoked sessions, as authentication reads them, whenever the claim did
   * not run for the token (`authorized` false; null: no such user). When it did, the statement
   * has checked the user against the token and may leave this null (`claimBatch` does).
   */
  state: {
    user: typeof users.$inferSelect;
    tenant: typeof tenants.$inferSelect;
    revokedSids: string[];
  } | null;
  /**
   * Whether the user is still the one of the token (`tokenUserStill`): only then did the claim
   * run, and only then does `outcome` answer the claim.
   */
  authorized: boolean;
  outcome: ClaimOutcome | undefined;
}

/**
 * `claimChatOrExplain` for a caller known only by a verified ID token, whose user read the auth
 * cache does not have: the same statement also reads the user as authentication does, so the
 * claim takes one round trip to the database instead of two. The claim's conditions come from
 * the token (`claimer`, `attempt`); the update runs only when the user, read in the same
 * snapshot, still matches the token (`authorized`). When it does not, nothing was written and
 * the caller authenticates from `state` and claims again the usual way.
 */
export async function claimAuthenticating(
  db: Queryable,
  claimer: Claimer,
  token: TokenUser,
  target: { chatId: string; domain: string },
  now: string,
  expiresAt: string,
  attempt: boolean,
): Promise<AuthenticatingClaimOutcome> {
  const [row] = await preparedAuthenticatingClaim(db).execute({
    ...claimParams(claimer, target, now, expiresAt, attempt),
    tenantAlias: token.tenantAlias,
    roles: [...token.roles],
    geos: [...token.geos],
    sid: token.sid,
  });
  if (!row) return { state: null, authorized: false, outcome: undefined };
  return {
    state: { user: row.user, tenant: row.tenant, revokedSids: row.revokedSids },
    authorized: row.authorized,
    outcome: outcomeOf(claimer, expiresAt, row),
  };
}

/**
 * Claims the oldest waiting chat of a pool in some locales in a single statement; chats other
 * claimers are taking right now are skipped (`FOR UPDATE SKIP LOCKED`), not waited for.
 * Undefined when the queue is empty or the claimer holds a live claim; the one-claim rule holds
 * as in `claimChat`.
 */
export async function claimOldestWaiting(
  db: Queryable,
  claimer: Claimer,
  filter: QueueFilter,
  now: string,
  expiresAt: string,
): Promise<ChatRecord | undefined> {
  const oldest = db
    .select({ id: chats.id })
    .from(chats)
    .where(inQueue(filter, now))
    .orderBy(asc(chats.lastMessageAt), asc(chats.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(chats)
    .set({ claimedBy: claimer.uid, claimExpiresAt: expiresAt })
    .where(
      and(
        sql`${chats.id} = (${oldest})`,
        notExists(liveClaimIdOf(claimer.tenantId, claimer.uid, now, db)),
      ),
    )
    .returning();
  return row;
}

/**
 * A chat of the tenant with the id of the chat `uid` holds a live claim on (null if none), in
 * one read: what a claim that took no row needs to say why. Undefined when there is no such chat.
 */
export async function chatWithLiveClaimOf(
  db: Queryable,
  tenantId: string,
  chatId: string,
  uid: string,
  now: string,
): Promise<{ chat: ChatRecord; heldId: string | null } | undefined> {
  const [row] = await db
    .select({
      chat: chats,
      heldId: sql<string | null>`(${liveClaimIdOf(tenantId, uid, now, db)})`,
    })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.tenantId, tenantId)));
  return row;
}

/**
 * Why a claim of the next chat took none, in one read: whether the claimer holds a live claim,
 * and whether any chat of the queue waits at all.
 */
export async function nextClaimObstacles(
  db: Queryable,
  claimer: Pick<Claimer, 'tenantId' | 'uid'>,
  filter: QueueFilter,
  now: string,
): Promise<{ holding: boolean; waiting: boolean }> {
  const waiting = db.select({ id: chats.id }).from(chats).where(inQueue(filter, now)).limit(1);
  const [row] = await db
    .select({
      holding: sql<boolean>`exists (${liveClaimIdOf(claimer.tenantId, claimer.uid, now, db)})`,
      waiting: sql<boolean>`exists (${waiting})`,
    })
    .from(sql`(select 1) as one`);
  return { holding: row?.holding === true, waiting: row?.waiting === true };
}

/** Whether a failed query is the one-claim-per-operator index refusing a second claim. */
export function isOneClaimViolation(error: unknown): boolean {
  return isUniqueViolation(error, ONE_CLAIM_INDEX);
}
