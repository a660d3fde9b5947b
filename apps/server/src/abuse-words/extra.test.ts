import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbuseWordDryRunResponse } from '@switchboard/domain';
import { abuseWords, messages } from '../db/schema.js';
import { createUser } from '../chats/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await createUser(server, ['CHAT_ADMIN'], ['nl', 'de'])).token;
  const chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
  const now = server.now().getTime();
  const days = (n: number) => new Date(now - n * 86_400_000).toISOString();
  await server.handle.db.insert(messages).values(
    [
      ['Ga je mee naar het Café?', 1, 'agent'],
      ['cafe om drie uur', 2, 'agent'],
      ['het cafeetje', 3, 'agent'],
      ['café van de klant', 1, 'customer'],
      ['oud café', 8, 'agent'],
    ].map(([content, age, senderType], index) => ({
      id: `${chatId}-d${index}`,
      chatId,
      tenantId: 'tenant-demo',
      locale: 'nl',
      content: String(content),
      senderType: String(senderType),
      createdAt: days(Number(age)),
    })),
  );
});
afterAll(async () => {
  await server?.close();
});

describe('POST /abuse-words/dry-run', () => {
  it('counts agent messages of the last 7 days the word would flag, with examples newest first', async () => {
    const res = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: 'CAFÉ', locale: 'nl' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = AbuseWordDryRunResponse.parse(res.body).data;
    expect(result).toMatchObject({ messages: 2, pokes: 0 });
    expect(result.examples.map((e) => e.text)).toEqual([
      'Ga je mee naar het Café?',
      'cafe om drie uur',
    ]);
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
