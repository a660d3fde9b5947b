import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PokeSendingReport } from '@switchboard/domain';
import { addTestSites } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PokeDispatcher } from './dispatcher.js';
import { isRecipientError } from './isolate.js';
import { sqlStateOf } from '../db/errors.js';
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

/**
 * Per-recipient failures (issue #14): a database trigger refuses the message of customers named
 * REFUSED (a check violation, as a constraint on their data would), so their deliveries fail for
 * a reason of their own while the others of the same batch go out.
 */

let server: TestServer;
let admin: string;
let poker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('demo-admin');
  poker = await server.tokenFor('demo-poker');
  await addTestSites(server);
  await server.handle.db.execute(sql`
    create or replace function test_refuse_message() returns trigger language plpgsql as $$
    begin
      if new.content like '%REFUSED%' then
        raise exception 'The message to % was refused', new.chat_id using errcode = 'check_violation';
      end if;
      return new;
    end $$`);
  await server.handle.db.execute(sql`
    create trigger test_refuse_message before insert on messages
    for each row execute function test_refuse_message()`);
});
afterAll(async () => {
  await server?.handle.db.execute(sql`drop trigger if exists test_refuse_message on messages`);
  await server?.handle.db.execute(sql`drop function if exists test_refuse_message()`);
  await server?.close();
});

const drain = () => server.deps.dispatcher.drain();

describe('recipient failures', () => {
  it('records a failed delivery with the reason per recipient, sends the others, and reports it all', async () => {
    const tag = tagged();
    const fine = await addCustomers(server, tag, 4);
    const refused = await addCustomers(server, tag, 2, { name: 'REFUSED' });
    const talking = await addCustomers(server, tag, 1, { inConversation: true });
    const figures = async () => {
      const answer = await server.call('GET', `/poke/queue/statistics/${SITE_A}`, {
        token: admin,
      });
      expect(answer.status).toBe(200);
      return answer.body.data.data[SITE_A] as Record<string, number>;
    };
    const before = await figures();
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await drain();

    expect((await readPoke(server, poker, poke.id)).status).toBe('done');
    const deliveries = await deliveriesOf(server, poke.id);
    const outcome = new Map(deliveries.map((row) => [row.customerId, row]));
    for (const id of fine) expect(outcome.get(id)?.outcome).toBe('sent');
    for (const id of refused) {
      expect(outcome.get(id)).toMatchObject({ outcome: 'failed', chatId: null, messageId: null });
      expect(outcome.get(id)?.reason).toMatch(/^The message to .+ was refused$/);
    }
    expect(outcome.get(talking[0]!)).toMatchObject({
      outcome: 'skipped',
      reason: 'in_conversation',
    });

    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: poker });
    expect(report.body.data.runs[0]).toMatchObject({ state: 'done', reason: null });
    expect(report.body.data.runs[0].sites[0]).toMatchObject({
      state: 'done',
      estimate: 7,
      sent: 4,
      failed: 2,
      skipped: { in_conversation: 1 },
      alreadyHad: 0,
    });
    // The report lists the failed recipients with their reasons, and parses with the domain schema.
    expect(PokeSendingReport.safeParse(report.body.data).success).toBe(true);
    const failures = report.body.data.failures as { customerId: string; reason: string }[];
    expect(failures.map((row) => row.customerId).sort()).toEqual([...refused].sort());
    for (const row of failures) expect(row.reason).toMatch(/^The message to .+ was refused$/);
    const recipients = await server.call('GET', `/pokes/nl/${poke.id}/recipients`, {
      token: poker,
    });
    expect(
      recipients.body.data.filter((row: { outcome: string }) => row.outcome === 'failed'),
    ).toHaveLength(2);
    // The poke queue statistics count the failed deliveries apart from the sent and skipped ones.
    const after = await figures();
    expect(after.failed! - before.failed!).toBe(2);
    expect(after.sent! - before.sent!).toBe(4);
    expect(after.skipped! - before.skipped!).toBe(1);

    // Exactly once: another pass, and another dispatcher, send nobody anything again.
    await drain();
    await new PokeDispatcher({
      db: server.handle.db,
      feed: server.deps.feed,
      chats: server.deps.chats,
      clock: server.now,
    }).drain();
    const perCustomer = await messagesPerCustomer(server, poke.id);
    expect([...perCustomer.values()]).toEqual([1, 1, 1, 1]);
    for (const id of fine) expect(perCustomer.get(id)).toBe(1);
    for (const id of refused) expect(perCustomer.has(id)).toBe(false);
    expect(await deliveriesOf(server, poke.id)).toHaveLength(7);
  });

  it('isolates failures in later batches too, each batch taking its own customers once', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 3);
    const refused = await addCustomers(server, tag, 1, { name: 'REFUSED' });
    await addCustomers(server, tag, 3);
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await new PokeDispatcher({
      db: server.handle.db,
      feed: server.deps.feed,
      chats: server.deps.chats,
      clock: server.now,
      batchSize: 2,
    }).drain();
    expect((await readPoke(server, poker, poke.id)).status).toBe('done');
    const deliveries = await deliveriesOf(server, poke.id);
    expect(deliveries).toHaveLength(7);
    expect(deliveries.filter((row) => row.outcome === 'sent')).toHaveLength(6);
    expect(
      deliveries.filter((row) => row.outcome === 'failed').map((row) => row.customerId),
    ).toEqual(refused);
  });

  it('crashes the site, recording nobody, when every recipient of a batch fails alike', async () => {
    const tag = tagged();
    await addCustomers(server, tag, 3, { name: 'REFUSED' });
    const poke = await createPoke(server, admin, await pokeBody(server, tag));
    await drain();
    expect((await readPoke(server, poker, poke.id)).status).toBe('crashed');
    const report = await server.call('GET', `/pokes/nl/${poke.id}/sending`, { token: poker });
    expect(report.body.data.runs[0].state).toBe('crashed');
    expect(report.body.data.runs[0].reason).toMatch(/was refused/);
    expect(await deliveriesOf(server, poke.id)).toEqual([]);
  });

  it('tells recipient errors (data, constraints) from the others by their SQLSTATE', () => {
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('x'), { code: '23514' }),
    });
    expect(sqlStateOf(wrapped)).toBe('23514');
    expect(isRecipientError(wrapped)).toBe(true);
    expect(isRecipientError(Object.assign(new Error('too long'), { code: '22001' }))).toBe(true);
    expect(isRecipientError(Object.assign(new Error('gone'), { code: '08006' }))).toBe(false);
    expect(isRecipientError(new Error('The message store is down'))).toBe(false);
  });
});
