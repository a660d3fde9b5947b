import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chats, tenants } from '../db/schema.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { claimChat, type Claimer } from './repo/claims.js';
import { createUser } from './test-support.js';

// Each describe works in a locale of its own that the demo seed never uses, so the queues it
// looks at hold only the chats it made.

const DOMAIN = 'flirt-nl.demo.test';
const CLAIMED_BY_ANOTHER = {
  code: 'chat/claimed-by-another',
  message: 'The chat was claimed by another operator',
};
const ALREADY_CLAIMING = {
  code: 'chat/already-claiming',
  message: 'You still have a chat claimed',
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const claim = (token: string | undefined, id: string, body: unknown = { domain: DOMAIN }) =>
  server.call('POST', `/chats/${id}/claim`, { token, body });
const claimNext = (token: string, body: unknown) =>
  server.call('POST', '/chats/claim-next', { token, body });
const release = (token: string, id: string) =>
  server.call('POST', `/chats/${id}/release`, { token });
const claimed = (token: string) => server.call('GET', '/chats/claimed', { token });
const chatRow = async (id: string) =>
  (await server.handle.db.select().from(chats).where(eq(chats.id, id)))[0];
const ago = (minutes: number) => new Date(server.now().getTime() - minutes * 60_000);

/**
 * Until the claim of `chatId` that a test just sent waits in the database behind the transaction
 * the test holds open. On PostgreSQL: a query of this database waits on a lock. PGlite runs one
 * transaction at a time, so there: a statement naming the chat has reached PGlite's `query`,
 * where it waits for the open transaction. Fails when that does not happen within 5 s.
 */
async function untilTheClaimWaits(chatId: string): Promise<void> {
  const waiting = { timeout: 5_000, interval: 20 };
  const pglite = server.handle.pglite;
  if (server.handle.engine !== 'postgres' && pglite) {
    const names = (value: unknown): boolean =>
      typeof value === 'string'
        ? value.includes(chatId)
        : Array.isArray(value) && value.some(names);
    const query = vi.spyOn(pglite, 'query');
    try {
      await vi.waitFor(() => {
        const named = query.mock.calls.some((call) => call.some(names));
        expect(named, 'a statement with the chat reached PGlite').toBe(true);
      }, waiting);
    } finally {
      query.mockRestore();
    }
    return;
  }
  await vi.waitFor(async () => {
    const [row] = await server.handle.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    expect(row?.waiting ?? 0, 'queries waiting on a lock').toBeGreaterThan(0);
  }, waiting);
}

describe('POST /chats/{id}/claim', () => {
  it('gives a contested chat to exactly one of 50 operators claiming it at once', async () => {
    const operators = await Promise.all(
      Array.from({ length: 50 }, () => createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr'])),
    );
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr' });

    const answers = await Promise.all(operators.map((op) => claim(op.token, id)));

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers.map((answer) => answer.status)).toEqual(Array(49).fill(409));
    for (const loser of losers) expect(loser.body.error).toEqual(CLAIMED_BY_ANOTHER);
    const winner = operators[answers.indexOf(winners[0]!)]!;
    const chat = winners[0]!.body.data;
    expect(chat).toMatchObject({ id, claimedBy: winner.uid, locale: 'fr' });
    expect(Date.parse(chat.claimExpiresAt) - server.now().getTime()).toBeGreaterThan(290_000);
    expect(Date.parse(chat.claimExpiresAt) - server.now().getTime()).toBeLessThanOrEqual(300_000);
    expect((await chatRow(id))?.claimedBy).toBe(winner.uid);
  });

  it('lets one operator claiming 50 chats at once hold only one of them', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const ids = await Promise.all(
      Array.from({ length: 50 }, () => insertWaitingChat(server.handle.db, { locale: 'fr' })),
    );

    const answers = await Promise.all(ids.map((id) => claim(op.token, id)));

    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual(ALREADY_CLAIMING);
    }
    const held = await server.handle.db.select().from(chats).where(eq(chats.claimedBy, op.uid));
    expect(held.map((row) => row.id)).toEqual([won[0]!.body.data.id]);
    expect((await claimed(op.token)).body.data.id).toBe(won[0]!.body.data.id);
  });

  it('keeps an operator to one claim when their claim of another chat commits mid-claim', async () => {
    // The race the one-claim index is there for: the operator's claim of one chat is not committed
    // yet while their claim of another runs, so neither statement sees the other's claim. Here
    // the first claim is held open in a transaction until the second is under way (on PostgreSQL,
    // until it waits on the first; PGlite runs one transaction at a time, so it waits anyway).
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const first = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const second = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const claimer: Claimer = {
      tenantId: 'tenant-demo',
      uid: op.uid,
      locales: ['fr'],
      pools: ['NSFW'],
    };
    let commit = () => {};
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let firstTaken = () => {};
    const taken = new Promise<void>((resolve) => (firstTaken = resolve));
    const holder = server.handle.db.transaction(async (tx) => {
      const now = server.now();
      const expiresAt = new Date(now.getTime() + 300_000).toISOString();
      const row = await claimChat(
        tx,
        claimer,
        { chatId: first, domain: DOMAIN },
        now.toISOString(),
        expiresAt,
      );
      expect(row?.id).toBe(first);
      firstTaken();
      await committing;
    });
    await taken;

    const racing = claim(op.token, second);
    await untilTheClaimWaits(second);
    commit();
    await holder;

    const answer = await racing;
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual(ALREADY_CLAIMING);
    const held = await server.handle.db.select().from(chats).where(eq(chats.claimedBy, op.uid));
    expect(held.map((row) => row.id)).toEqual([first]);
  });

  it('lets an operator whose claim ran out, not swept yet, claim another chat', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const expired = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const next = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    expect((await claim(op.token, expired)).status).toBe(200);
    // No sweep may run between the claim running out and the next claim.
    await server.deps.chats.stopSweeper();
    server.advance(301_000);
    try {
      const answer = await claim(op.token, next);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: next, claimedBy: op.uid });
      expect(await chatRow(expired)).toMatchObject({ claimedBy: null, claimExpiresAt: null });
    } finally {
      server.advance(-301_000);
      server.deps.chats.startSweeper();
    }
  });

  it('answers a repeated claim of the chat one holds with that same claim', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const first = await claim(op.token, id);
    const again = await claim(op.token, id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('refuses a chat that no longer waits: answered, free, or claimed by someone else', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const answered = await insertWaitingChat(server.handle.db, {
      locale: 'fr',
      lastSenderType: 'agent',
    });
    const free = await insertWaitingChat(server.handle.db, { locale: 'fr', isFree: true });
    const taken = await insertWaitingChat(server.handle.db, {
      locale: 'fr',
      claimedBy: 'someone-else',
      claimExpiresAt: new Date(server.now().getTime() + 60_000),
    });
    for (const id of [answered, free, taken]) {
      const answer = await claim(op.token, id);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toEqual(CLAIMED_BY_ANOTHER);
    }
  });

  it('takes a chat whose claim ran out, sweep or no sweep', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const id = await insertWaitingChat(server.handle.db, {
      locale: 'fr',
      claimedBy: 'someone-else',
      claimExpiresAt: new Date(server.now().getTime() - 1_000),
    });
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.claimedBy).toBe(op.uid);
  });

  it.each([
    ['a locale outside the geos', ['CHAT_OPERATOR:NSFW'], ['de'], 'NSFW', {}],
    ['a pool the sub-roles do not grant', ['CHAT_OPERATOR:SFW'], ['fr'], 'NSFW', {}],
    [
      'a request naming an allowed pool for a chat of another pool',
      ['CHAT_OPERATOR:SFW'],
      ['fr'],
      'NSFW',
      { messagePool: 'SFW' },
    ],
    ['SFW for a bare CHAT_OPERATOR (NSFW only)', ['CHAT_OPERATOR'], ['fr'], 'SFW', {}],
    ['a user without an operator or admin role', ['CHAT_MANAGER'], ['fr'], 'NSFW', {}],
  ] as const)('refuses %s with 403', async (_case, roles, geos, pool, extra) => {
    const user = await createUser(server, [...roles], [...geos]);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr', pool });
    const answer = await claim(user.token, id, { domain: DOMAIN, messagePool: pool, ...extra });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('not-allowed');
    expect((await chatRow(id))?.claimedBy).toBeNull();
  });

  it.each([
    ['a bare CHAT_OPERATOR in NSFW', ['CHAT_OPERATOR'], 'NSFW'],
    ['an AGENT_ONLY operator in AGENT_ONLY', ['CHAT_OPERATOR:AGENT_ONLY'], 'AGENT_ONLY'],
    ['an Admin in any pool', ['CHAT_ADMIN'], 'AGENT_ONLY'],
  ] as const)('lets %s claim', async (_case, roles, pool) => {
    const user = await createUser(server, [...roles], ['fr']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr', pool });
    const answer = await claim(user.token, id, { domain: DOMAIN, messagePool: pool });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ claimedBy: user.uid, lastMessageMessagePool: pool });
  });

  it('hides chats of other tenants and unknown chats behind 404', async () => {
    await server.handle.db.insert(tenants).values({
      id: 'tenant-other',
      alias: 'other',
      appName: 'Other',
      appLogoName: 'switchboard.svg',
      appPrimaryColor: '#000000',
    });
    const foreign = await insertWaitingChat(server.handle.db, {
      locale: 'fr',
      tenantId: 'tenant-other',
    });
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    for (const id of [foreign, 'no-such-chat']) {
      const answer = await claim(op.token, id);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not-found');
    }
    expect((await chatRow(foreign))?.claimedBy).toBeNull();
    expect((await release(op.token, foreign)).status).toBe(404);
    expect(
      (await server.call('GET', `/chats/${foreign}/messages`, { token: op.token })).status,
    ).toBe(404);
  });

  it.each([
    ['a missing domain', {}, 'domain'],
    ['a malformed domain', { domain: 'not a host' }, 'domain'],
    ['an unknown pool', { domain: DOMAIN, messagePool: 'KIDS' }, 'messagePool'],
  ])('answers %s with 400 naming the field', async (_case, body, field) => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const answer = await claim(op.token, id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid-input');
    expect(answer.body.error.message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers a domain other than the chat’s with 400 naming the field', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const answer = await claim(op.token, id, { domain: 'other.demo.test' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toEqual([{ field: 'domain', message: expect.any(String) }]);
  });

  it('answers an id too long to be one with 400 naming it, and no token with 401', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    const answer = await claim(op.token, 'x'.repeat(200));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^id: /);
    for (const [method, path] of [
      ['POST', '/chats/some-chat/claim'],
      ['POST', '/chats/claim-next'],
      ['POST', '/chats/some-chat/release'],
      ['GET', '/chats/claimed'],
      ['GET', '/chats/some-chat/messages'],
      ['POST', '/message/send'],
    ] as const) {
      const anonymous = await server.call(method, path, {
        body: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /chats/claim-next', () => {
  it('claims the oldest waiting chat of the pool in the caller’s locales', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW', 'CHAT_OPERATOR:SFW'], ['it']);
    const db = server.handle.db;
    await insertWaitingChat(db, { locale: 'it', lastMessageAt: ago(50) });
    const oldest = await insertWaitingChat(db, { locale: 'it', lastMessageAt: ago(90) });
    await insertWaitingChat(db, { locale: 'it', lastMessageAt: ago(70) });
    // Older still, but in another pool, claimed by someone else, or answered.
    await insertWaitingChat(db, { locale: 'it', lastMessageAt: ago(200), pool: 'SFW' });
    await insertWaitingChat(db, {
      locale: 'it',
      lastMessageAt: ago(300),
      claimedBy: 'someone-else',
      claimExpiresAt: new Date(server.now().getTime() + 60_000),
    });
    await insertWaitingChat(db, { locale: 'it', lastMessageAt: ago(400), lastSenderType: 'agent' });

    const answer = await claimNext(op.token, { pool: 'NSFW' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: oldest, claimedBy: op.uid });

    expect((await claimNext(op.token, { pool: 'NSFW' })).body.error).toEqual(ALREADY_CLAIMING);
    expect((await release(op.token, oldest)).status).toBe(200);
    const next = await claimNext(op.token, { pool: 'SFW', locales: ['it'] });
    expect(next.body.data.lastMessageMessagePool).toBe('SFW');
  });

  it('hands concurrent callers different chats', async () => {
    const ops = await Promise.all(
      Array.from({ length: 5 }, () => createUser(server, ['CHAT_OPERATOR:NSFW'], ['es'])),
    );
    for (let i = 0; i < 5; i += 1)
      await insertWaitingChat(server.handle.db, { locale: 'es', lastMessageAt: ago(10 + i) });
    const answers = await Promise.all(ops.map((op) => claimNext(op.token, { pool: 'NSFW' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(5);
    expect(
      (
        await claimNext((await createUser(server, ['CHAT_OPERATOR'], ['es'])).token, {
          pool: 'NSFW',
        })
      ).status,
    ).toBe(404);
  });

  it('answers an empty queue with 404 chat/queue-empty', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pt']);
    const answer = await claimNext(op.token, { pool: 'NSFW', locales: ['pt'] });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({
      code: 'chat/queue-empty',
      message: 'No chat is waiting in this queue.',
    });
  });

  it.each([
    ['locales outside the geos', { pool: 'NSFW', locales: ['de'] }],
    ['a pool the sub-roles do not grant', { pool: 'AGENT_ONLY' }],
  ])('refuses %s with 403', async (_case, body) => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pt']);
    expect((await claimNext(op.token, body)).status).toBe(403);
  });

  it.each([
    ['a missing pool', {}, 'pool'],
    ['an unknown pool', { pool: 'KIDS' }, 'pool'],
    ['an empty locale list', { pool: 'NSFW', locales: [] }, 'locales'],
    ['a malformed locale', { pool: 'NSFW', locales: ['NLD'] }, 'locales.0'],
  ])('answers %s with 400 naming the field', async (_case, body, field) => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pt']);
    const answer = await claimNext(op.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(new RegExp(`^${field}: `));
  });
});

describe('releasing and the claimed chat', () => {
  it('gives the claim back once; GET /chats/claimed follows', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pl']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'pl' });
    expect((await claimed(op.token)).body).toEqual({ data: null });
    await claim(op.token, id);
    expect((await claimed(op.token)).body.data).toMatchObject({ id, claimedBy: op.uid });

    const released = await release(op.token, id);
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ id, claimedBy: null, claimExpiresAt: null });
    expect((await claimed(op.token)).body).toEqual({ data: null });
    const again = await release(op.token, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('chat/not-claimed');
  });

  it('gives back a claim of the caller’s that ran out but is not swept yet', async () => {
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pl']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'pl' });
    await claim(op.token, id);
    // No sweep may run between the claim running out and the release.
    await server.deps.chats.stopSweeper();
    server.advance(301_000);
    try {
      const released = await release(op.token, id);
      expect(released.status).toBe(200);
      expect(released.body.data).toMatchObject({ id, claimedBy: null, claimExpiresAt: null });
      expect(await chatRow(id)).toMatchObject({ claimedBy: null, claimExpiresAt: null });
    } finally {
      server.advance(-301_000);
      server.deps.chats.startSweeper();
    }
  });

  it('refuses to release someone else’s claim', async () => {
    const holder = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pl']);
    const other = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['pl']);
    const id = await insertWaitingChat(server.handle.db, { locale: 'pl' });
    await claim(holder.token, id);
    expect((await release(other.token, id)).status).toBe(409);
    expect((await chatRow(id))?.claimedBy).toBe(holder.uid);
  });
});

describe('the timed sweep', () => {
  it('stops only once a sweep already running has ended', async () => {
    const service = server.deps.chats;
    await service.stopSweeper();
    let finish = (_count: number) => {};
    const sweep = vi
      .spyOn(service, 'sweepExpiredClaims')
      .mockImplementation(() => new Promise<number>((resolve) => (finish = resolve)));
    try {
      service.startSweeper(5);
      await vi.waitFor(() => expect(sweep).toHaveBeenCalled());
      let stopped = false;
      const stopping = service.stopSweeper().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve)); // every promise callback has run
      expect(stopped, 'stopped while its sweep still ran').toBe(false);
      expect(sweep, 'a second sweep started beside the first').toHaveBeenCalledTimes(1);
      finish(0);
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      sweep.mockRestore();
      service.startSweeper();
    }
  });
});

describe('the API document', () => {
  it('describes the chat calls', async () => {
    const answer = await server.call('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining([
        '/chats/{id}/claim',
        '/chats/claim-next',
        '/chats/{id}/release',
        '/chats/claimed',
        '/chats/{id}/messages',
        '/message/send',
      ]),
    );
  });
});
