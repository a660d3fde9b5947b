import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ABUSE_MESSAGES,
  AbuseWordListResponse,
  ImportAbuseWordsResponse,
  messages,
  type AbuseWord,
} from '@switchboard/domain';
import { abuseWords } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { OTHER_ADMIN, OTHER_TENANT, seedOtherTenant } from '../users/test-support.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedOtherTenant(server);
  admin = (await server.signIn('admin@demo.test')).idToken;
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.handle.db.delete(abuseWords);
});

const add = (value: string, locale?: string | null, token = admin) =>
  server.call('POST', '/abuse-words', { token, body: { value, locale } });

async function list(query = ''): Promise<AbuseWord[]> {
  const res = await server.call('GET', `/abuse-words${query}`, { token: admin });
  expect(res.status).toBe(200);
  return AbuseWordListResponse.parse(res.body).data;
}

const pairs = (words: AbuseWord[]) => words.map((w) => `${w.locale || 'global'}:${w.value}`);

describe('POST /abuse-words and GET /abuse-words', () => {
  it('adds global and locale words and lists them all, the global ones, or one locale’s', async () => {
    const global = await add('  Scam   offer ', '');
    expect(global.status).toBe(201);
    expect(global.body.data).toMatchObject({ value: 'Scam offer', locale: '' });
    expect((await add('whatsapp')).body.data.locale).toBe('');
    expect((await add('telefoon', 'nl')).status).toBe(201);
    expect((await add('telefon', 'de')).status).toBe(201);

    expect(pairs(await list())).toEqual([
      'global:Scam offer',
      'global:whatsapp',
      'de:telefon',
      'nl:telefoon',
    ]);
    expect(pairs(await list('?locale='))).toEqual(['global:Scam offer', 'global:whatsapp']);
    expect(pairs(await list('?locale=NL'))).toEqual(['nl:telefoon']);
  });

  it('refuses a duplicate with 409 and the spec’s exact text', async () => {
    await add('Scam', '');
    await add('telefoon', 'nl');
    const cases: [string, string, string][] = [
      ['scam', '', 'Word "scam" already exists in "global" abuse list.'],
      ['SCAM ', 'nl', 'Word "SCAM" already exists in "global" abuse list.'],
      ['Telefoon', 'nl', 'Word "Telefoon" already exists in "nl" abuse list.'],
    ];
    for (const [value, locale, text] of cases) {
      const res = await add(value, locale);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'conflict', message: text });
      expect(text).toBe(messages.abuseWordExists(value.trim(), text.includes('"nl"') ? 'nl' : ''));
    }
    expect(await list()).toHaveLength(2);
    // The same value in another locale is a different entry.
    expect((await add('telefoon', 'de')).status).toBe(201);
  });

  it('makes a value global by removing its locale entries', async () => {
    await add('cash', 'nl');
    await add('cash', 'de');
    await add('other', 'nl');
    expect((await add('CASH', '')).status).toBe(201);
    expect(pairs(await list())).toEqual(['global:CASH', 'nl:other']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const empty = await add('   ', 'nl');
    expect(empty.status).toBe(400);
    expect(empty.body.error.issues[0].field).toBe('value');
    const locale = await add('word', 'dutch');
    expect(locale.status).toBe(400);
    expect(locale.body.error.issues[0].field).toBe('locale');
    const query = await server.call('GET', '/abuse-words?locale=dutch', { token: admin });
    expect(query.status).toBe(400);
    expect(query.body.error.message).toMatch(/^locale: /);
    expect(await list()).toEqual([]);
  });

  it('refuses a phrase of more than 8 words (it could never match), naming the field', async () => {
    const nine = 'one two three four five six seven eight nine';
    const refused = await add(nine, 'nl');
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues[0]).toEqual({
      field: 'value',
      message: ABUSE_MESSAGES.phraseTooLong(8),
    });
    expect(refused.body.error.message).toBe(`value: ${ABUSE_MESSAGES.phraseTooLong(8)}`);
    // Eight words (punctuation is no word) are fine.
    const eight = await add('one, two - three four five six seven eight', 'nl');
    expect(eight.status, JSON.stringify(eight.body)).toBe(201);
    const res = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: { words: [{ value: nine, locale: 'nl' }, { value: 'ok' }] },
    });
    const result = ImportAbuseWordsResponse.parse(res.body).data;
    expect(result.rejected).toEqual([
      { line: 1, value: nine, reason: `value: ${ABUSE_MESSAGES.phraseTooLong(8)}` },
    ]);
    expect(result.added).toBe(1);
    const dry = await server.call('POST', '/abuse-words/dry-run', {
      token: admin,
      body: { value: nine, locale: 'nl' },
    });
    expect(dry.status).toBe(400);
    expect(dry.body.error.message).toBe(`value: ${ABUSE_MESSAGES.phraseTooLong(8)}`);
  });

  it('refuses a word that folds to one already there, as matching folds (#28)', async () => {
    expect((await add('whatsapp', 'gb')).status).toBe(201);
    expect((await add('café', '')).status).toBe(201);
    const cases: [string, string, string][] = [
      ['whatsápp', 'gb', 'Word "whatsápp" already exists in "gb" abuse list.'],
      ['WHATS\u200bAPP', 'gb', 'Word "WHATSAPP" already exists in "gb" abuse list.'],
      ['cafe', 'nl', 'Word "cafe" already exists in "global" abuse list.'],
      ['cafe', '', 'Word "cafe" already exists in "global" abuse list.'],
    ];
    for (const [value, locale, text] of cases) {
      const res = await add(value, locale);
      expect(res.status, value).toBe(409);
      expect(res.body.error).toEqual({ code: 'conflict', message: text });
    }
    const imported = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: {
        words: [
          { value: 'whatsápp', locale: 'gb' },
          { value: 'kafe', locale: 'nl' },
          { value: 'káfe', locale: 'nl' },
        ],
      },
    });
    expect(ImportAbuseWordsResponse.parse(imported.body).data).toEqual({
      added: 1,
      rejected: [
        {
          line: 1,
          value: 'whatsápp',
          reason: 'Word "whatsápp" already exists in "gb" abuse list.',
        },
        { line: 3, value: 'káfe', reason: 'Word "káfe" already exists in "nl" abuse list.' },
      ],
    });
    // A new global word takes over the locale entries that fold to it.
    expect((await add('WhatsÄpp', '')).status).toBe(201);
    expect(pairs(await list())).toEqual(['global:café', 'global:WhatsÄpp', 'nl:kafe']);
  });

  it('stores a word without the invisible characters typed into it (#28)', async () => {
    const res = await add('cash\u200bapp\u00ad', 'nl');
    expect(res.status).toBe(201);
    expect(res.body.data.value).toBe('cashapp');
  });

  it('refuses a word with nothing to match, and an over-long one, in words (#28)', async () => {
    for (const value of ['!!!', '\u200b\u200d']) {
      const res = await add(value, 'nl');
      expect(res.status, value).toBe(400);
      expect(res.body.error.issues[0]).toEqual({
        field: 'value',
        message: ABUSE_MESSAGES.wordHasNothingToMatch,
      });
    }
    const long = await add('x'.repeat(150), 'nl');
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(
      'value: A word or phrase can have at most 100 characters; this one has 150.',
    );
    const missing = await server.call('POST', '/abuse-words', { token: admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('value: Type a word or phrase.');
    const importTooLong = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: { words: [{ value: 'y'.repeat(1_500) }] },
    });
    expect(importTooLong.status).toBe(400);
    expect(importTooLong.body.error.message).toBe(
      'words.0.value: A line can have at most 1000 characters; this one has 1500.',
    );
    const lineTooLong = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: { words: [{ value: 'z'.repeat(150) }] },
    });
    expect(ImportAbuseWordsResponse.parse(lineTooLong.body).data.rejected).toEqual([
      {
        line: 1,
        value: 'z'.repeat(150),
        reason: 'value: A word or phrase can have at most 100 characters; this one has 150.',
      },
    ]);
    const importEmpty = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: { words: [], atomic: 'yes' },
    });
    expect(importEmpty.body.error.issues).toEqual([
      { field: 'words', message: 'The import has no words.' },
      { field: 'atomic', message: 'Must be true or false.' },
    ]);
    for (const res of [long, missing, importTooLong, importEmpty]) {
      expect(JSON.stringify(res.body)).not.toMatch(/Too big|Too small|Invalid input|expected/);
    }
  });

  it('is for admins only', async () => {
    for (const email of ['manager@demo.test', 'abuse@demo.test']) {
      const token = (await server.signIn(email)).idToken;
      expect((await server.call('GET', '/abuse-words', { token })).status).toBe(403);
      expect((await add('x', '', token)).status).toBe(403);
    }
  });
});

