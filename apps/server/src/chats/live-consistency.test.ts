import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareUnclaimedChats,
  selectUnclaimedQueue,
  UNCLAIMED_CHAT_QUERY_LIMIT,
  type Chat,
} from '@switchboard/domain';
import { chats } from '../db/schema.js';
import type { FeedChange, FeedEvent } from '../live/feed.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { unclaimedChatsSource } from './live.js';
import { liveClaimOfUser, waitingChats } from './repo/queue.js';
import { chatFromRecord } from './rows.js';
import { createUser, liveClient, liveClients, type LiveClient } from './test-support.js';

// Shared live queries must leave every subscriber with exactly what a fresh read finds, whatever
// the order of claims, answers, releases, expiries and new chats. Locales of their own: fi, ee, lv.

const DOMAIN = 'flirt-nl.demo.test';

let server: TestServer;
const live = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  live.closeAll();
  await server?.close();
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Applies every batch a subscription received so far to its rows. */
function rowsOf(client: LiveClient, id: string, into: Map<string, { id: string }>): void {
  for (const changes of client.pending(id).splice(0)) {
    for (const change of changes) {
      if (change.kind === 'removed') into.delete(change.id);
      else into.set(change.row.id, change.row);
    }
  }
}

/** Every waiting chat a fresh read finds now, oldest first (the list shows the first 150). */
async function freshList(locales: string[], pool?: 'SFW' | 'NSFW'): Promise<string[]> {
  const now = server.now();
  const records = await waitingChats(
    server.handle.db,
    { tenantId: 'tenant-demo', locales, pool },
    now.toISOString(),
    10_000,
  );
  return selectUnclaimedQueue(
    records.map((record) => chatFromRecord(record, now)),
    now,
    10_000,
  ).map((chat) => chat.id);
}

/** Waits until no batch has arrived for a while: the server has sent all it will. */
async function settle(clients: LiveClient[], ids: string[]): Promise<void> {
  let last = -1;
  for (let round = 0; round < 100; round++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const count = clients.reduce(
      (sum, client) => sum + ids.reduce((inner, id) => inner + client.pending(id).length, 0),
      0,
    );
    if (count === last) return;
    last = count;
  }
}

