import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { PokeDispatcher } from '../dispatch/dispatcher.js';
import {
  addCustomers,
  createPoke,
  MINUTE,
  pokeBody,
  SITE_A,
  tagged,
} from '../dispatch/test-support.js';
import { addTestSites, SITE_B } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { actionsDuring, expectCall, oneActionDuring } from './test-support.js';

let server: TestServer;
let admin: string;
let poker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('demo-admin');
  poker = await server.tokenFor('demo-poker');
  await addTestSites(server);
});
afterAll(() => server.close());

const inMinutes = (minutes: number) =>
  new Date(server.now().getTime() + minutes * MINUTE).toISOString();

/** A poke of its own audience (one customer on each test site), scheduled `minutes` ahead. */
async function scheduledPoke(minutes = 60): Promise<{ poke: Poke; tag: string }> {
  const tag = tagged();
  await addCustomers(server, tag, 1);
  await addCustomers(server, tag, 1, { domain: SITE_B });
  const body = await pokeBody(server, tag, { scheduled: inMinutes(minutes) });
  let poke: Poke | undefined;
  const row = await oneActionDuring(server, async () => {
    poke = await createPoke(server, poker, body);
  });
  expect(row).toMatchObject({
    kind: 'poke.create',
    recordType: 'poke',
    recordId: poke!.id,
    recordLabel: 'Hoi %[name]%, hoe gaat het?',
    before: null,
    after: { domains: [SITE_A], message: 'Hoi %[name]%, hoe gaat het?', status: 'scheduled' },
  });
  return { poke: poke!, tag };
}

describe('the record of pokes', () => {
  it('records a poke created, edited with only what changed, a domain added and a delete', async () => {
    const { poke, tag } = await scheduledPoke();
    const body = await pokeBody(server, tag, {
      scheduled: inMinutes(90),
      message: { content: 'Hallo daar', messageLength: 10 },
    });
    const edited = await oneActionDuring(server, () =>
      expectCall(server, 200, 'PUT', `/pokes/nl/${poke.id}`, { token: poker, body }),
    );
    expect(edited).toMatchObject({
      kind: 'poke.update',
      recordLabel: 'Hallo daar',
      before: { message: 'Hoi %[name]%, hoe gaat het?', scheduled: poke.scheduled },
      after: { message: 'Hallo daar', scheduled: body.scheduled },
    });
    expect(Object.keys(edited.after!).sort()).toEqual(['message', 'scheduled']);
    const domain = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/pokes/nl/${poke.id}/domains`, {
        token: poker,
        body: { domain: SITE_B },
      }),
    );
    expect(domain).toMatchObject({
      kind: 'poke.add-domain',
      before: { domains: [SITE_A] },
      after: { domains: [SITE_A, SITE_B], added: SITE_B },
    });
    const removed = await oneActionDuring(server, () =>
      expectCall(server, 200, 'DELETE', `/pokes/nl/${poke.id}`, { token: poker }),
    );
    expect(removed).toMatchObject({ kind: 'poke.delete', recordId: poke.id, after: null });
    expect(removed.before).toMatchObject({ message: 'Hallo daar' });
  });

  it('records a conversion to recurring on the original, and a cancel', async () => {
    const { poke } = await scheduledPoke();
    let copy = '';
    const converted = await oneActionDuring(server, async () => {
      copy = (
        await expectCall(server, 201, 'POST', `/pokes/nl/${poke.id}/recurring`, {
          token: poker,
          body: { frequency: { day: 7 }, scheduled: inMinutes(48 * 60) },
        })
      ).data.id;
    });
    expect(converted).toMatchObject({
      kind: 'poke.convert-recurring',
      recordId: poke.id,
      after: { recurringPokeId: copy, strategy: 'recurring' },
    });
    const cancelled = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/pokes/nl/${poke.id}/cancel`, { token: poker }),
    );
    expect(cancelled).toMatchObject({
      kind: 'poke.cancel',
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });
    const again = await actionsDuring(server, () =>
      expectCall(server, 409, 'POST', `/pokes/nl/${poke.id}/cancel`, { token: poker }),
    );
    expect(again).toEqual([]);
  });

  it('records a poke sent now, one sent late and one killed; refused decisions record nothing', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 5);
    let now: Poke | undefined;
    const sentNow = await oneActionDuring(server, async () => {
      now = await createPoke(server, admin, await pokeBody(server, tag));
    });
    expect(sentNow).toMatchObject({ kind: 'poke.send-now', recordId: now!.id });
    // Killed while it runs: a dispatcher of small batches sends one, then the poker stops it.
    const slow = new PokeDispatcher({
      db: server.handle.db,
      feed: server.deps.feed,
      chats: server.deps.chats,
      clock: server.now,
      batchSize: 2,
    });
    await slow.startDue();
    expect(await slow.sendBatch()).toBe(true);
    const killed = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/pokes/nl/${now!.id}/kill`, { token: poker }),
    );
    expect(killed).toMatchObject({
      kind: 'poke.kill',
      before: { status: 'in_progress' },
      after: { status: 'killed' },
    });
    await slow.drain();

    const { poke: late } = await scheduledPoke(5);
    server.advance(21 * MINUTE);
    await server.deps.dispatcher.drain();
    const sentLate = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/pokes/nl/${late.id}/send-late`, { token: poker }),
    );
    expect(sentLate).toMatchObject({ kind: 'poke.send-late', before: { status: 'scheduled' } });
    await server.deps.dispatcher.drain();
    const refused = await actionsDuring(server, async () => {
      await expectCall(server, 409, 'POST', `/pokes/nl/${late.id}/send-late`, { token: poker });
      await expectCall(server, 409, 'POST', `/pokes/nl/${late.id}/kill`, { token: poker });
      // A poker may not send at once (spec §5): refused before anything is written.
      await expectCall(server, 403, 'POST', '/pokes/nl', {
        token: poker,
        body: await pokeBody(server, tag),
      });
    });
    expect(refused).toEqual([]);
  });
});
