import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../chats/test-support.js';
import { customers, pokes } from '../db/poke-schema.js';
import { chats, messages } from '../db/schema.js';
import type { FeedEvent } from '../live/feed.js';
import { addTestSites, SITE_B } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PokeDispatcher } from './dispatcher.js';
import { CustomerSimulator } from './simulator.js';
import {
  addCustomers,
  answer,
  createPoke,
  deliveriesOf,
  messagesPerCustomer,
  MINUTE,
  pokeBody,
  readPoke,
  SITE_A,
  tagged,
} from './test-support.js';

let server: TestServer;
let admin: string;
let poker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('demo-admin');
  poker = await server.tokenFor('demo-poker');
  await addTestSites(server);
});
afterAll(async () => {
  await server?.close();
});

const drain = () => server.deps.dispatcher.drain();
/** A dispatcher of its own, two customers a batch: a test steps through a send batch by batch. */
const slowDispatcher = () =>
  new PokeDispatcher({
    db: server.handle.db,
    feed: server.deps.feed,
    chats: server.deps.chats,
    clock: server.now,
    batchSize: 2,
  });
const inMinutes = (minutes: number) =>
  new Date(server.now().getTime() + minutes * MINUTE).toISOString();

describe('the poke dispatcher', () => {
  it('sends a poke saved without a schedule at once, filling placeholders, and reports each recipient', async () => {
    const tag = tagged();
    const [first, second, talking] = await addCustomers(server, tag, 3);
    await server.handle.db
      .update(customers)
      .set({ inConversation: true })
      .where(eq(customers.id, talking ?? ''));
    // The first customer already has a chat with the profile: the poke lands in it.
    const body = await pokeBody(server, tag);
    const profile = body.profile as { id: string; uuid: string; name: string };
    await server.handle.db.insert(chats).values({
      id: `existing-${tag}`,
      tenantId: 'tenant-demo',
      locale: 'nl',
      domain: SITE_A,
      customer: { id: first, name: 'klant' },
      profile: { id: profile.id, name: profile.name },
      lastMessageAt: new Date(server.now().getTime() - 3_600_000).toISOString(),
    });
    const seen: string[] = [];
    server.deps.feed.subscribe(['pokes'], (event: FeedEvent) => {
      if (event.change.kind !== 'removed')
        seen.push((event.change.row as unknown as { status: string }).status);
    });
    const poke = await createPoke(server, admin, body);
    await drain();
    const sent = await readPoke(server, poker, poke.id);
    expect(sent.status).toBe('done');
    expect(sent.targets).toEqual({
      estimate: 3,
      targetsPerDomain: [{ site: SITE_A, estimate: 3, reached: 2 }],
    });
    expect(seen).toContain('in_progress');
    expect(seen.at(-1)).toBe('done');
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries.map((d) => [d.customerId, d.outcome, d.reason])).toEqual([
      [first, 'sent', null],
      [second, 'sent', null],
      [talking, 'skipped', 'in_conversation'],
    ]);
    expect(deliveries[0]?.chatId).toBe(`existing-${tag}`);
    const [message] = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.id, deliveries[1]?.messageId ?? ''));
    const [made] = await server.handle.db
      .select()
      .from(chats)
      .where(eq(chats.id, deliveries[1]?.chatId ?? ''));
    expect(message).toMatchObject({ senderType: 'poke', senderId: poke.id, type: 'normal' });
    expect(message?.content).toMatch(/^Hoi klant\d+, hoe gaat het\?$/);
    expect(made).toMatchObject({
      domain: SITE_A,
      lastSenderType: 'poke',
      origin: { type: 'poke', pokeId: poke.id },
    });
    expect(made?.customer).toMatchObject({ id: second });
    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: poker });
    expect(report.body.data.runs[0]).toMatchObject({
      state: 'done',
      sites: [{ site: SITE_A, sent: 2, skipped: { in_conversation: 1 }, alreadyHad: 0 }],
    });
    const recipients = await server.call('GET', `/pokes/nl/${poke.id}/recipients?limit=2`, {
      token: poker,
    });
    expect(recipients.body.data.map((r: { customerId: string }) => r.customerId)).toEqual([
      first,
      second,
    ]);
  });

  it('sends a scheduled poke at its time (test clock), not before', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 2);
    const poke = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(10) }),
    );
    await drain();
    expect((await readPoke(server, poker, poke.id)).status).toBe('scheduled');
    server.advance(10 * MINUTE + 1_000);
    await drain();
    const sent = await readPoke(server, poker, poke.id);
    expect(sent.status).toBe('done');
    expect(sent.targets.targetsPerDomain[0]?.reached).toBe(2);
  });

  it('holds a poke found later than the grace time until a poker sends it anyway or cancels it', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 1);
    const late = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(5) }),
    );
    const dropped = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(5) }),
    );
    server.advance(5 * MINUTE + 16 * MINUTE);
    await drain();
    expect((await readPoke(server, poker, late.id)).status).toBe('scheduled');
    const report = await server.call('GET', `/pokes/nl/${late.id}/sending`, { token: poker });
    expect(report.body.data).toMatchObject({ late: true, runs: [{ state: 'late' }] });
    expect(await deliveriesOf(server, late.id)).toEqual([]);
    const go = await server.call('POST', `/pokes/nl/${late.id}/send-late`, { token: poker });
    expect(go.status).toBe(200);
    await drain();
    expect((await readPoke(server, poker, late.id)).status).toBe('done');
    const cancel = await server.call('POST', `/pokes/nl/${dropped.id}/cancel`, { token: poker });
    expect(cancel.body.data.status).toBe('cancelled');
    await drain();
    expect(await deliveriesOf(server, dropped.id)).toEqual([]);
    const again = await server.call('POST', `/pokes/nl/${late.id}/send-late`, { token: poker });
    expect(again.status).toBe(409);
  });

  it('sends follow-ups their delay after the parent, in index order, only to who has not answered', async () => {
    const tag = tagged();
    const [quiet, talker, other] = await addCustomers(server, tag, 3);
    const parent = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(1) }),
    );
    const followUp = (index: number, minutes: number) =>
      pokeBody(server, tag, {
        strategy: 'follow-up',
        followUp: { parentId: parent.id, index, previousId: null },
        // Its delay after the parent's time (the wizard's followUpScheduledAt).
        scheduled: new Date(Date.parse(parent.scheduled ?? '') + minutes * MINUTE).toISOString(),
        message: { content: `Nog daar? ${index}`, messageLength: 11 },
      });
    // Index 1 is due before index 0 by time, but goes after it.
    const second = await createPoke(server, poker, await followUp(1, 5));
    const first = await createPoke(server, poker, await followUp(0, 30));
    server.advance(MINUTE + 1_000);
    await drain();
    expect((await readPoke(server, poker, parent.id)).status).toBe('done');
    const [, talked] = await deliveriesOf(server, parent.id);
    expect(talked?.customerId).toBe(talker);
    await answer(server, talked?.chatId ?? '', talker ?? '');
    server.advance(5 * MINUTE);
    await drain();
    expect((await readPoke(server, poker, second.id)).status).toBe('scheduled');
    server.advance(25 * MINUTE);
    await drain();
    expect((await readPoke(server, poker, first.id)).status).toBe('done');
    expect((await readPoke(server, poker, second.id)).status).toBe('done');
    for (const id of [first.id, second.id]) {
      const outcomes = (await deliveriesOf(server, id)).map((d) => [
        d.customerId,
        d.outcome,
        d.reason,
      ]);
      expect(outcomes).toEqual([
        [quiet, 'sent', null],
        [talker, 'skipped', 'answered'],
        [other, 'sent', null],
      ]);
    }
  });

  it('repeats a recurring poke every frequency day up to its limit, to new matches only', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 2);
    const original = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(60) }),
    );
    const converted = await server.call('POST', `/pokes/nl/${original.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 1, limit: 2 }, scheduled: inMinutes(30), lastLogin: 7 },
    });
    expect(converted.status).toBe(201);
    const recurring = converted.body.data as { id: string; scheduled: string };
    await server.call('POST', `/pokes/nl/${original.id}/cancel`, { token: poker });
    server.advance(30 * MINUTE + 1_000);
    await drain();
    const afterFirst = await readPoke(server, poker, recurring.id);
    expect(afterFirst.status).toBe('scheduled');
    expect(Date.parse(afterFirst.scheduled ?? '')).toBe(
      Date.parse(recurring.scheduled) + 86_400_000,
    );
    const [newcomer] = await addCustomers(server, tag, 1, {
      lastLoginAt: new Date(server.now().getTime() + 86_400_000 - 3_600_000).toISOString(),
    });
    server.advance(86_400_000);
    await drain();
    const afterSecond = await readPoke(server, poker, recurring.id);
    expect(afterSecond.status).toBe('done');
    const deliveries = await deliveriesOf(server, recurring.id);
    expect(deliveries).toHaveLength(3);
    expect(new Set(deliveries.map((d) => d.runId)).size).toBe(2);
    const report = await server.call('GET', `/pokes/nl/${recurring.id}/sending`, { token: poker });
    expect(report.body.data.runs[0].sites[0]).toMatchObject({ sent: 1, alreadyHad: 2 });
    expect(deliveries.find((d) => d.customerId === newcomer)?.outcome).toBe('sent');
    // Each run has its own recipients, by name: the second run reached the newcomer alone.
    const secondRun = deliveries.find((d) => d.customerId === newcomer)!.runId;
    const ofRun = await server.call(
      'GET',
      `/pokes/nl/${recurring.id}/recipients?run=${encodeURIComponent(secondRun)}`,
      { token: poker },
    );
    expect(ofRun.status).toBe(200);
    expect(ofRun.body.data).toEqual([
      expect.objectContaining({
        customerId: newcomer,
        customerName: expect.stringMatching(/\S/),
        runId: secondRun,
        outcome: 'sent',
      }),
    ]);
  });

  it('kills a poke while it runs: what went out stays, nothing more goes', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 5);
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    const slow = slowDispatcher();
    await slow.startDue();
    expect(await slow.sendBatch()).toBe(true);
    const refused = await server.call('POST', `/pokes/nl/${poke.id}/cancel`, { token: poker });
    expect(refused.status).toBe(409);
    const killed = await server.call('POST', `/pokes/nl/${poke.id}/kill`, { token: poker });
    expect(killed.status).toBe(200);
    expect(killed.body.data).toMatchObject({
      status: 'killed',
      targets: { estimate: 5, targetsPerDomain: [{ site: SITE_A, estimate: 5, reached: 2 }] },
    });
    await slow.drain();
    await drain();
    expect(await deliveriesOf(server, poke.id)).toHaveLength(2);
    expect((await readPoke(server, poker, poke.id)).status).toBe('killed');
  });

  it('sends a domain added while the poke is sent within that send, once to each of its customers', async () => {
    const tag = tagged();
    const onA = await addCustomers(server, tag, 4);
    const onB = await addCustomers(server, tag, 3, { domain: SITE_B });
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    const slow = slowDispatcher();
    await slow.startDue();
    expect(await slow.sendBatch()).toBe(true);
    const added = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: SITE_B },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe(`Added domain "${SITE_B}" to poke ${poke.id}`);
    // The running send's figures: what went out on A so far, and B counted now.
    expect(added.body.data).toMatchObject({
      status: 'in_progress',
      domains: [SITE_A, SITE_B],
      targets: {
        estimate: 7,
        targetsPerDomain: [
          { site: SITE_A, estimate: 4, reached: 2 },
          { site: SITE_B, estimate: 3, reached: 0 },
        ],
      },
    });
    // A batch of A after the domain was added keeps B in the poke's targets.
    expect(await slow.sendBatch()).toBe(true);
    expect((await readPoke(server, poker, poke.id)).targets.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 4, reached: 4 },
      { site: SITE_B, estimate: 3, reached: 0 },
    ]);
    await slow.drain();
    await drain();
    const sent = await readPoke(server, poker, poke.id);
    expect(sent.status).toBe('done');
    expect(sent.domains).toEqual([SITE_A, SITE_B]);
    expect(sent.targets).toEqual({
      estimate: 7,
      targetsPerDomain: [
        { site: SITE_A, estimate: 4, reached: 4 },
        { site: SITE_B, estimate: 3, reached: 3 },
      ],
    });
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries.map((d) => [d.customerId, d.site, d.outcome])).toEqual([
      ...onA.map((id) => [id, SITE_A, 'sent']),
      ...onB.map((id) => [id, SITE_B, 'sent']),
    ]);
    expect(new Set(deliveries.map((d) => d.runId)).size).toBe(1);
    const perCustomer = await messagesPerCustomer(server, poke.id);
    expect([...perCustomer.keys()].sort()).toEqual([...onA, ...onB].sort());
    expect([...perCustomer.values()].every((n) => n === 1)).toBe(true);
    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: poker });
    expect(report.body.data.runs).toHaveLength(1);
    expect(report.body.data.runs[0]).toMatchObject({
      state: 'done',
      sites: [
        { site: SITE_A, state: 'done', sent: 4 },
        { site: SITE_B, state: 'done', sent: 3 },
      ],
    });
  });

  it('refuses a domain for a poke that has gone out (409), and changes nothing', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 2);
    await addCustomers(server, tag, 2, { domain: SITE_B });
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await drain();
    const before = await readPoke(server, poker, poke.id);
    expect(before.status).toBe('done');
    const refused = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: SITE_B },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `"${SITE_B}" to poke ${poke.id}: the poke has already gone out, so nobody on that domain would get it.`,
    );
    await drain();
    expect(await readPoke(server, poker, poke.id)).toEqual(before);
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries.map((d) => d.site)).toEqual([SITE_A, SITE_A]);
    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: poker });
    expect(report.body.data.runs[0].sites.map((s: { site: string }) => s.site)).toEqual([SITE_A]);
  });

  it('sends the follow-ups of a poke to a domain added to it, to its recipients there', async () => {
    const tag = tagged();
    const onA = await addCustomers(server, tag, 2);
    const onB = await addCustomers(server, tag, 2, { domain: SITE_B });
    const parent = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, { scheduled: inMinutes(1) }),
    );
    const followUp = await createPoke(
      server,
      poker,
      await pokeBody(server, tag, {
        strategy: 'follow-up',
        followUp: { parentId: parent.id, index: 0, previousId: null },
        scheduled: new Date(Date.parse(parent.scheduled ?? '') + 5 * MINUTE).toISOString(),
        message: { content: 'Nog daar?', messageLength: 9 },
      }),
    );
    expect(followUp.domains).toEqual([SITE_A]);
    const added = await server.call('POST', `/pokes/nl/${parent.id}/domains`, {
      token: poker,
      body: { domain: SITE_B },
    });
    expect(added.status).toBe(200);
    server.advance(MINUTE + 1_000);
    await drain();
    expect((await deliveriesOf(server, parent.id)).map((d) => d.customerId)).toEqual([
      ...onA,
      ...onB,
    ]);
    server.advance(5 * MINUTE);
    await drain();
    const read = await readPoke(server, poker, followUp.id);
    expect(read.status).toBe('done');
    expect(read.targets.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 2, reached: 2 },
      { site: SITE_B, estimate: 2, reached: 2 },
    ]);
    const deliveries = await deliveriesOf(server, followUp.id);
    expect(deliveries.map((d) => [d.customerId, d.site, d.outcome])).toEqual([
      ...onA.map((id) => [id, SITE_A, 'sent']),
      ...onB.map((id) => [id, SITE_B, 'sent']),
    ]);
  });

  it('marks a poke Crashed with the reason when sending fails, Mixed when only one site failed', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 2);
    await addCustomers(server, tag, 2, { domain: SITE_B });
    const failing = (site?: string) =>
      new PokeDispatcher({
        db: server.handle.db,
        feed: server.deps.feed,
        chats: server.deps.chats,
        clock: server.now,
        afterBatch: (batch) => {
          if (!site || batch.site === site) throw new Error('The message store is down');
        },
      });
    const crashed = await createPoke(server, admin, await pokeBody(server, tag));
    await failing().drain();
    expect((await readPoke(server, poker, crashed.id)).status).toBe('crashed');
    const report = await server.call('GET', `/pokes/nl/${crashed.id}/sending`, { token: poker });
    expect(report.body.data.runs[0]).toMatchObject({
      state: 'crashed',
      reason: 'The message store is down',
    });
    expect(await deliveriesOf(server, crashed.id)).toEqual([]);
    const mixed = await createPoke(
      server,
      admin,
      await pokeBody(server, tag, { domains: [SITE_A, SITE_B] }),
    );
    await failing(SITE_B).drain();
    const read = await readPoke(server, poker, mixed.id);
    expect(read.status).toBe('mixed');
    expect(read.targets.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 2, reached: 2 },
      { site: SITE_B, estimate: 2, reached: 0 },
    ]);
  });

  it('does not send a poke the abuse review holds; sends it once safe, cancels it when abuse', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 1);
    const held = await createPoke(server, admin, await pokeBody(server, tag));
    const rejected = await createPoke(server, admin, await pokeBody(server, tag));
    const review = (status: string) => ({
      status,
      checkedAt: status === 'pending' ? null : server.now().toISOString(),
      checkedBy: null,
      claimedBy: null,
      claimedAt: null,
    });
    for (const id of [held.id, rejected.id]) {
      await server.handle.db
        .update(pokes)
        .set({ abuse: review('pending') })
        .where(eq(pokes.id, id));
    }
    server.advance(60 * MINUTE);
    await drain();
    expect(await deliveriesOf(server, held.id)).toEqual([]);
    await server.handle.db
      .update(pokes)
      .set({ abuse: review('safe') })
      .where(eq(pokes.id, held.id));
    await server.handle.db
      .update(pokes)
      .set({ abuse: review('abuse') })
      .where(eq(pokes.id, rejected.id));
    await drain();
    // Held past its time by the review: not late, it goes as soon as it is marked safe.
    expect((await readPoke(server, poker, held.id)).status).toBe('done');
    expect((await readPoke(server, poker, rejected.id)).status).toBe('cancelled');
    expect(await deliveriesOf(server, rejected.id)).toEqual([]);
  });

  it('makes simulated customers answer a while later: their chats wait in the queue', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 3);
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await drain();
    const simulator = new CustomerSimulator(
      {
        db: server.handle.db,
        feed: server.deps.feed,
        chats: server.deps.chats,
        clock: server.now,
      },
      { percent: 100 },
    );
    expect(await simulator.answer()).toBe(0);
    server.advance(80_000);
    // Customers of earlier tests' pokes answer too.
    expect(await simulator.answer()).toBeGreaterThanOrEqual(3);
    expect(await simulator.answer()).toBe(0);
    const chatIds = (await deliveriesOf(server, poke.id)).map((d) => d.chatId ?? '');
    for (const id of chatIds) {
      const [chat] = await server.handle.db.select().from(chats).where(eq(chats.id, id));
      expect(chat).toMatchObject({
        lastSenderType: 'customer',
        origin: { type: 'poke', pokeId: poke.id },
      });
    }
    const queue = await server.call('GET', '/poke/queue/statistics/locations', { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data.data[SITE_A]).toMatchObject({ region: 'nl' });
    expect(queue.body.data.data[SITE_A].answered).toBeGreaterThanOrEqual(3);
  });

  it('answers poke queue statistics per location to admins only', async () => {
    const one = await server.call('GET', `/poke/queue/statistics/${SITE_B}`, { token: admin });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.data.data)).toEqual([SITE_B]);
    expect(one.body.data.data[SITE_B]).toMatchObject({
      region: 'nl',
      scheduledPokes: expect.any(Number),
      waiting: expect.any(Number),
      sending: 0,
      sent: expect.any(Number),
      answered: expect.any(Number),
    });
    const unknown = await server.call('GET', '/poke/queue/statistics/nowhere.test', {
      token: admin,
    });
    expect(unknown.status).toBe(422);
    const refused = await server.call('GET', '/poke/queue/statistics/locations', { token: poker });
    expect(refused.status).toBe(403);
    const operator = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['nl']);
    const kill = await server.call('POST', `/pokes/nl/nothing/kill`, { token: operator.token });
    expect(kill.status).toBe(403);
  });
});
