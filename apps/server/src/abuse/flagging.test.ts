import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbuseItem, abuseWordMatches, type Poke } from '@switchboard/domain';
import { abuseWords, flaggedItems, messages } from '../db/schema.js';
import { addAudience, addTestSites, demoProfile, pokeOnSiteA } from '../pokes/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { isPokeHeld } from './flagging.js';
import { sendAgentMessage } from './test-support.js';

let server: TestServer;
let admin: string;
let checker: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.tokenFor('demo-admin');
  checker = await server.tokenFor('demo-abuse');
  await addTestSites(server);
  // A poke is saved only with customers to send it to.
  await addAudience(server);
  for (const [value, locale] of [
    ['café', 'nl'],
    ['Ärger', ''],
    ['telefon', 'de'],
  ] as const) {
    const added = await server.call('POST', '/abuse-words', {
      token: admin,
      body: { value, locale },
    });
    expect(added.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.close();
});

async function flagOf(id: string) {
  const [row] = await server.handle.db.select().from(flaggedItems).where(eq(flaggedItems.id, id));
  return row ?? null;
}

describe('flagging agent messages', () => {
  it('flags a message with an abuse word (any case), stores who sent it, and still delivers it', async () => {
    const { op, chatId, messageId } = await sendAgentMessage(server, 'Add me on WhatsApp, ok?');
    const [stored] = await server.handle.db
      .select()
      .from(messages)
      .where(eq(messages.id, messageId));
    expect(stored?.content).toBe('Add me on WhatsApp, ok?');
    const row = await flagOf(messageId);
    expect(row).toMatchObject({
      kind: 'message',
      locale: 'nl',
      chatId,
      senderId: op.uid,
      senderName: `Test ${op.uid}`,
      matchedWords: ['whatsapp'],
      status: 'pending',
    });
    const item = await server.call('GET', `/abuse/items/${messageId}`, { token: checker });
    expect(item.status).toBe(200);
    const parsed = AbuseItem.parse(item.body.data.item);
    expect(parsed.message?.content).toBe('Add me on WhatsApp, ok?');
    expect(parsed.abuse).toEqual({
      status: 'pending',
      checkedAt: null,
      checkedBy: null,
      claimedBy: null,
      claimedAt: null,
    });
  });

  it('matches whole words, accent-insensitive, with accented letters counted as letters', async () => {
    const cases: [string, string[] | null][] = [
      ['Kom naar het CAFE vanavond', ['café']],
      ['zullen we naar een cafétje', null],
      ['de cafeteria is dicht', null],
      ['Geen ärger, hoor', ['Ärger']],
      ['schönen Ärgernis', null],
      ['Bel   me! morgen', ['bel me']],
      ['Belme morgen', null],
      ['mijn telefon nummer', null],
      ['hallo, gewoon een berichtje', null],
    ];
    for (const [text, words] of cases) {
      const { messageId } = await sendAgentMessage(server, text);
      expect((await flagOf(messageId))?.matchedWords ?? null, text).toEqual(words);
    }
    expect(abuseWordMatches('caf', 'café')).toBe(false);
  });

  it('matches the locale’s words only in that locale, and names every word that matched', async () => {
    const de = await sendAgentMessage(server, 'Ruf mich an, telefon und whatsapp', 'de');
    expect((await flagOf(de.messageId))?.matchedWords).toEqual([
      'ruf mich an',
      'telefon',
      'whatsapp',
    ]);
  });

  it('matches phrases of 2 to 8 tokens wherever they start, in any case and with any accents', async () => {
    const phrases = [
      'Rüf Mich',
      'schreib mir auf signal',
      'één twee drie vier vijf',
      'eins zwei drei vier fünf sechs sieben acht',
    ];
    for (const value of phrases) {
      const added = await server.call('POST', '/abuse-words', {
        token: admin,
        body: { value, locale: 'de' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const cases: [string, string[] | null][] = [
      ['bitte RUF mich morgen', ['Rüf Mich']],
      ['rufmich morgen', null],
      ['Also: SCHREIB mir auf Signal!', ['schreib mir auf signal']],
      ['schreib mir auf threema', null],
      ['Een, twee, drie, vier, vijf.', ['één twee drie vier vijf']],
      ['een twee drie vier', null],
      [
        'null EINS zwei drei vier funf sechs sieben ACHT neun',
        ['eins zwei drei vier fünf sechs sieben acht'],
      ],
      ['eins zwei drei vier fünf sechs sieben', null],
      // A phrase's first token alone, or all its tokens out of order, is no match.
      ['eins zwei zwei drei vier fünf sechs sieben acht', null],
      ['signal auf mir schreib', null],
    ];
    for (const [text, words] of cases) {
      const { messageId } = await sendAgentMessage(server, text, 'de');
      expect((await flagOf(messageId))?.matchedWords ?? null, text).toEqual(words);
    }
  });

  it('sees a word hidden by invisible characters, in every locale, and names it (#28)', async () => {
    const added = await server.call('POST', '/abuse-words', {
      token: admin,
      body: { value: 'cash\u200dapp', locale: '' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const cases: [string, string, string[]][] = [
      ['pay me on cash\u200bapp', 'nl', ['cashapp']],
      ['Add me on What\u00adsApp!', 'de', ['whatsapp']],
      ['whats\u200capp or CASH\u2060APP', 'gb', ['cashapp', 'whatsapp']],
      ['ｗｈａｔｓａｐｐ', 'nl', ['whatsapp']],
    ];
    for (const [text, locale, words] of cases) {
      const { messageId } = await sendAgentMessage(server, text, locale);
      const row = await flagOf(messageId);
      expect(row?.matchedWords ?? null, JSON.stringify(text)).toEqual(words);
      // The text is kept as sent, so the review screen marks the words where they stand.
      expect(row?.text).toBe(text);
      for (const word of words) expect(abuseWordMatches(word, text)).toBe(true);
    }
  });

  it('does not flag when the tenant has no words', async () => {
    const saved = await server.handle.db.select().from(abuseWords);
    await server.handle.db.delete(abuseWords);
    try {
      const { messageId } = await sendAgentMessage(server, 'whatsapp whatsapp');
      expect(await flagOf(messageId)).toBeNull();
    } finally {
      await server.handle.db.insert(abuseWords).values(saved);
    }
  });
});

describe('flagging pokes', () => {
  let profile: { id: string; uuid: string; name: string };
  beforeAll(async () => {
    profile = await demoProfile(server);
  });
  const poke = (content: string) =>
    server.call('POST', '/pokes/nl', { token: admin, body: pokeOnSiteA(server, profile, content) });

  it('holds a poke with an abuse word (abuse pending) and leaves a clean one alone', async () => {
    const flagged = await poke('Stuur me een bericht op Telegram');
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(201);
    const held = flagged.body.data as Poke;
    expect(held.abuse?.status).toBe('pending');
    // The poke says what holds it and since when.
    expect(held.abuse?.words).toEqual(['telegram']);
    expect(Date.parse(held.abuse?.flaggedAt ?? '')).toBeLessThanOrEqual(server.now().getTime());
    const read = await server.call('GET', `/pokes/nl/${held.id}`, { token: admin });
    expect((read.body.data as Poke).abuse).toMatchObject({ words: ['telegram'] });
    expect(isPokeHeld(held)).toBe(true);
    expect(await flagOf(held.id)).toMatchObject({ kind: 'poke', matchedWords: ['telegram'] });

    const clean = (await poke('Hoi %[name]%, hoe gaat het?')).body.data as Poke;
    expect(clean.abuse ?? null).toBeNull();
    expect(isPokeHeld(clean)).toBe(false);
    expect(await flagOf(clean.id)).toBeNull();
  });

  it('flags a poke again when an edit brings a word in', async () => {
    const clean = (await poke('Hoi daar')).body.data as Poke;
    const edited = await server.call('PUT', `/pokes/nl/${clean.id}`, {
      token: admin,
      body: pokeOnSiteA(server, profile, 'Hoi, snapchat?', clean.scheduled ?? undefined),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body.data as Poke).abuse?.status).toBe('pending');
    expect(await flagOf(clean.id)).toMatchObject({ matchedWords: ['snapchat'], status: 'pending' });
  });
});
