import { and, eq, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { revokedSidsOf } from '../auth/service.js';
import { withCompiledRows } from '../db/compiled-rows.js';
import { chats, tenants, users } from '../db/schema.js';
import {
  claimAuthenticating,
  claimChatOrExplain,
  isOneClaimViolation,
  tokenUserStill,
  type AuthenticatingClaimOutcome,
  type ChatClaimView,
  type Claimer,
  type TokenUser,
} from './repo/claims.js';
import { waitingAt } from './repo/conditions.js';
import { type Queryable } from '../db/client.js';
import { isTransientConflict } from '../db/errors.js';
import type { ChatRecord } from './rows.js';

/**
 * One claim of a chat by id, as the claim statements take it: who claims (`claimer`), which chat
 * on which domain, the claim's times, whether the roles allow the pool at all (`attempt`), and,
 * for a caller known only by a verified ID token, that token's user (`token`): the claim then
 * stands only if the database still has that user as the token says (repo `claimAuthenticating`).
 */
export interface ClaimRequest {
  claimer: Claimer;
  target: { chatId: string; domain: string };
  now: string;
  expiresAt: string;
  attempt: boolean;
  token?: TokenUser;
}

/** Most claims in one statement. */
export const CLAIM_BATCH_MAX = 64;

/**
 * Claims by chat id, gathered while the database is busy and run as one statement
 * (`claimBatch`), the way a database groups commits: when operators race for chats, the claims
 * that arrive while one statement runs go together in the next, so the statement's planning and
 * its round trip are paid once per batch rather than once per claim (on embedded PGlite, which
 * plans every query afresh and runs one at a time, they were most of a claim's cost). A claim
 * that finds nothing running goes at once, alone, as the single prepared statement: no claim
 * waits for company.
 *
 * Each claim's answer is the one its own statement would have given had the claims of the batch
 * run one after another in arrival order (see `claimBatch`). When a batch fails on a race with
 * another process (the one-claim index, a deadlock), its claims run again one by one, each with
 * its own answer or error, as they would have without batching.
 */
export class ClaimBatcher {
  private readonly waiting: {
    request: ClaimRequest;
    resolve: (outcome: AuthenticatingClaimOutcome) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private running = false;

  constructor(private readonly db: Queryable) {}

  claim(request: ClaimRequest): Promise<AuthenticatingClaimOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      if (this.running) return;
      this.running = true;
      // One turn of the event loop first: the claims of requests read in the same turn go
      // together. Embedded PGlite runs a statement synchronously, so no request is read while
      // one runs and none would ever find another waiting.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, CLAIM_BATCH_MAX);
        if (batch.length === 1) {
          const [only] = batch;
          await claimAlone(this.db, only!.request).then(only!.resolve, only!.reject);
          continue;
        }
        try {
          const outcomes = await claimBatch(
            this.db,
            batch.map((item) => item.request),
          );
          batch.forEach((item, i) => item.resolve(outcomes[i]!));
        } catch (error) {
          if (!isOneClaimViolation(error) && !isTransientConflict(error)) {
            for (const item of batch) item.reject(error);
            continue;
          }
          for (const item of batch) {
            await claimAlone(this.db, item.request).then(item.resolve, item.reject);
          }
        }
        // Again a turn of the loop, for the requests that came in meanwhile.
        if (this.waiting.length > 0) await new Promise((next) => setImmediate(next));
      }
    } finally {
      this.running = false;
    }
  }
}

/** One claim, as the single prepared statement of the repo. */
async function claimAlone(
  db: Queryable,
  request: ClaimRequest,
): Promise<AuthenticatingClaimOutcome> {
  const { claimer, target, now, expiresAt, attempt, token } = request;
  if (token) return claimAuthenticating(db, claimer, token, target, now, expiresAt, attempt);
  const outcome = await claimChatOrExplain(db, claimer, target, now, expiresAt, attempt);
  return { state: null, authorized: true, outcome };
}

/** The columns of one claim in the statement's input (`jsonb_to_recordset`). */
const INPUT_COLUMNS = sql.raw(`ord int, chat_id text, domain text, tenant_id text, uid text,
  locales text[], pools text[], now timestamptz, expires_at timestamptz, attempt boolean,
  check_token boolean, tenant_alias text, roles text[], geos text[], sid text`);

const ref = (name: string) => sql.raw(`"checked"."${name}"`);

