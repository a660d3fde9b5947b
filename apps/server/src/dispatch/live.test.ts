import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { liveClients, type LiveClient } from '../chats/test-support.js';
import { chats } from '../db/schema.js';
import { ChangeFeed, type FeedEvent } from '../live/feed.js';
import { addTestSites } from '../pokes/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PokeDispatcher } from './dispatcher.js';
import { CustomerSimulator } from './simulator.js';
import {
  addCustomers,
  createPoke,
  MINUTE,
  pokeBody,
  readPoke,
  SITE_A,
  tagged,
} from './test-support.js';

// Issue #26, part 3: whatever the dispatcher writes on one process (A) reaches the live queries
// watched on another (B) as it happens, even when A dies right after each of its commits: a poke's
// status and figures, and the chats its deliveries answer.

const BATCH = 4;

let a: TestServer;
let b: TestServer;
let admin: string;
const onB = liveClients(() => b);

beforeAll(async () => {
  a = await startTestServer({ dispatchBatchSize: BATCH });
  b = await startTestServer({ sharing: a, dispatchBatchSize: BATCH });
  admin = await a.tokenFor('demo-admin');
  await addTestSites(a);
});
afterEach(() => onB.closeAll());
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const drain = () => a.deps.dispatcher.drain();

class ProcessDied extends Error {}

/**
 * The feed of a process killed right after each commit that changed something: it never gets to
 * tell its own listeners, nor to do anything else from memory.
 */
class DyingFeed extends ChangeFeed {
  override hear(events: readonly FeedEvent[]): void {
    if (events.length > 0) throw new ProcessDied('killed right after a commit');
  }
}

/**
 * Runs a dispatcher on A that dies right after each commit and is started again, until it has
 * nothing left to do: every step of the send is its last.
 */
async function drainDying(): Promise<number> {
  const feed = new DyingFeed();
  await feed.connect(a.handle.notify);
  try {
    for (let deaths = 0; deaths < 100; deaths += 1) {
      const dispatcher = new PokeDispatcher({
        db: a.handle.db,
        feed,
        chats: a.deps.chats,
        clock: a.now,
        batchSize: BATCH,
      });
      try {
        await dispatcher.drain();
        return deaths;
      } catch (error) {
        if (!(error instanceof ProcessDied)) throw error;
      }
    }
    throw new Error('The dispatcher never finished');
  } finally {
    await feed.close();
  }
}

const at = (minutes: number) => new Date(a.now().getTime() + minutes * MINUTE).toISOString();

type Change = Awaited<ReturnType<LiveClient['next']>>[number];

/** The rows of a poke that a subscription receives, in order, until one passes `last`. */
async function rowsUntil(
  client: LiveClient,
  subscription: string,
  id: string,
  last: (row: Poke) => boolean,
): Promise<Poke[]> {
  const rows: Poke[] = [];
  for (;;) {
    for (const change of await client.next(subscription)) {
      if (change.kind === 'removed' || change.row.id !== id) continue;
      const row = change.row as unknown as Poke;
      rows.push(row);
      if (last(row)) return rows;
    }
  }
}

/** Watches a poke on B through `poke` and `pokes.window`, past its first rows. */
async function watch(poke: Poke, window: { start: string; end: string }) {
  const client = await onB.connect(await b.tokenFor('demo-admin'));
  const query = { locale: 'nl', pokeId: poke.id };
  expect(await client.subscribe('poke', 'poke', query)).toMatchObject({ ok: true });
  expect(
    await client.subscribe('window', 'pokes.window', { locales: ['nl'], ...window }),
  ).toMatchObject({ ok: true });
  expect(await client.next('poke')).toContainEqual({ kind: 'added', row: poke });
  expect(await client.next('window')).toContainEqual({
    kind: 'added',
    row: expect.objectContaining({ id: poke.id, status: 'scheduled' }),
  });
  return client;
}

/** What a watcher must have seen of a send of `n` customers in batches: each step, in order. */
function expectProgress(rows: Poke[], n: number) {
  const reached = (row: Poke) => row.targets.targetsPerDomain[0]?.reached;
  expect(rows[0]).toMatchObject({ status: 'in_progress' });
  expect(reached(rows[0] as Poke)).toBe(0);
  const inProgress = rows.filter((row) => row.status === 'in_progress').map(reached);
  const expected = [0];
  for (let sent = BATCH; sent < n; sent += BATCH) expected.push(sent);
  expect(inProgress.slice(0, expected.length)).toEqual(expected);
  expect(inProgress.at(-1)).toBe(n);
  expect(rows.at(-1)?.targets.targetsPerDomain).toEqual([
    { site: SITE_A, estimate: n, reached: n },
  ]);
}

