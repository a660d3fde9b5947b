import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ABUSE_DRY_RUN_COUNT_CAP,
  ABUSE_DRY_RUN_EXAMPLES,
  ABUSE_MESSAGES,
  AbuseWordDryRunResponse,
} from '@switchboard/domain';
import { sendAgentMessage } from '../abuse/test-support.js';
import { textKeysBackfillOf } from '../abuse/text-keys-backfill.js';
import { abuseTextKeys, abuseWords, messages } from '../db/schema.js';
import { addAudience, addTestSites, demoProfile, pokeOnSiteA } from '../pokes/test-support.js';
import { createUser } from '../chats/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: string;

const DAY = 86_400_000;

/**
 * Texts reach the dry run the way they do in the product: agent messages sent and pokes saved
 * (flagging keeps their keys), over eight days of the test clock.
 */
beforeAll(async () => {
  server = await startTestServer();
  // The seed's texts are keyed in the background; the window's pruning is tested on its own rows.
  await textKeysBackfillOf(server.deps)?.done;
  await server.handle.db.delete(abuseTextKeys);
  await addTestSites(server);
  const profile = await demoProfile(server);
  const poke = async (content: string) => {
    const token = await server.tokenFor('demo-admin');
    const saved = await server.call('POST', '/pokes/nl', {
      token,
      body: pokeOnSiteA(server, profile, content),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  };
  await sendAgentMessage(server, 'oud café');
  server.advance(7 * DAY);
  await sendAgentMessage(server, 'cafe om drie uur');
  await sendAgentMessage(server, 'het cafeetje');
  await sendAgentMessage(server, 'café in Berlin', 'de');
  server.advance(DAY);
  // A poke is saved only with customers to send it to (their last login by the test clock).
  await addAudience(server);
  await poke('Tot straks in het café');
  await sendAgentMessage(server, 'Ga je mee naar het Café?');
  // A customer's message is never flagged, so never counted.
  const chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
  await server.handle.db.insert(messages).values({
    id: `${chatId}-customer`,
    chatId,
    tenantId: 'tenant-demo',
    locale: 'nl',
    content: 'café van de klant',
    senderType: 'customer',
    createdAt: server.now().toISOString(),
  });
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl', 'de'])).token;
});
afterAll(async () => {
  await server?.close();
});

describe('POST /abuse-words/dry-run', () => {
  it('counts agent messages and pokes of the last 7 days the word would flag, with examples newest first', async () => {
    const res = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'CAFÉ', locale: 'nl' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = AbuseWordDryRunResponse.parse(res.body).data;
    expect(result).toMatchObject({
      messages: 2,
      pokes: 1,
      capped: { messages: false, pokes: false },
    });
    expect(result.examples.map((e) => [e.kind, e.text])).toEqual([
      ['message', 'Ga je mee naar het Café?'],
      ['poke', 'Tot straks in het café'],
      ['message', 'cafe om drie uur'],
    ]);
    // A global word: every locale of the caller's geos.
    const global = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'cafe', locale: '' },
    });
    expect(AbuseWordDryRunResponse.parse(global.body).data).toMatchObject({
      messages: 3,
      pokes: 1,
    });
    // A phrase is matched by its key too.
    const phrase = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'om  Drie', locale: 'nl' },
    });
    expect(AbuseWordDryRunResponse.parse(phrase.body).data.messages).toBe(1);
  });

  it('keeps the keys of the window only: older texts are pruned as new ones are written', async () => {
    const kept = await server.handle.db.select({ text: abuseTextKeys.text }).from(abuseTextKeys);
    expect(kept.map((row) => row.text)).not.toContain('oud café');
    expect(kept.map((row) => row.text)).toContain('het cafeetje');
  });

  it('counts exactly up to the cap and says "more than" past it', async () => {
    // One past the cap of messages, exactly the cap of pokes, a word no other test uses.
    const insert = (kind: 'message' | 'poke', count: number) =>
      server.handle.db.execute(sql`
        insert into abuse_text_keys (id, tenant_id, kind, locale, text, keys, created_at)
        select ${`cap-${kind}-`} || i, 'tenant-demo', ${kind}, 'nl', 'veelvoorkomend',
          array['veelvoorkomend'], ${server.now().toISOString()}::timestamptz - make_interval(secs => i)
        from generate_series(1, ${count}::int) i`);
    await insert('message', ABUSE_DRY_RUN_COUNT_CAP + 1);
    await insert('poke', ABUSE_DRY_RUN_COUNT_CAP);
    const res = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'Veelvoorkomend', locale: 'nl' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = AbuseWordDryRunResponse.parse(res.body).data;
    expect(result).toMatchObject({
      messages: ABUSE_DRY_RUN_COUNT_CAP,
      pokes: ABUSE_DRY_RUN_COUNT_CAP,
      capped: { messages: true, pokes: false },
    });
    expect(result.examples).toHaveLength(ABUSE_DRY_RUN_EXAMPLES);
    expect(ABUSE_MESSAGES.dryRun(result.messages, result.pokes, result.capped)).toBe(
      'In the last 7 days this word would have flagged more than 10,000 messages and 10000 pokes.',
    );
    await server.handle.db.execute(sql`delete from abuse_text_keys where id like 'cap-%'`);
  });

  it('refuses bad input, a locale outside the geos, and non-admins', async () => {
    const empty = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: '!!!', locale: 'nl' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.issues[0].field).toBe('value');
    const fr = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'x', locale: 'fr' },
    });
    expect(fr.status).toBe(403);
    const checker = await server.tokenFor('demo-abuse');
    const refused = await server.call('POST', '/abuse-words/dry-run', {
      token: checker,
      body: { value: 'x', locale: 'nl' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('GET /abuse-words/export and the import’s refused lines', () => {
  it('exports CSV (value,locale) and JSON; an import reports each refused line', async () => {
    await server.handle.db.delete(abuseWords);
    const imported = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: {
        words: [
          { value: 'spam, "quoted"', locale: '' },
          { value: 'telefoon', locale: 'nl' },
          { value: 'SPAM, "quoted"', locale: 'nl', line: 7 },
          { value: ' ', locale: 'nl' },
          { value: 'bonjour', locale: 'fr' },
        ],
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.added).toBe(2);
    expect(imported.body.data.rejected.map((r: { line: number }) => r.line)).toEqual([7, 4, 5]);
    expect(imported.body.data.rejected[0].reason).toBe(
      'Word "SPAM, "quoted"" already exists in "global" abuse list.',
    );

    const csv = await server.call('GET', '/abuse-words/export', { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toBe('value,locale\n"spam, ""quoted""",\ntelefoon,nl\n');
    const json = await server.call('GET', '/abuse-words/export?format=json&locale=nl', {
      token: admin,
    });
    expect(json.body.data).toEqual([{ id: expect.any(String), value: 'telefoon', locale: 'nl' }]);
    expect(
      (await server.call('GET', '/abuse-words/export?format=xml', { token: admin })).status,
    ).toBe(400);
  });
});