/**
 * Many claims by chat id in one statement, with the answer each would have had alone, in the
 * order given:
 *
 * - `checked` reads, per claim, the claimer's live claim (`heldId`) and, for a token's claim,
 *   whether the user is still the token's (`authorized`), as the single statement does;
 * - `contenders` keeps the claims that can take their chat now, at most one per chat and one
 *   per claimer, the earliest given: so the batch never gives one chat twice, nor one operator
 *   two chats (the one-claim index would fail the whole statement);
 * - `claimed` updates those chats, checking every condition again in its WHERE, so a row
 *   another transaction changed meanwhile is re-checked as committed (READ COMMITTED), as in the
 *   single statement;
 * - the select reads, as they were before the update (one snapshot), each claim's chat (whole
 *   only for a claim that took it, holds it or found it free; for one that lost it to someone
 *   else's claim only that claim, `ChatClaimView`), and the user only for a token's claim that
 *   did not run (`state`: the caller then authenticates from it).
 *
 * A claim that lost its chat to an earlier one of the batch is answered with the chat as that
 * claim left it (`takenBy`): what it would have read had it run after. A claim left out for
 * another of the same claimer, or for a contender that then did not take the chat, reads the
 * chat as waiting: the caller's explanation sees a race that is over and tries again alone.
 */
export async function claimBatch(
  db: Queryable,
  requests: readonly ClaimRequest[],
): Promise<AuthenticatingClaimOutcome[]> {
  const input = requests.map((request, ord) => ({
    ord,
    chat_id: request.target.chatId,
    domain: request.target.domain,
    tenant_id: request.claimer.tenantId,
    uid: request.claimer.uid,
    locales: request.claimer.locales,
    pools: request.claimer.pools,
    now: request.now,
    expires_at: request.expiresAt,
    attempt: request.attempt,
    check_token: request.token !== undefined,
    tenant_alias: request.token?.tenantAlias ?? null,
    roles: request.token?.roles ?? null,
    geos: request.token?.geos ?? null,
    sid: request.token?.sid ?? null,
  }));
  const rows = await preparedBatch(db).execute({ input: JSON.stringify(input) });
  const outcomes: AuthenticatingClaimOutcome[] = requests.map(() => ({
    state: null,
    authorized: false,
    outcome: undefined,
  }));
  for (const row of rows) {
    const request = requests[row.ord]!;
    let chat: ChatRecord | ChatClaimView | null =
      row.chat ?? (row.seen ? { ...row.seen, whole: false } : null);
    if (chat && row.won) {
      // The select read the chat before the update, which changed exactly these two columns.
      chat = { ...chat, claimedBy: request.claimer.uid, claimExpiresAt: request.expiresAt };
    } else if (chat && row.takenBy !== null) {
      chat = { ...chat, claimedBy: row.takenBy, claimExpiresAt: row.takenUntil };
    }
    outcomes[row.ord] = {
      state:
        row.user && row.tenant
          ? { user: row.user, tenant: row.tenant, revokedSids: row.revokedSids }
          : null,
      authorized: request.token ? row.authorized : true,
      outcome: chat ? { won: row.won, chat, heldId: row.heldId } : undefined,
    };
  }
  return outcomes;
}

/** The batch statement of each database, built and prepared once (its input is one parameter). */
const prepared = new WeakMap<Queryable, ReturnType<typeof batchStatement>>();

function preparedBatch(db: Queryable): ReturnType<typeof batchStatement> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = batchStatement(db);
    prepared.set(db, statement);
  }
  return statement;
}

/** A table's columns as a subquery of it (`select * … as name`) names them, to select as a row. */
function columnsOf<T extends Table>(subquery: unknown, table: T): T['_']['columns'] {
  const fields = subquery as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, fields[key]]),
  ) as T['_']['columns'];
}

