import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, liveClients } from '../chats/test-support.js';
import { diesAfterCommit, startTestServer, type TestServer } from '../test/harness.js';

// Two server processes on one database (cluster.test.ts): an admin posts through A, which dies
// right after each commit; an operator's banner lives on B. B can only learn of the notification
// if its write announced it in its own transaction.

let a: TestServer;
let b: TestServer;
let admin: string;
const onB = liveClients(() => b);

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ sharing: a });
  admin = (await createUser(a, ['CHAT_ADMIN'], ['nl'])).token;
});
afterAll(async () => {
  onB.closeAll();
  await b?.close();
  await a?.close();
});

describe('a system notification announced with its transaction', () => {
  it('reaches an operator on B, posted and disabled through A that dies after each commit', async () => {
    const operator = await onB.connect((await createUser(b, ['CHAT_OPERATOR:NSFW'], ['nl'])).token);
    expect((await operator.subscribe('n', 'system-notification', {})).ok).toBe(true);
    await operator.next('n');

    const posted = await diesAfterCommit(a, () =>
      a.call('POST', '/system-notifications', {
        token: admin,
        body: { message: 'Deploy at noon', type: 'warning' },
      }),
    );
    expect(posted.status).toBe(500);
    const [added] = await operator.next('n');
    expect(added).toEqual({
      kind: 'added',
      row: expect.objectContaining({ message: 'Deploy at noon', showUntilAt: null }),
    });
    const id = added && 'row' in added ? added.row.id : '';

    const disabled = await diesAfterCommit(a, () =>
      a.call('POST', `/system-notifications/${id}/disable`, { token: admin }),
    );
    expect(disabled.status).toBe(500);
    expect(await operator.next('n')).toEqual([
      {
        kind: 'modified',
        row: expect.objectContaining({ id, showUntilAt: expect.any(String) }),
      },
    ]);
  });
});
