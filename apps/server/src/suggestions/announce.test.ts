import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, liveClients } from '../chats/test-support.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { diesAfterCommit, startTestServer, type TestServer } from '../test/harness.js';

// Two server processes on one database (cluster.test.ts): the operator asks A for a suggestion,
// and A dies right after storing it; the operator's chat screen lives on B. B can only learn of
// the suggestion if its write announced it in its own transaction.

let a: TestServer;
let b: TestServer;
const onB = liveClients(() => b);

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ sharing: a });
});
afterAll(async () => {
  onB.closeAll();
  await b?.close();
  await a?.close();
});

describe('a suggestion announced with its transaction', () => {
  it('reaches the chat’s suggestions on B though A dies right after storing it', async () => {
    const operator = await createUser(a, ['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'], ['nl']);
    const chatId = await insertWaitingChat(a.handle.db, {
      claimedBy: operator.uid,
      claimExpiresAt: new Date(a.now().getTime() + 120_000),
    });
    const screen = await onB.connect(operator.token);
    const ack = await screen.subscribe('s', 'chat.suggestions', { locale: 'nl', chatId });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect(await screen.next('s')).toEqual([]);

    const answer = await diesAfterCommit(a, () =>
      a.call('POST', '/suggestions/reGenerate', {
        token: operator.token,
        body: { chatId, messageId: `${chatId}-m1`, domain: 'flirt-nl.demo.test', locale: 'nl' },
      }),
    );
    expect(answer.status).toBe(500);
    expect(await screen.next('s')).toEqual([
      {
        kind: 'added',
        row: expect.objectContaining({ messageId: `${chatId}-m1`, suggestion: expect.any(String) }),
      },
    ]);
  });
});