/** The statement of `claimBatch`, its claims in the parameter `input` (a JSON array). */
function batchStatement(db: Queryable) {
  const checked = db.$with('checked', { ord: sql<number>`ord`.as('ord') }).as(
    sql`select i.*,
          (select h.id from ${chats} h
            where h.tenant_id = i.tenant_id and h.claimed_by = i.uid and h.claim_expires_at > i.now
            limit 1) as held_id,
          (not i.check_token or ${tokenUserStill({
            uid: sql`i.uid`,
            tenantId: sql`i.tenant_id`,
            tenantAlias: sql`i.tenant_alias`,
            roles: sql`i.roles`,
            geos: sql`i.geos`,
            sid: sql`i.sid`,
          })}) as authorized
        from jsonb_to_recordset(${sql.placeholder('input')}::jsonb) as i(${INPUT_COLUMNS})`,
  );
  // The chat conditions of the single statement, on the contender `k`'s values.
  const claimable = (k: string): SQL =>
    and(
      sql`${chats.tenantId} = ${sql.raw(k)}.tenant_id`,
      sql`${chats.locale} = any(${sql.raw(k)}.locales)`,
      sql`${chats.pool} = any(${sql.raw(k)}.pools)`,
      sql`${chats.domain} = ${sql.raw(k)}.domain`,
      waitingAt(sql`${sql.raw(k)}.now`),
    )!;
  const contenders = db.$with('contenders', { ord: sql<number>`ord`.as('ord') }).as(
    sql`select distinct on (chat_id) * from (
        select distinct on (c.uid) c.* from ${checked} c join ${chats} on ${chats.id} = c.chat_id
        where c.attempt and c.held_id is null and c.authorized and ${claimable('c')}
        order by c.uid, c.ord) x
      order by chat_id, ord`,
  );
  const claimed = db
    .$with('claimed', {
      ord: sql<number>`ord`.as('ord'),
      chatId: sql<string>`chat_id`.as('chat_id'),
      uid: sql<string>`uid`.as('uid'),
      until: sql<string>`until`.as('until'),
    })
    .as(
      sql`update ${chats} set claimed_by = k.uid, claim_expires_at = k.expires_at
        from ${contenders} k
        where ${chats.id} = k.chat_id and ${claimable('k')}
        returning k.ord, k.chat_id, k.uid, k.expires_at::text as until`,
    );
  const won = sql<boolean>`exists (select 1 from ${claimed} w where w.ord = ${ref('ord')})`;
  // Each row's user and chat are looked up by key, one LIMIT 1 subquery each (LATERAL), never
  // joined: a join's plan is made for the tables' sizes when the statement is first planned and
  // kept, and a hash join then reads a whole table per statement once it has grown (bench/claim).
  // The user only for a claim that did not run for its token: the rest were checked against their
  // token in `checked`, and reading rows out is most of the statement's cost.
  const user = db
    .select()
    .from(users)
    .where(sql`${users.uid} = ${ref('uid')} and not ${ref('authorized')}`)
    .limit(1)
    .as('user');
  const seen = alias(chats, 'seen');
  // The claim of each row's chat (`seen`), and the whole chat only for a claim that took it, holds
  // it already, or found it free: not when someone else holds it (before this statement or by it).
  const claimOf = db
    .select({
      id: seen.id,
      tenantId: seen.tenantId,
      locale: seen.locale,
      pool: seen.pool,
      domain: seen.domain,
      claimedBy: seen.claimedBy,
      claimExpiresAt: seen.claimExpiresAt,
    })
    .from(seen)
    .where(sql`${seen.id} = ${ref('chat_id')} and ${seen.tenantId} = ${ref('tenant_id')}`)
    .limit(1)
    .as('claim_of');
  const whole = db
    .select()
    .from(chats)
    .where(
      sql`${chats.id} = ${ref('chat_id')} and ${chats.tenantId} = ${ref('tenant_id')} and (${won}
        or ${ref('held_id')} = ${ref('chat_id')}
        or (not (${chats.claimedBy} is not null and ${chats.claimExpiresAt} > ${ref('now')})
          and not exists (select 1 from ${claimed} w where w.chat_id = ${ref('chat_id')})))`,
    )
    .limit(1)
    .as('whole');
  return withCompiledRows(
    db
      .with(checked, contenders, claimed)
      .select({
        ord: ref('ord') as SQL<number>,
        user: columnsOf(user, users),
        tenant: tenants,
        revokedSids: revokedSidsOf(user.uid),
        authorized: ref('authorized') as SQL<boolean>,
        chat: columnsOf(whole, chats),
        seen: {
          id: claimOf.id,
          tenantId: claimOf.tenantId,
          locale: claimOf.locale,
          pool: claimOf.pool,
          domain: claimOf.domain,
          claimedBy: claimOf.claimedBy,
          claimExpiresAt: claimOf.claimExpiresAt,
        },
        heldId: ref('held_id') as SQL<string | null>,
        won,
        takenBy: sql<
          string | null
        >`(select w.uid from ${claimed} w where w.chat_id = ${ref('chat_id')} and w.ord <> ${ref('ord')})`,
        takenUntil: sql<
          string | null
        >`(select w.until from ${claimed} w where w.chat_id = ${ref('chat_id')} and w.ord <> ${ref('ord')})`,
      })
      .from(checked)
      .leftJoinLateral(user, sql`true`)
      .leftJoin(tenants, eq(tenants.id, user.tenantId))
      .leftJoinLateral(claimOf, sql`true`)
      .leftJoinLateral(whole, sql`true`)
      .prepare('claim_batch'),
  );
}