describe('the dispatcher seen from another process', () => {
  it('brings a scheduled poke through In Progress, each batch, to Done', async () => {
    const tag = tagged();
    await addCustomers(a, tag, 10);
    const poke = await createPoke(a, admin, await pokeBody(a, tag, { scheduled: at(5) }));
    const client = await watch(poke, { start: at(-60), end: at(60) });
    a.advance(5 * MINUTE + 1_000);
    expect(await drainDying()).toBeGreaterThan(3);
    const seen = await rowsUntil(client, 'poke', poke.id, (row) => row.status === 'done');
    expectProgress(seen, 10);
    const window = await rowsUntil(client, 'window', poke.id, (row) => row.status === 'done');
    expectProgress(window, 10);
    expect(window.at(-1)).toMatchObject({ late: false });
    expect(seen.at(-1)).toEqual(await readPoke(b, admin, poke.id));
  });

  it('brings a recurring poke through its run and back to Scheduled at its next time', async () => {
    const tag = tagged();
    await addCustomers(a, tag, 6);
    const original = await createPoke(a, admin, await pokeBody(a, tag, { scheduled: at(60) }));
    const converted = await a.call('POST', `/pokes/nl/${original.id}/recurring`, {
      token: admin,
      body: { frequency: { day: 1, limit: 2 }, scheduled: at(30), lastLogin: 7 },
    });
    expect(converted.status).toBe(201);
    const recurring = converted.body.data as Poke;
    await a.call('DELETE', `/pokes/nl/${original.id}`, { token: admin });
    const client = await watch(recurring, { start: at(-60), end: at(120) });
    a.advance(30 * MINUTE + 1_000);
    expect(await drainDying()).toBeGreaterThan(3);
    const next = new Date(Date.parse(recurring.scheduled ?? '') + 86_400_000).toISOString();
    const seen = await rowsUntil(client, 'poke', recurring.id, (row) => row.status === 'scheduled');
    expectProgress(seen, 6);
    expect(seen.at(-1)).toMatchObject({ status: 'scheduled', scheduled: next });
    // The schedule saw it run, then go to its next day, out of the window.
    const window: Poke[] = [];
    for (;;) {
      const changes = await client.next('window');
      window.push(
        ...changes.flatMap((change) =>
          change.kind !== 'removed' && change.row.id === recurring.id
            ? [change.row as unknown as Poke]
            : [],
        ),
      );
      if (changes.some((change) => change.kind === 'removed' && change.id === recurring.id)) break;
    }
    expectProgress(window, 6);
  });

  it('brings a follow-up through its send to Done', async () => {
    const tag = tagged();
    await addCustomers(a, tag, 5);
    const parent = await createPoke(a, admin, await pokeBody(a, tag, { scheduled: at(1) }));
    const followUp = await createPoke(
      a,
      admin,
      await pokeBody(a, tag, {
        strategy: 'follow-up',
        followUp: { parentId: parent.id, index: 0, previousId: null },
        scheduled: new Date(Date.parse(parent.scheduled ?? '') + 5 * MINUTE).toISOString(),
        message: { content: 'Nog daar?', messageLength: 9 },
      }),
    );
    a.advance(MINUTE + 1_000);
    await drain();
    expect((await readPoke(a, admin, parent.id)).status).toBe('done');
    const client = await watch(followUp, { start: at(-60), end: at(60) });
    a.advance(5 * MINUTE);
    expect(await drainDying()).toBeGreaterThan(3);
    const seen = await rowsUntil(client, 'poke', followUp.id, (row) => row.status === 'done');
    expectProgress(seen, 5);
    const window = await rowsUntil(client, 'window', followUp.id, (row) => row.status === 'done');
    expectProgress(window, 5);
  });

  it("shows an immediate send's progress on B, and takes the chats it answered off B's lists", async () => {
    const tag = tagged();
    const [waiting] = await addCustomers(a, tag, 6);
    const body = await pokeBody(a, tag);
    const profile = body.profile as { id: string; uuid: string; name: string };
    // The first customer wrote to the poke's profile long ago and waits (oldest first: the
    // chat heads the unclaimed list); the poke lands in that chat.
    const chatId = await insertWaitingChat(a.handle.db, {
      domain: SITE_A,
      lastMessageAt: new Date('2020-01-01T00:00:00Z'),
    });
    await a.handle.db
      .update(chats)
      .set({
        customer: { id: waiting, uuid: `uuid-${waiting}`, name: 'klant', avatar: null },
        profile: { ...profile, avatar: null },
      })
      .where(eq(chats.id, chatId));
    const client = await onB.connect(await b.tokenFor('demo-admin'));
    const unclaimed = { locales: ['nl'] };
    expect(await client.subscribe('unclaimed', 'chats.unclaimed', unclaimed)).toMatchObject({
      ok: true,
    });
    expect(await client.next('unclaimed')).toContainEqual({
      kind: 'added',
      row: expect.objectContaining({ id: chatId }),
    });
    const thread = { locale: 'nl', chatId };
    expect(await client.subscribe('messages', 'chat.messages', thread)).toMatchObject({ ok: true });
    await client.next('messages');

    const poke = await createPoke(a, admin, body);
    expect(await client.subscribe('poke', 'poke', { locale: 'nl', pokeId: poke.id })).toMatchObject(
      { ok: true },
    );
    await client.next('poke');
    await drain();
    const seen = await rowsUntil(client, 'poke', poke.id, (row) => row.status === 'done');
    expectProgress(seen, 6);
    const changes: Change[] = [];
    while (!changes.some((change) => change.kind === 'removed' && change.id === chatId)) {
      changes.push(...(await client.next('unclaimed')));
    }
    expect(await client.next('messages')).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({
          senderType: 'poke',
          content: expect.stringMatching(/^Hoi klant\d+, hoe gaat het\?$/),
        }),
      },
    ]);

    // A simulated customer answers on A: B's view of the chat shows the answer.
    const simulator = new CustomerSimulator(
      { db: a.handle.db, feed: a.deps.feed, chats: a.deps.chats, clock: a.now },
      { percent: 100 },
    );
    a.advance(80_000);
    while ((await simulator.answer()) > 0);
    expect(await client.next('messages')).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({ senderType: 'customer', senderId: waiting }),
      },
    ]);
  });
});
