// Issue #11: claims arriving together share one statement (`claimBatch`), each answered as its
// own statement would have answered had the batch's claims run one after another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { claimBatch, ClaimBatcher, type ClaimRequest } from './claim-batch.js';
import { isOneClaimViolation, isWholeChat } from './repo/claims.js';
import { createUser } from './test-support.js';

// A locale of its own, which the demo seed never uses: the chats here are this file's.
const LOCALE = 'fi';
const DOMAIN = 'flirt-nl.demo.test';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const operator = () => createUser(server, ['CHAT_OPERATOR:NSFW'], [LOCALE]);
const waitingChat = () => insertWaitingChat(server.handle.db, { locale: LOCALE });
const holderOf = async (id: string) =>
  (await server.handle.db.select().from(chats).where(eq(chats.id, id)))[0]?.claimedBy;

/** A claim of `chatId` by `uid` now, for five minutes, as the service makes it. */
function request(uid: string, chatId: string, extra: Partial<ClaimRequest> = {}): ClaimRequest {
  const now = new Date();
  return {
    claimer: { tenantId: 'tenant-demo', uid, locales: [LOCALE], pools: ['NSFW'] },
    target: { chatId, domain: DOMAIN },
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 300_000).toISOString(),
    attempt: true,
    ...extra,
  };
}