describe('shared live lists stay equal to a fresh read', () => {
  it('after a burst of random claims, answers, releases, expiries and new chats', async () => {
    const db = server.handle.db;
    const random = generator(20261124);
    const start = server.now().getTime() - 6 * 3_600_000;
    const chatIds: string[] = [];
    for (let i = 0; i < 310; i++) {
      chatIds.push(
        await insertWaitingChat(db, {
          locale: 'fi',
          pool: random() < 0.8 ? 'NSFW' : 'SFW',
          lastMessageAt: new Date(start + Math.floor(random() * 3_600_000)),
        }),
      );
    }
    const admins = await Promise.all(
      [0, 1, 2].map(async () =>
        live.connect((await createUser(server, ['CHAT_ADMIN'], ['fi'])).token),
      ),
    );
    const [a, b, c] = admins as [LiveClient, LiveClient, LiveClient];
    await a.subscribe('all', 'chats.unclaimed', { locales: ['fi'] });
    await b.subscribe('all', 'chats.unclaimed', { locales: ['fi'] });
    await c.subscribe('sfw', 'chats.unclaimed', { locales: ['fi'], pool: 'SFW' });
    await c.subscribe('counts', 'queues.counts', { locales: ['fi'] });

    const operators = await Promise.all(
      Array.from({ length: 8 }, () =>
        createUser(server, ['CHAT_OPERATOR:NSFW', 'CHAT_OPERATOR:SFW'], ['fi']),
      ),
    );
    const pick = () => chatIds[Math.floor(random() * chatIds.length)]!;
    let late: LiveClient | null = null;
    // Each operator works through its own steps; the operators run side by side.
    const plans = operators.map((operator) =>
      Array.from({ length: 60 }, () => ({ operator, roll: random(), chat: pick() })),
    );
    let step = 0;
    await Promise.all(
      plans.map(async (plan) => {
        for (const { operator, roll, chat } of plan) {
          step += 1;
          if (step === 200) {
            // A subscriber who joins in the middle of it all.
            late = await live.connect((await createUser(server, ['CHAT_ADMIN'], ['fi'])).token);
            await late.subscribe('all', 'chats.unclaimed', { locales: ['fi'] });
          }
          if (step % 40 === 0) {
            // Every live claim runs out.
            server.advance(301_000);
            await server.deps.chats.sweepExpiredClaims();
            continue;
          }
          if (roll < 0.1) {
            const id = await insertWaitingChat(db, {
              locale: 'fi',
              pool: 'NSFW',
              lastMessageAt: new Date(start + Math.floor(random() * 3_600_000)),
            });
            chatIds.push(id);
            continue;
          }
          // Half take the next chat of a pool, half go for a chosen one (others may want it too).
          const claimed =
            roll < 0.55
              ? await server.call('POST', '/chats/claim-next', {
                  token: operator.token,
                  body: { pool: roll < 0.5 ? 'NSFW' : 'SFW', locales: ['fi'] },
                })
              : await server.call('POST', `/chats/${chat}/claim`, {
                  token: operator.token,
                  body: { domain: DOMAIN },
                });
          if (claimed.status !== 200) continue;
          const held = (claimed.body as { data: { id: string } }).data.id;
          if (roll < 0.8) {
            await server.call('POST', '/message/send', {
              token: operator.token,
              body: {
                chatDocumentId: held,
                message: { senderType: 'agent', senderId: operator.uid, content: 'Hi!' },
                domain: DOMAIN,
              },
            });
          } else if (roll < 0.92) {
            await server.call('POST', `/chats/${held}/release`, {
              token: operator.token,
              body: { domain: DOMAIN },
            });
          }
          // Otherwise the claim is left to run out.
        }
      }),
    );
    server.advance(301_000);
    await server.deps.chats.sweepExpiredClaims();
    // How far the burst drains the list depends on how the races fell (on a busy machine fewer
    // claims win): answer the oldest chats until it shows fewer than 150, so the buffer surely
    // ran dry and a re-read happened.
    const [drainer] = operators as [{ uid: string; token: string }];
    while ((await freshList(['fi'])).length >= UNCLAIMED_CHAT_QUERY_LIMIT) {
      const claimed = await server.call('POST', '/chats/claim-next', {
        token: drainer.token,
        body: { pool: 'NSFW', locales: ['fi'] },
      });
      expect(claimed.status).toBe(200);
      const held = (claimed.body as { data: { id: string } }).data.id;
      const sent = await server.call('POST', '/message/send', {
        token: drainer.token,
        body: {
          chatDocumentId: held,
          message: { senderType: 'agent', senderId: drainer.uid, content: 'Hi!' },
          domain: DOMAIN,
        },
      });
      expect(sent.status).toBe(200);
    }
    const lateClient = late as LiveClient | null;
    const everyone = [...admins, ...(lateClient ? [lateClient] : [])];
    await settle(everyone, ['all', 'sfw', 'counts']);

    const all = (await freshList(['fi'])).slice(0, UNCLAIMED_CHAT_QUERY_LIMIT);
    const sfw = (await freshList(['fi'], 'SFW')).slice(0, UNCLAIMED_CHAT_QUERY_LIMIT);
    // The burst drained the list below the 150 it shows, so the buffer ran dry: a re-read happened.
    expect((await freshList(['fi'])).length).toBeLessThan(UNCLAIMED_CHAT_QUERY_LIMIT);
    const sorted = (rows: Map<string, { id: string }>) =>
      [...rows.values()]
        .sort((x, y) => compareUnclaimedChats(x as Chat, y as Chat))
        .map((r) => r.id);
    for (const client of [a, b, ...(lateClient ? [lateClient] : [])]) {
      const rows = new Map<string, { id: string }>();
      rowsOf(client, 'all', rows);
      expect(sorted(rows)).toEqual(all);
    }
    const sfwRows = new Map<string, { id: string }>();
    rowsOf(c, 'sfw', sfwRows);
    expect(sorted(sfwRows)).toEqual(sfw);
    const counts = new Map<string, { id: string }>();
    rowsOf(c, 'counts', counts);
    const waiting = await freshList(['fi']);
    const counted = [...counts.values()] as unknown as { pool: string; count: number }[];
    expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(waiting.length);
  }, 120_000);
});

