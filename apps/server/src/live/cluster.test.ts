import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@switchboard/domain';
import { readPools } from '../cache/pools.js';
import { TenantCache } from '../cache/store.js';
import { presenceSockets, serverNodes } from '../db/schema.js';
import { createUser, liveClients } from '../chats/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

// Two servers on one database, as two processes behind a load balancer would be (on PGlite they
// share its one instance; on PostgreSQL each has its own connections). Locale of its own: lv.

const DOMAIN = 'flirt-nl.demo.test';

let a: TestServer;
let b: TestServer;
const onA = liveClients(() => a);
const onB = liveClients(() => b);

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ sharing: a });
});
afterAll(async () => {
  onA.closeAll();
  onB.closeAll();
  await b?.close();
  await a?.close();
});

const ids = (changes: { kind: string; id?: string; row?: { id: string } }[]) =>
  changes.map((change) => `${change.kind}:${change.row?.id ?? change.id}`);

describe('two server processes on one database', () => {
  it('shows a claim made through A to a subscriber on B', async () => {
    const chat = await insertWaitingChat(a.handle.db, { locale: 'lv' });
    const admin = await onB.connect((await createUser(b, ['CHAT_ADMIN'], ['lv'])).token);
    await admin.subscribe('q', 'chats.unclaimed', { locales: ['lv'] });
    expect(ids(await admin.next('q'))).toEqual([`added:${chat}`]);
    const operator = await createUser(a, ['CHAT_OPERATOR:NSFW'], ['lv']);
    const claimed = await a.call('POST', `/chats/${chat}/claim`, {
      token: operator.token,
      body: { domain: DOMAIN },
    });
    expect(claimed.status).toBe(200);
    expect(ids(await admin.next('q'))).toEqual([`removed:${chat}`]);
  });

  it('gives a chat claimed through both at once to exactly one operator', async () => {
    const chat = await insertWaitingChat(a.handle.db, { locale: 'lv' });
    const operators = await Promise.all(
      Array.from({ length: 20 }, () => createUser(a, ['CHAT_OPERATOR:NSFW'], ['lv'])),
    );
    const answers = await Promise.all(
      operators.map((operator, i) =>
        (i % 2 ? a : b).call('POST', `/chats/${chat}/claim`, {
          token: operator.token,
          body: { domain: DOMAIN },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
  });

  it('clears an expired claim once, whichever sweeper gets there first', async () => {
    // The servers' own timed sweeps stay out of it: on a loaded machine one ran between the
    // insert and these, and left them nothing to clear (a clean clone's cluster pass). A sweep
    // already running when they stop is waited for, so none runs after the insert either.
    await Promise.all([a.deps.chats.stopSweeper(), b.deps.chats.stopSweeper()]);
    try {
      const chat = await insertWaitingChat(a.handle.db, {
        locale: 'lv',
        claimedBy: 'someone',
        claimExpiresAt: new Date(Date.now() - 1_000),
      });
      const swept = await Promise.all([
        a.deps.chats.sweepExpiredClaims(),
        b.deps.chats.sweepExpiredClaims(),
      ]);
      expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
      const again = await Promise.all([
        a.deps.chats.sweepExpiredClaims(),
        b.deps.chats.sweepExpiredClaims(),
      ]);
      expect(again).toEqual([0, 0]);
      expect((await a.deps.chats.loadChat('tenant-demo', chat)).claimedBy).toBeNull();
    } finally {
      a.deps.chats.startSweeper();
      b.deps.chats.startSweeper();
    }
  });

  it('brings an announcement published through A to an operator on B', async () => {
    const operator = await onB.connect((await b.signIn('operator@demo.test')).idToken);
    await operator.subscribe('n', 'announcements', { locales: ['nl'] });
    await operator.next('n');
    const admin = (await a.signIn('admin@demo.test')).idToken;
    const created = await a.call('POST', '/announcements', {
      token: admin,
      body: { topicId: 'topic-nl-rules', message: 'Across processes' },
    });
    expect(created.status).toBe(201);
    expect(await operator.next('n')).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({ id: created.body.id, message: 'Across processes' }),
      },
    ]);
  });

  it('reads every live query afresh when changes may have been missed', async () => {
    const admin = await onB.connect((await createUser(b, ['CHAT_ADMIN'], ['lv'])).token);
    await admin.subscribe('r', 'chats.unclaimed', { locales: ['lv'] });
    const before = await admin.next('r');
    // Written without a word on the feed, as if the notification was lost with the connection.
    const missed = await insertWaitingChat(a.handle.db, { locale: 'lv' });
    expect(ids(before)).not.toContain(`added:${missed}`);
    b.deps.feed.resync();
    expect(ids(await admin.next('r'))).toEqual([`added:${missed}`]);
  });

  it('lists an operator connected to B on A, in its pools too, and signs them out from A', async () => {
    const operator = await createUser(a, ['CHAT_OPERATOR:NSFW'], ['lv']);
    const admin = await createUser(a, ['CHAT_ADMIN'], ['lv']);
    const client = await onB.connect(operator.token);
    await b.deps.presence.idle();
    const listed = await a.call('GET', '/operators/connected', { token: admin.token });
    expect(listed.body.NSFW.operators.map((o: { id: string }) => o.id)).toContain(operator.uid);
    // A's pools in the claim service's cache follow B's presence too.
    const cache = new TenantCache(a.deps.cache, 'tenant-demo');
    await until(async () => {
      const pools = await readPools(cache, 'tenant-demo', 'lv');
      return pools.NSFW.operators.some((o) => o.id === operator.uid);
    });

    const signedOut = new Promise<void>((resolve) =>
      client.socket.once(SOCKET_EVENTS.disconnectOperator, () => resolve()),
    );
    const answer = await a.call('POST', `/operators/${operator.uid}/disconnect`, {
      token: admin.token,
    });
    expect(answer.body).toEqual({ disconnected: 1 });
    await signedOut;
    await until(async () => {
      const after = await a.call('GET', '/operators/connected', { token: admin.token });
      return !after.body.NSFW.operators.some((o: { id: string }) => o.id === operator.uid);
    });
  });

  it('refuses a user disabled through A on B at once, though B had just read them', async () => {
    const operator = await createUser(a, ['CHAT_OPERATOR:NSFW'], ['lv']);
    const admin = await createUser(a, ['CHAT_ADMIN'], ['lv']);
    // B reads (and keeps for a while) the operator's account.
    expect((await b.call('GET', '/domains', { token: operator.token })).status).toBe(200);
    const disabled = await a.call('POST', `/users/${operator.uid}/disable`, { token: admin.token });
    expect(disabled.status).toBe(200);
    await a.deps.feed.flushed();
    // Well within B's 2 s cache: only the word from A can have dropped it.
    await until(
      async () => (await b.call('GET', '/domains', { token: operator.token })).status === 401,
      10,
    );
    const refused = await b.call('GET', '/domains', { token: operator.token });
    expect(refused.body.error.code).toBe('auth/user-disabled');
  });

  it('forgets the sockets of a process that went silent, once', async () => {
    const admin = await createUser(a, ['CHAT_ADMIN'], ['lv']);
    const db = a.handle.db;
    await db
      .insert(serverNodes)
      .values({ node: 'killed-node', seenAt: sql`now() - interval '1 minute'` });
    await db.insert(presenceSockets).values({
      socketId: 'socket-of-killed-node',
      node: 'killed-node',
      tenantId: 'tenant-demo',
      uid: 'ghost-operator',
      name: 'Ghost',
      geos: ['lv'],
      roles: ['CHAT_OPERATOR:NSFW'],
    });
    const listed = await a.call('GET', '/operators/connected', { token: admin.token });
    expect(listed.body.NSFW.operators.map((o: { id: string }) => o.id)).not.toContain(
      'ghost-operator',
    );
    const reaped = await Promise.all([a.deps.presence.reap(), b.deps.presence.reap()]);
    expect(reaped.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(presenceSockets)
      .where(sql`${presenceSockets.node} = 'killed-node'`);
    expect(left?.count).toBe(0);
  });
});

async function until(check: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await check()).toBe(true);
}
