// Issue #11: a claim whose user read the auth cache does not hold reads the user in the claim
// statement itself (one round trip to the database), and claims only as the user is now.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chats, revokedSessions, users } from '../db/schema.js';
import { TENANT_HEADER } from '../http/middleware.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser } from './test-support.js';

// A locale of its own, which the demo seed never uses: the chats here are this file's.
const LOCALE = 'sv';
const DOMAIN = 'flirt-nl.demo.test';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const claim = (token: string, id: string, headers?: Record<string, string>) =>
  server.call('POST', `/chats/${id}/claim`, { token, body: { domain: DOMAIN }, headers });
const holderOf = async (id: string) =>
  (await server.handle.db.select().from(chats).where(eq(chats.id, id)))[0]?.claimedBy;
const operator = () => createUser(server, ['CHAT_OPERATOR:NSFW'], [LOCALE]);
const waitingChat = () => insertWaitingChat(server.handle.db, { locale: LOCALE });

/** The SQL texts the database client runs until `stop` is called. */
function recordStatements(): { texts: string[]; stop: () => void } {
  // The driver's client under drizzle: PGlite, or the pg pool.
  const client = (server.handle.db as unknown as { $client: unknown }).$client as {
    query: (...args: unknown[]) => unknown;
  };
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    texts.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return { texts, stop: () => (client.query = original) };
}

describe('a claim by a user the auth cache does not hold', () => {
  it('checks the user in the claim statement: one statement, no separate user read', async () => {
    const op = await operator();
    const id = await waitingChat();
    const reads = vi.spyOn(server.deps.auth, 'readAuthStates');
    const statements = recordStatements();
    const answer = await claim(op.token, id);
    statements.stop();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, claimedBy: op.uid });
    expect(reads).not.toHaveBeenCalled();
    const readingUsers = statements.texts.filter((text) => text.includes('"users"'));
    expect(readingUsers).toHaveLength(1);
    expect(readingUsers[0]).toMatch(/update "chats"/);
    // The statement checked the user against the token and read nothing out for the auth
    // cache: the next request of this user reads them once.
    expect((await server.call('GET', '/chats/claimed', { token: op.token })).status).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('refuses a user disabled straight in the database and leaves the chat waiting', async () => {
    const op = await operator();
    const id = await waitingChat();
    await server.handle.db.update(users).set({ disabled: true }).where(eq(users.uid, op.uid));
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('auth/user-disabled');
    expect(await holderOf(id)).toBeNull();
  });

  it('refuses the token of a revoked session and leaves the chat waiting', async () => {
    const op = await operator();
    const id = await waitingChat();
    const { sid } = await server.deps.auth.verifyToken(op.token);
    expect(sid).not.toBeNull();
    await server.handle.db.insert(revokedSessions).values({
      sid: sid!,
      userUid: op.uid,
      revokedAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('auth/user-token-expired');
    expect(await holderOf(id)).toBeNull();
  });

  it('claims by the roles the user has now, not those of the token', async () => {
    const op = await operator();
    const id = await waitingChat();
    await server.handle.db
      .update(users)
      .set({ roles: ['CHAT_OPERATOR:SFW'] })
      .where(eq(users.uid, op.uid));
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(
      'Your roles do not allow claiming chats in the NSFW pool.',
    );
    expect(await holderOf(id)).toBeNull();
  });

  it('refuses a user whose roles no longer allow claiming at all', async () => {
    const op = await operator();
    const id = await waitingChat();
    await server.handle.db
      .update(users)
      .set({ roles: ['Poker'] })
      .where(eq(users.uid, op.uid));
    expect((await claim(op.token, id)).status).toBe(403);
    expect(await holderOf(id)).toBeNull();
  });

  it('claims by the geos the user has now, not those of the token', async () => {
    const op = await operator();
    const id = await waitingChat();
    await server.handle.db
      .update(users)
      .set({ geos: ['de'] })
      .where(eq(users.uid, op.uid));
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(`No access to locale ${LOCALE}.`);
    expect(await holderOf(id)).toBeNull();
  });

  it('claims for a user given a claiming role after the token was issued', async () => {
    const op = await createUser(server, ['Poker'], [LOCALE]);
    const id = await waitingChat();
    await server.handle.db
      .update(users)
      .set({ roles: ['CHAT_OPERATOR:NSFW'] })
      .where(eq(users.uid, op.uid));
    const answer = await claim(op.token, id);
    expect(answer.status).toBe(200);
    expect(await holderOf(id)).toBe(op.uid);
  });

  it('refuses a tenant alias header of another tenant and leaves the chat waiting', async () => {
    const op = await operator();
    const id = await waitingChat();
    const answer = await claim(op.token, id, { [TENANT_HEADER]: 'some-other-tenant' });
    expect(answer.status).toBe(403);
    expect(await holderOf(id)).toBeNull();
  });

  it('answers an unknown chat with 404 without reading the user apart', async () => {
    const op = await operator();
    const reads = vi.spyOn(server.deps.auth, 'readAuthStates');
    const answer = await claim(op.token, 'no-such-chat');
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('No such chat.');
    expect(reads).not.toHaveBeenCalled();
  });
});