describe('after a restart (#30)', () => {
  it('every console that comes back holds what a fresh read finds, with claims during the storm', async () => {
    // The process that stops shares the database with `server`, the one the consoles come back
    // to (as the restarted process would: its live queries have no subscriber until then).
    const stopping = await startTestServer({ sharing: server });
    // The same clock (the test above moved this server's on), so both see the same claims live.
    stopping.advance(server.now().getTime() - stopping.now().getTime());
    const db = server.handle.db;
    const start = server.now().getTime() - 3_600_000;
    for (let i = 0; i < 40; i++) {
      await insertWaitingChat(db, { locale: 'lv', lastMessageAt: new Date(start + i * 1_000) });
    }
    const operators = await Promise.all(
      Array.from({ length: 12 }, () => createUser(server, ['CHAT_OPERATOR:NSFW'], ['lv'])),
    );
    const admins = await Promise.all(
      Array.from({ length: 3 }, () => createUser(server, ['CHAT_ADMIN'], ['lv'])),
    );
    const claimNext = (target: TestServer, token: string) =>
      target.call('POST', '/chats/claim-next', {
        token,
        body: { pool: 'NSFW', locales: ['lv'] },
      });
    /** A console in the lobby (an admin's also shows the unclaimed list). */
    const lobby = async (target: TestServer, token: string, admin: boolean) => {
      const client = await liveClient(target, token);
      opened.push(client);
      await Promise.all([
        client.subscribe('counts', 'queues.counts', { locales: ['lv'] }),
        client.subscribe('claimed', 'chat.claimed', {}),
        ...(admin ? [client.subscribe('all', 'chats.unclaimed', { locales: ['lv'] })] : []),
      ]);
      return client;
    };
    const opened: LiveClient[] = [];
    const everyone = [
      ...operators.map((user) => ({ user, admin: false })),
      ...admins.map((user) => ({ user, admin: true })),
    ];
    try {
      // Before the restart: everyone on the process that stops, four claims held.
      await Promise.all(everyone.map(({ user, admin }) => lobby(stopping, user.token, admin)));
      for (const operator of operators.slice(0, 4)) {
        expect((await claimNext(stopping, operator.token)).status).toBe(200);
      }
    } finally {
      await stopping.close();
    }
    // The storm: every console comes back at once, while six more operators claim and one
    // releases.
    const [clients] = await Promise.all([
      Promise.all(everyone.map(({ user, admin }) => lobby(server, user.token, admin))),
      ...operators.slice(4, 10).map((operator) => claimNext(server, operator.token)),
      (async () => {
        const held = await liveClaimOfUser(
          db,
          'tenant-demo',
          operators[0]!.uid,
          server.now().toISOString(),
        );
        await server.call('POST', `/chats/${held!.id}/release`, {
          token: operators[0]!.token,
          body: { domain: DOMAIN },
        });
      })(),
    ]);
    await settle(clients, ['counts', 'claimed', 'all']);
    for (const client of opened) client.close();

    const waiting = await freshList(['lv']);
    for (const [i, client] of clients.entries()) {
      const { user, admin } = everyone[i]!;
      const counts = new Map<string, { id: string }>();
      rowsOf(client, 'counts', counts);
      const nsfw = counts.get('lv:NSFW') as unknown as { count: number };
      expect(nsfw.count).toBe(waiting.length);
      const claimed = new Map<string, { id: string }>();
      rowsOf(client, 'claimed', claimed);
      const held = await liveClaimOfUser(db, 'tenant-demo', user.uid, server.now().toISOString());
      expect([...claimed.keys()]).toEqual(held ? [held.id] : []);
      if (admin) {
        const all = new Map<string, { id: string }>();
        rowsOf(client, 'all', all);
        const sorted = [...all.values()]
          .sort((x, y) => compareUnclaimedChats(x as Chat, y as Chat))
          .map((row) => row.id);
        expect(sorted).toEqual(waiting.slice(0, UNCLAIMED_CHAT_QUERY_LIMIT));
      }
    }
  }, 120_000);
});

describe('the unclaimed list source', () => {
  it('sends a removal at once and reads again only when its buffer runs dry', async () => {
    const db = server.handle.db;
    const start = server.now().getTime() - 3_600_000;
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      ids.push(
        await insertWaitingChat(db, { locale: 'ee', lastMessageAt: new Date(start + i * 1_000) }),
      );
    }
    let reads = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    // A list of 3 with a buffer of 3: 9 chats wait, so 3 lie beyond what it knows.
    const source = unclaimedChatsSource(
      { locales: ['ee'] },
      'tenant-demo',
      { db: counting, clock: server.now },
      3,
    );
    await source.load();
    expect(reads).toBe(1);
    expect(source.rows().map((row) => row.id)).toEqual(ids.slice(0, 3));
    const sent: FeedChange[][] = [];
    const leave = async (id: string) => {
      const record = await server.deps.chats.loadChat('tenant-demo', id);
      const chat = { ...chatFromRecord(record, server.now()), isDeleted: true };
      const event: FeedEvent = {
        topic: 'chats',
        tenantId: 'tenant-demo',
        locale: 'ee',
        change: { kind: 'modified', row: chat },
      };
      await db.update(chats).set({ isDeleted: true }).where(eq(chats.id, id));
      await source.apply(event, (changes) => {
        if (changes.length > 0) sent.push(changes);
      });
    };
    // Two leave: the buffer moves up, nothing is read.
    await leave(ids[0]!);
    await leave(ids[1]!);
    expect(reads).toBe(1);
    expect(sent).toEqual([
      [
        { kind: 'removed', id: ids[0] },
        { kind: 'added', row: expect.objectContaining({ id: ids[3] }) },
      ],
      [
        { kind: 'removed', id: ids[1] },
        { kind: 'added', row: expect.objectContaining({ id: ids[4] }) },
      ],
    ]);
    // The third empties the buffer: the removal and its replacement go out, then one read.
    await leave(ids[2]!);
    expect(reads).toBe(2);
    expect(sent[2]).toEqual([
      { kind: 'removed', id: ids[2] },
      { kind: 'added', row: expect.objectContaining({ id: ids[5] }) },
    ]);
    expect(sent).toHaveLength(3);
    expect(source.rows().map((row) => row.id)).toEqual(ids.slice(3, 6));
  });
});
