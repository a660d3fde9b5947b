import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, liveClient } from '../chats/test-support.js';
import { suggestions } from '../db/schema.js';
import { insertWaitingChat, type ChatFixture } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
type User = { uid: string; token: string };
let operator: User;

beforeAll(async () => {
  server = await startTestServer();
  operator = await createUser(server, ['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'], ['nl', 'gb']);
});
afterAll(async () => {
  await server.close();
});

const regenerate = (token: string, body: unknown) =>
  server.call('POST', '/suggestions/reGenerate', { token, body });

/** A chat whose live claim `holder` holds; on flirt-nl.demo.test, which enables suggestions. */
const claimedChat = (holder: User, fixture: ChatFixture = {}) =>
  insertWaitingChat(server.handle.db, {
    claimedBy: holder.uid,
    claimExpiresAt: new Date(server.now().getTime() + 120_000),
    ...fixture,
  });

const requestFor = (chatId: string, extra: object = {}) => ({
  chatId,
  messageId: `${chatId}-m1`,
  domain: 'flirt-nl.demo.test',
  locale: 'nl',
  ...extra,
});

describe('POST /suggestions/reGenerate', () => {
  it('writes, stores and publishes a suggestion built from the chat and its logbook', async () => {
    const chatId = await claimedChat(operator);
    await server.call('POST', '/logs/save', {
      token: operator.token,
      body: {
        chatId,
        log: {
          concerning: 'customer',
          category: 'hobbies',
          content: { group: 'hobby', groupValue: 'gardening', value: '' },
        },
      },
    });
    const live = await liveClient(server, operator.token);
    expect(await live.subscribe('s', 'chat.suggestions', { locale: 'nl', chatId })).toMatchObject({
      ok: true,
    });
    expect(await live.next('s')).toEqual([]);

    const answer = await regenerate(operator.token, requestFor(chatId));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: expect.any(String),
      messageId: `${chatId}-m1`,
      suggestion:
        'Hoi Test Customer! Goede vraag, daar vertel ik je graag meer over. Ik moest nog denken aan wat je me vertelde: Gardening. Kusjes, Test Profile',
      wantedImage: false,
      imageTags: [],
    });
    expect(await live.next('s')).toEqual([{ kind: 'added', row: answer.body.data }]);
    const stored = await server.handle.db
      .select()
      .from(suggestions)
      .where(eq(suggestions.chatId, chatId));
    expect(stored.map((row) => row.id)).toEqual([answer.body.data.id]);

    // Same chat, same input: the same text, stored as a new suggestion.
    const again = await regenerate(operator.token, requestFor(chatId));
    expect(again.body.data.suggestion).toBe(answer.body.data.suggestion);
    expect(again.body.data.id).not.toBe(answer.body.data.id);
    live.close();

    const later = await liveClient(server, operator.token);
    await later.subscribe('s2', 'chat.suggestions', { locale: 'nl', chatId });
    expect((await later.next('s2')).map((change) => change.kind)).toEqual(['added', 'added']);
    later.close();
  });

  it('asks for an image when the operator picked one', async () => {
    const chatId = await claimedChat(operator);
    const answer = await regenerate(
      operator.token,
      requestFor(chatId, { selectedImage: '61fd6579515b4c51395497c6eea4eea6', fullAI: true }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.wantedImage).toBe(true);
  });

  it('refuses a domain that does not enable suggestions', async () => {
    const chatId = await claimedChat(operator, { locale: 'gb', domain: 'chat-gb.demo.test' });
    const answer = await regenerate(
      operator.token,
      requestFor(chatId, { locale: 'gb', domain: 'chat-gb.demo.test' }),
    );
    expect(answer.status).toBe(403);
  });

  it.each([
    ['without the suggestions or beta role', ['CHAT_OPERATOR:NSFW']],
    ['who is an agent-only operator', ['CHAT_OPERATOR:AGENT_ONLY', 'CHAT_SUGGESTIONS']],
  ])('refuses an operator %s, even holding the claim', async (_case, roles) => {
    const holder = await createUser(server, roles, ['nl']);
    const chatId = await claimedChat(holder);
    expect((await regenerate(holder.token, requestFor(chatId))).status).toBe(403);
  });

  it.each(['stopped_conversation', 're_engagement'])(
    'refuses a chat started by the trigger %s',
    async (type) => {
      const chatId = await claimedChat(operator, { trigger: { type } });
      expect((await regenerate(operator.token, requestFor(chatId))).status).toBe(403);
    },
  );

  it('refuses an operator who does not hold the chat’s claim', async () => {
    const chatId = await insertWaitingChat(server.handle.db);
    expect((await regenerate(operator.token, requestFor(chatId))).status).toBe(403);
  });

  it('answers an unknown chat or message with 404', async () => {
    const chatId = await claimedChat(operator);
    expect((await regenerate(operator.token, requestFor('no-such-chat'))).status).toBe(404);
    const answer = await regenerate(operator.token, { ...requestFor(chatId), messageId: 'nope' });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['locale', { locale: 'de' }],
    ['domain', { domain: 'chat-nl.demo.test' }],
    ['locale', { locale: 'NL' }],
    ['domain', { domain: 'not a host' }],
    ['fullAI', { fullAI: 'yes' }],
  ])('answers bad input with 400 naming %s', async (field, extra) => {
    const chatId = await claimedChat(operator);
    const answer = await regenerate(operator.token, requestFor(chatId, extra));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(field);
  });
});
