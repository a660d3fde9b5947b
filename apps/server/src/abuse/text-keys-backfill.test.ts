import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { abuseTextMatchKeys, AbuseWordDryRunResponse } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { dryRunWindowStart, rowsOf } from './flagging.js';
import { backfillTextKeys, textKeysBackfillOf } from './text-keys-backfill.js';

let server: TestServer;
let admin: string;
let chatId: string;

const DAY = 86_400_000;

const ago = (ms: number) => new Date(server.now().getTime() - ms).toISOString();

/** Writes a message in SQL, as the demo seed and imports do: not sent, so never flagged. */
async function insertMessage(
  id: string,
  content: string,
  createdAt: string,
  senderType = 'agent',
): Promise<void> {
  await server.handle.db.execute(sql`
    insert into messages (id, chat_id, tenant_id, locale, content, type, sender_type, sender_id,
      sender_name, created_at)
    values (${id}, ${chatId}, 'tenant-demo', 'nl', ${content}, 'normal', ${senderType},
      'demo-operator', 'Olga Operator', ${createdAt}::timestamptz)`);
}

/** Writes a poke in SQL (as bench/stats.mjs does). */
async function insertPoke(id: string, content: string, createdAt: string): Promise<void> {
  await server.handle.db.execute(sql`
    insert into pokes (id, tenant_id, locale, agent, domain, domains, type, strategy, origin_type,
      scheduled, filters, message, profile, targets, status, created_at)
    values (${id}, 'tenant-demo', 'nl', '{"id":"demo-poker","name":"Pim Poker"}',
      'flirt-nl.demo.test', array['flirt-nl.demo.test'], 'poke', 'default', 'legacy',
      ${createdAt}::timestamptz, '{}', ${JSON.stringify({ content })}::jsonb,
      '{"id":"p1","name":"Profile"}', '{}', 'scheduled', ${createdAt}::timestamptz)`);
}

async function dryRun(value: string) {
  const res = await server.call('POST', '/abuse-words/dry-run', {
    token: admin,
    body: { value, locale: 'nl' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AbuseWordDryRunResponse.parse(res.body).data;
}

async function keyedIds(): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await server.handle.db.execute(sql`select id from abuse_text_keys order by id`),
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  server = await startTestServer();
  // The backfill the server's start runs in the background: done before the texts below exist.
  await textKeysBackfillOf(server.deps)?.done;
  chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl', 'de'])).token;
});
afterAll(async () => {
  await server?.close();
});

describe('backfillTextKeys', () => {
  it('the demo seed leaves the keys of its week’s agent messages', async () => {
    const since = dryRunWindowStart(server.now());
    const stored = rowsOf<{ content: string }>(
      await server.handle.db.execute(sql`
        select content from messages
        where sender_type = 'agent' and created_at >= ${since}::timestamptz`),
    );
    const [keyed] = rowsOf<{ n: number }>(
      await server.handle.db.execute(
        sql`select count(*)::int as n from abuse_text_keys where kind = 'message'`,
      ),
    );
    const keyable = stored.filter((row) => abuseTextMatchKeys(row.content).length > 0).length;
    expect(keyable).toBeGreaterThan(0);
    expect(Number(keyed?.n)).toBe(keyable);
  });

  it('keys stored agent messages and pokes of the window the dry run did not count', async () => {
    await insertMessage('bf-agent-1', 'Een zonnebloem voor jou', ago(DAY));
    // A zero-width space inside the word: the domain's folding still finds it.
    await insertMessage('bf-agent-2', 'Mijn zonne\u200bbloem in de tuin', ago(2 * DAY));
    await insertMessage('bf-agent-old', 'Een oude zonnebloem', ago(8 * DAY));
    await insertMessage('bf-customer', 'zonnebloem van de klant', ago(DAY), 'customer');
    // A poke's delivery is the poke's message, counted as the poke.
    await insertMessage('bf-delivery', 'Tot straks, zonnebloem', ago(3_600_000), 'poke');
    await insertPoke('bf-poke', 'Tot straks, zonnebloem', ago(3_600_000));

    expect(await dryRun('Zonnebloem')).toMatchObject({ messages: 0, pokes: 0, examples: [] });

    expect(await backfillTextKeys(server.handle.db, server.now())).toBe(3);

    const result = await dryRun('Zonnebloem');
    expect(result).toMatchObject({ messages: 2, pokes: 1 });
    expect(result.examples.map((e) => [e.kind, e.id, e.text])).toEqual([
      ['poke', 'bf-poke', 'Tot straks, zonnebloem'],
      ['message', 'bf-agent-1', 'Een zonnebloem voor jou'],
      ['message', 'bf-agent-2', 'Mijn zonne\u200bbloem in de tuin'],
    ]);
    // A phrase across the zero-width space's word too.
    expect((await dryRun('zonnebloem in de tuin')).messages).toBe(1);
    const ids = await keyedIds();
    expect(ids).not.toContain('bf-agent-old');
    expect(ids).not.toContain('bf-customer');
    expect(ids).not.toContain('bf-delivery');
    // Keyed exactly as the flagging statement keys a text (the same array).
    const [row] = rowsOf<{ keys: string[]; locale: string; created_at: string }>(
      await server.handle.db.execute(sql`
        select keys, locale, created_at::text from abuse_text_keys where id = 'bf-agent-2'`),
    );
    expect(row?.keys).toEqual(abuseTextMatchKeys('Mijn zonne\u200bbloem in de tuin'));
    expect(row?.locale).toBe('nl');
  });

  it('adds nothing a second time, nor when processes run it at once', async () => {
    const before = await keyedIds();
    expect(await backfillTextKeys(server.handle.db, server.now())).toBe(0);
    expect(await keyedIds()).toEqual(before);

    for (let i = 0; i < 7; i += 1) {
      await insertMessage(`bf-more-${i}`, `tulp nummer ${i}`, ago(DAY + i * 60_000));
    }
    // Pages of one text each: the two runs take turns under the advisory lock.
    const added = await Promise.all([
      backfillTextKeys(server.handle.db, server.now(), { pageSize: 1 }),
      backfillTextKeys(server.handle.db, server.now(), { pageSize: 2 }),
      backfillTextKeys(server.handle.db, server.now()),
    ]);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(7);
    expect(await backfillTextKeys(server.handle.db, server.now())).toBe(0);
    expect((await dryRun('tulp')).messages).toBe(7);
    const ids = await keyedIds();
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.length).toBe(before.length + 7);
  });

  it('stops between pages when its signal is aborted', async () => {
    for (let i = 0; i < 3; i += 1) {
      await insertMessage(`bf-late-${i}`, `roos nummer ${i}`, ago(DAY + i * 60_000));
    }
    const controller = new AbortController();
    controller.abort();
    expect(
      await backfillTextKeys(server.handle.db, server.now(), { signal: controller.signal }),
    ).toBe(0);
    expect((await dryRun('roos')).messages).toBe(0);
    expect(await backfillTextKeys(server.handle.db, server.now(), { pageSize: 2 })).toBe(3);
    expect((await dryRun('roos')).messages).toBe(3);
  });
});
