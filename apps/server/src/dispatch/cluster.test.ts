import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestSites, SITE_B } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PokeDispatcher, SimulatedProcessDeath } from './dispatcher.js';
import {
  addCustomers,
  createPoke,
  deliveriesOf,
  messagesPerCustomer,
  pokeBody,
  readPoke,
  SITE_A,
  tagged,
} from './test-support.js';

// Two server processes on one database (as live/cluster.test.ts): each runs its own dispatcher.

let a: TestServer;
let b: TestServer;
let admin: string;

beforeAll(async () => {
  a = await startTestServer({ dispatchBatchSize: 7 });
  b = await startTestServer({ sharing: a, dispatchBatchSize: 7 });
  admin = await a.tokenFor('demo-admin');
  await addTestSites(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two dispatchers on one database', () => {
  it('never deliver a poke twice, working its sites and batches side by side', async () => {
    const tag = tagged();
    const onA = await addCustomers(a, tag, 60);
    const onB = await addCustomers(a, tag, 45, { domain: SITE_B });
    const pokes = await Promise.all(
      [0, 1, 2].map(async () =>
        createPoke(a, admin, await pokeBody(a, tag, { domains: [SITE_A, SITE_B] })),
      ),
    );
    await Promise.all([
      a.deps.dispatcher.drain(),
      b.deps.dispatcher.drain(),
      a.deps.dispatcher.drain(),
      b.deps.dispatcher.drain(),
    ]);
    for (const poke of pokes) {
      const read = await readPoke(b, admin, poke.id);
      expect(read.status).toBe('done');
      expect(read.targets.targetsPerDomain).toEqual([
        { site: SITE_A, estimate: 60, reached: 60 },
        { site: SITE_B, estimate: 45, reached: 45 },
      ]);
      const deliveries = await deliveriesOf(a, poke.id);
      expect(deliveries).toHaveLength(105);
      const perCustomer = await messagesPerCustomer(a, poke.id);
      expect(perCustomer.size).toBe(105);
      expect([...perCustomer.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(perCustomer.keys())).toEqual(new Set([...onA, ...onB]));
    }
    // About 50 batches of a dozen statements each, every one a round trip: on PostgreSQL under
    // a loaded machine each waits for the scheduler (1.4 s alone, 7.8 s beside a dozen busy
    // processes, past 20 s in a clean clone beside a type-aware lint). Headroom, not a speed check.
  }, 60_000);

  it('send a domain added mid-send through either process once to each of its customers', async () => {
    const tag = tagged();
    const onA = await addCustomers(a, tag, 60);
    const onB = await addCustomers(a, tag, 45, { domain: SITE_B });
    const poke = await createPoke(a, admin, await pokeBody(a, tag));
    expect(await a.deps.dispatcher.startDue()).toBeGreaterThan(0);
    expect(await a.deps.dispatcher.sendBatch()).toBe(true);
    // The domain is added through b while both processes send batches (42 of A's 60 at most: the
    // run cannot end meanwhile), then both dispatchers finish the send side by side.
    const [added] = await Promise.all([
      b.call('POST', `/pokes/nl/${poke.id}/domains`, { token: admin, body: { domain: SITE_B } }),
      (async () => {
        for (let i = 0; i < 3; i += 1) {
          await Promise.all([a.deps.dispatcher.sendBatch(), b.deps.dispatcher.sendBatch()]);
        }
      })(),
    ]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.status).toBe('in_progress');
    await Promise.all([a.deps.dispatcher.drain(), b.deps.dispatcher.drain()]);
    const read = await readPoke(b, admin, poke.id);
    expect(read.status).toBe('done');
    expect(read.domains).toEqual([SITE_A, SITE_B]);
    expect(read.targets.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 60, reached: 60 },
      { site: SITE_B, estimate: 45, reached: 45 },
    ]);
    expect(await deliveriesOf(a, poke.id)).toHaveLength(105);
    const perCustomer = await messagesPerCustomer(a, poke.id);
    expect(new Set(perCustomer.keys())).toEqual(new Set([...onA, ...onB]));
    expect([...perCustomer.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);

  it('resumes a send whose process died mid-batch, without skipping or repeating anyone', async () => {
    const tag = tagged();
    const customers = await addCustomers(a, tag, 20);
    const poke = await createPoke(a, admin, await pokeBody(a, tag));
    let batches = 0;
    const dying = new PokeDispatcher({
      db: a.handle.db,
      feed: a.deps.feed,
      chats: a.deps.chats,
      clock: a.now,
      batchSize: 3,
      afterBatch: () => {
        batches += 1;
        if (batches === 3) throw new SimulatedProcessDeath();
      },
    });
    await expect(dying.drain()).rejects.toBeInstanceOf(SimulatedProcessDeath);
    // Two batches committed; the third died with its process and left no trace.
    expect(await deliveriesOf(a, poke.id)).toHaveLength(6);
    expect((await readPoke(a, admin, poke.id)).status).toBe('in_progress');
    await b.deps.dispatcher.drain();
    const read = await readPoke(a, admin, poke.id);
    expect(read.status).toBe('done');
    expect(read.targets.targetsPerDomain[0]).toMatchObject({ estimate: 20, reached: 20 });
    const perCustomer = await messagesPerCustomer(a, poke.id);
    expect([...perCustomer.keys()].sort()).toEqual([...customers].sort());
    expect([...perCustomer.values()].every((n) => n === 1)).toBe(true);
  });

  it('send on their own in the background of both processes, woken by the poke written', async () => {
    const tag = tagged();
    await addCustomers(a, tag, 30);
    a.deps.dispatcher.start(60_000);
    b.deps.dispatcher.start(60_000);
    try {
      const poke = await createPoke(b, admin, await pokeBody(b, tag));
      await expect
        .poll(async () => (await readPoke(a, admin, poke.id)).status, { timeout: 10_000 })
        .toBe('done');
      expect(await deliveriesOf(a, poke.id)).toHaveLength(30);
    } finally {
      await a.deps.dispatcher.stop();
      await b.deps.dispatcher.stop();
    }
  });
});