describe('geos', () => {
  it('keep a locale’s words to the admins who work it; global words are everyone’s', async () => {
    // admin@demo.test works nl, de and gb.
    const [french] = await server.handle.db
      .insert(abuseWords)
      .values({
        id: 'word-fr',
        tenantId: 'tenant-demo',
        value: 'arnaque',
        locale: 'fr',
        createdBy: 'x',
      })
      .returning();
    await add('scam', '');
    await add('oplichter', 'nl');
    expect(pairs(await list())).toEqual(['global:scam', 'nl:oplichter']);
    const read = await server.call('GET', '/abuse-words?locale=fr', { token: admin });
    expect(read.status).toBe(403);
    expect((await add('escroc', 'fr')).status).toBe(403);
    const removed = await server.call('DELETE', `/abuse-words/${french!.id}`, { token: admin });
    expect(removed.status).toBe(403);
    const imported = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: {
        words: [
          { value: 'escroc', locale: 'fr' },
          { value: 'betrug', locale: 'de' },
        ],
      },
    });
    expect(imported.body.data).toEqual({
      added: 1,
      rejected: [{ line: 1, value: 'escroc', reason: 'locale: No access to locale fr.' }],
    });
    const rows = await server.handle.db
      .select()
      .from(abuseWords)
      .where(eq(abuseWords.locale, 'fr'));
    expect(rows.map((row) => row.value)).toEqual(['arnaque']);
  });
});