describe('claims in one statement', () => {
  it('gives a chat two claims want to the first, and tells the second who took it', async () => {
    const [first, second] = [await operator(), await operator()];
    const id = await waitingChat();
    const requests = [request(first.uid, id), request(second.uid, id)];
    const [won, lost] = await claimBatch(server.handle.db, requests);
    expect(won!.outcome).toMatchObject({ won: true, heldId: null });
    expect(won!.outcome!.chat).toMatchObject({ id, claimedBy: first.uid });
    expect(lost!.outcome).toMatchObject({ won: false, heldId: null });
    expect(lost!.outcome!.chat.claimedBy).toBe(first.uid);
    expect(new Date(lost!.outcome!.chat.claimExpiresAt!).getTime()).toBe(
      new Date(requests[0]!.expiresAt).getTime(),
    );
    expect(await holderOf(id)).toBe(first.uid);
  });

  it('gives one operator one chat of two, leaving the other waiting for them to try again', async () => {
    const op = await operator();
    const [a, b] = [await waitingChat(), await waitingChat()];
    const [first, second] = await claimBatch(server.handle.db, [
      request(op.uid, a),
      request(op.uid, b),
    ]);
    expect(first!.outcome).toMatchObject({ won: true });
    expect(second!.outcome).toMatchObject({ won: false, heldId: null });
    expect(second!.outcome!.chat.claimedBy).toBeNull();
    expect([await holderOf(a), await holderOf(b)]).toEqual([op.uid, null]);
  });

  it('answers each claim of a mixed batch as its own statement would', async () => {
    const [holder, plain, stale, other] = [
      await operator(),
      await operator(),
      await operator(),
      await operator(),
    ];
    const held = await waitingChat();
    expect((await claimBatch(server.handle.db, [request(holder.uid, held)]))[0]!.outcome!.won).toBe(
      true,
    );
    const [c1, c2, c3] = [await waitingChat(), await waitingChat(), await waitingChat()];
    const token = { tenantAlias: 'demo', roles: ['CHAT_OPERATOR:NSFW'], geos: [LOCALE], sid: null };
    const answers = await claimBatch(server.handle.db, [
      // Holds a live claim already: takes nothing, says which.
      request(holder.uid, c1),
      // No such chat.
      request(plain.uid, 'chat-that-does-not-exist'),
      // A token whose roles the database no longer has: nothing written, not authorized.
      request(stale.uid, c2, { token: { ...token, roles: ['CHAT_OPERATOR:SFW'] } }),
      // A token as the database has it: claims; the user was checked, not read out.
      request(other.uid, c3, { token }),
      // Roles that do not allow the pool: only reads.
      request(plain.uid, c1, { attempt: false }),
    ]);
    expect(answers[0]!.outcome).toMatchObject({ won: false, heldId: held });
    expect(answers[1]!.outcome).toBeUndefined();
    expect(answers[2]).toMatchObject({ authorized: false, outcome: { won: false } });
    expect(answers[2]!.state?.user.uid).toBe(stale.uid);
    expect(answers[2]!.state).toMatchObject({ tenant: { id: 'tenant-demo' }, revokedSids: [] });
    expect(answers[3]).toMatchObject({ authorized: true, state: null, outcome: { won: true } });
    expect(answers[3]!.outcome!.chat).toMatchObject({ id: c3, claimedBy: other.uid });
    expect(isWholeChat(answers[3]!.outcome!.chat)).toBe(true);
    expect(answers[4]!.outcome).toMatchObject({ won: false, heldId: null });
    expect([await holderOf(c1), await holderOf(c2), await holderOf(c3)]).toEqual([
      null,
      null,
      other.uid,
    ]);
  });

  it('answers a claim of a chat someone else holds with the claim only, not the whole chat', async () => {
    const [holder, late, later, fresh] = [
      await operator(),
      await operator(),
      await operator(),
      await operator(),
    ];
    const [taken, free] = [await waitingChat(), await waitingChat()];
    await claimBatch(server.handle.db, [request(holder.uid, taken)]);
    const answers = await claimBatch(server.handle.db, [
      // Held since an earlier statement.
      request(late.uid, taken),
      // Taken in this statement by the claim before it.
      request(fresh.uid, free),
      request(later.uid, free),
    ]);
    const [lost, won, lostHere] = answers.map((answer) => answer.outcome!);
    expect(lost).toMatchObject({ won: false, heldId: null });
    expect(lost!.chat).toEqual({
      whole: false,
      id: taken,
      tenantId: 'tenant-demo',
      locale: LOCALE,
      pool: 'NSFW',
      domain: DOMAIN,
      claimedBy: holder.uid,
      claimExpiresAt: expect.any(String),
    });
    expect(won!.won).toBe(true);
    expect(isWholeChat(won!.chat)).toBe(true);
    expect(lostHere).toMatchObject({ won: false, chat: { whole: false, claimedBy: fresh.uid } });
    expect(new Date(lostHere!.chat.claimExpiresAt!).getTime()).toBe(
      new Date(won!.chat.claimExpiresAt!).getTime(),
    );
  });

  it('runs a failed batch again claim by claim, each with its own answer or error', async () => {
    // An operator whose claim ran out but was not swept still counts in the one-claim index: a
    // batch giving them another chat fails whole; alone, only their claim fails.
    const [late, fine] = [await operator(), await operator()];
    const ranOut = await insertWaitingChat(server.handle.db, {
      locale: LOCALE,
      claimedBy: late.uid,
      claimExpiresAt: new Date(Date.now() - 1_000),
    });
    const [c1, c2] = [await waitingChat(), await waitingChat()];
    await expect(
      claimBatch(server.handle.db, [request(late.uid, c1), request(fine.uid, c2)]),
    ).rejects.toSatisfy(isOneClaimViolation);

    const batcher = new ClaimBatcher(server.handle.db);
    const answers = await Promise.allSettled([
      batcher.claim(request(late.uid, c1)),
      batcher.claim(request(fine.uid, c2)),
    ]);
    expect(answers[0].status).toBe('rejected');
    expect(isOneClaimViolation((answers[0] as PromiseRejectedResult).reason)).toBe(true);
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { outcome: { won: true } } });
    expect([await holderOf(ranOut), await holderOf(c1), await holderOf(c2)]).toEqual([
      late.uid,
      null,
      fine.uid,
    ]);
  });

  it('gathers the claims made while it waits into one statement, one winner per chat', async () => {
    const ops = await Promise.all(Array.from({ length: 12 }, () => operator()));
    const ids = [await waitingChat(), await waitingChat(), await waitingChat()];
    const client = (
      server.handle.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const original = client.query;
    const texts: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [query] = args;
      texts.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
      return original.apply(this, args);
    };
    const batcher = new ClaimBatcher(server.handle.db);
    let answers;
    try {
      answers = await Promise.all(ops.map((op, i) => batcher.claim(request(op.uid, ids[i % 3]!))));
    } finally {
      client.query = original;
    }
    // The claim statements, a batch's (`jsonb_to_recordset`) or a lone claim's (`held_claim`).
    // What else ran meanwhile is each process reading the chats it heard of (the chats table
    // announces its writes, live/feed.ts) and, on a slow machine, the expiry sweeper's update of
    // the chats (a PostgreSQL-pass failure counted it as a second claim statement).
    const claims = texts.filter((text) => /jsonb_to_recordset|"held_claim"/.test(text));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toContain('jsonb_to_recordset');
    const winners = answers.filter((answer) => answer.outcome?.won);
    expect(winners.map((answer) => answer.outcome!.chat.id).sort()).toEqual([...ids].sort());
    for (const answer of answers) {
      const holder = await holderOf(answer.outcome!.chat.id);
      expect(answer.outcome!.chat.claimedBy).toBe(holder);
    }
  });

  it('answers claims made at once over HTTP: one winner per chat, the rest claimed-by-another', async () => {
    const ops = await Promise.all(Array.from({ length: 30 }, () => operator()));
    const ids = [await waitingChat(), await waitingChat(), await waitingChat()];
    const answers = await Promise.all(
      ops.map((op, i) =>
        server.call('POST', `/chats/${ids[i % 3]}/claim`, {
          token: op.token,
          body: { domain: DOMAIN },
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.body.error.code)).toEqual(
      refused.map(() => 'chat/claimed-by-another'),
    );
    const holders = await Promise.all(ids.map(holderOf));
    expect(won.map((a) => a.body.data.claimedBy).sort()).toEqual([...holders].sort());
  });
});