describe('tenants', () => {
  it('keep separate lists: the same word twice, and no reading or removing across', async () => {
    const other = (await server.signIn(OTHER_ADMIN)).idToken;
    const mine = await add('scam', '');
    expect((await add('scam', '', other)).status).toBe(201);
    const theirs = await server.call('GET', '/abuse-words', { token: other });
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0].id).not.toBe(mine.body.data.id);
    const cross = await server.call('DELETE', `/abuse-words/${mine.body.data.id}`, {
      token: other,
    });
    expect(cross.status).toBe(404);
    expect(await list()).toHaveLength(1);
    const rows = await server.handle.db
      .select()
      .from(abuseWords)
      .where(eq(abuseWords.tenantId, OTHER_TENANT.id));
    expect(rows).toHaveLength(1);
  });
});

describe('DELETE /abuse-words/{id}', () => {
  it('removes a word and answers it; a second time is 404', async () => {
    const word = (await add('bye', 'gb')).body.data as AbuseWord;
    const res = await server.call('DELETE', `/abuse-words/${word.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(word);
    expect(await list()).toEqual([]);
    expect((await server.call('DELETE', `/abuse-words/${word.id}`, { token: admin })).status).toBe(
      404,
    );
  });
});

describe('POST /abuse-words/import', () => {
  const lines = [
    { value: 'alpha', locale: '', line: 2 },
    { value: 'beta', locale: 'nl', line: 3 },
    { value: 'ALPHA', locale: 'de', line: 4 },
    { value: '', locale: 'nl', line: 5 },
    { value: 'gamma', locale: 'xx1', line: 6 },
    { value: 'beta', locale: 'nl', line: 7 },
    { value: 'existing', locale: 'gb', line: 8 },
  ];

  const importWords = (atomic: boolean, words: unknown[] = lines) =>
    server.call('POST', '/abuse-words/import', { token: admin, body: { words, atomic } });

  it('writes the valid words and reports every refused line with its reason', async () => {
    await add('existing', 'gb');
    const res = await importWords(false);
    expect(res.status).toBe(200);
    const result = ImportAbuseWordsResponse.parse(res.body).data;
    expect(result.added).toBe(2);
    expect(result.rejected).toEqual([
      { line: 4, value: 'ALPHA', reason: 'Word "ALPHA" already exists in "global" abuse list.' },
      { line: 5, value: '', reason: expect.stringMatching(/^value: /) as string },
      { line: 6, value: 'gamma', reason: expect.stringMatching(/^locale: /) as string },
      { line: 7, value: 'beta', reason: 'Word "beta" already exists in "nl" abuse list.' },
      { line: 8, value: 'existing', reason: 'Word "existing" already exists in "gb" abuse list.' },
    ]);
    expect(pairs(await list())).toEqual(['global:alpha', 'gb:existing', 'nl:beta']);
  });

  it('with atomic writes nothing when a line is refused, and everything when none is', async () => {
    await add('existing', 'gb');
    const refused = ImportAbuseWordsResponse.parse((await importWords(true)).body).data;
    expect(refused.added).toBe(0);
    expect(refused.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(pairs(await list())).toEqual(['gb:existing']);

    const clean = await importWords(true, [{ value: 'one' }, { value: 'two', locale: 'de' }]);
    expect(clean.body.data).toEqual({ added: 2, rejected: [] });
    expect(pairs(await list())).toEqual(['global:one', 'de:two', 'gb:existing']);
  });

  it('numbers lines by position when the file gives none', async () => {
    const res = await importWords(false, [{ value: 'a' }, { value: 'A' }]);
    expect(res.body.data.rejected).toEqual([
      { line: 2, value: 'A', reason: 'Word "A" already exists in "global" abuse list.' },
    ]);
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const empty = await importWords(false, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error.issues[0].field).toBe('words');
    const atomic = await server.call('POST', '/abuse-words/import', {
      token: admin,
      body: { words: [{ value: 'x' }], atomic: 'yes' },
    });
    expect(atomic.status).toBe(400);
    expect(atomic.body.error.issues[0].field).toBe('atomic');
  });
});
