import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, liveClients } from '../chats/test-support.js';
import { diesAfterCommit, startTestServer, type TestServer } from '../test/harness.js';

// Two server processes on one database (cluster.test.ts): a manager edits Notices through A, which
// dies right after each commit; an operator's announcements live on B. B can only learn of each
// change if its write announced it in its own transaction.

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

/** Calls A as a process that dies right after its commit: the call fails, its write stands. */
async function throughDyingA(method: string, path: string, body?: unknown): Promise<void> {
  const answer = await diesAfterCommit(a, () => a.call(method, path, { token: admin, body }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(500);
}

describe('announcements announced with their transactions', () => {
  it('reach an operator on B, every edit made through A that dies after each commit', async () => {
    const operator = await onB.connect((await createUser(b, ['CHAT_OPERATOR:NSFW'], ['nl'])).token);
    expect((await operator.subscribe('n', 'announcements', { locales: ['nl'] })).ok).toBe(true);
    await operator.next('n');
    const idOf = (changes: Awaited<ReturnType<typeof operator.next>>) =>
      changes[0] && 'row' in changes[0] ? changes[0].row.id : '';

    await throughDyingA('POST', '/announcement-topics', { locale: 'nl', title: 'Shifts' });
    const topicAdded = await operator.next('n');
    expect(topicAdded).toEqual([
      { kind: 'added', row: expect.objectContaining({ kind: 'topic', title: 'Shifts' }) },
    ]);
    const topicId = idOf(topicAdded);

    await throughDyingA('POST', '/announcements', { topicId, message: 'Night shift at 22:00' });
    const added = await operator.next('n');
    expect(added).toEqual([
      { kind: 'added', row: expect.objectContaining({ message: 'Night shift at 22:00' }) },
    ]);
    const id = idOf(added);

    await throughDyingA('PATCH', `/announcements/${id}`, { message: 'Night shift at 23:00' });
    expect(await operator.next('n')).toEqual([
      { kind: 'modified', row: expect.objectContaining({ id, message: 'Night shift at 23:00' }) },
    ]);
    await throughDyingA('PATCH', `/announcement-topics/${topicId}`, { emoji: '🌙' });
    expect(await operator.next('n')).toEqual([
      { kind: 'modified', row: expect.objectContaining({ id: topicId, emoji: '🌙' }) },
    ]);

    await throughDyingA('DELETE', `/announcements/${id}`);
    expect(await operator.next('n')).toEqual([{ kind: 'removed', id }]);
    await throughDyingA('POST', '/announcements', { topicId, message: 'Day shift' });
    const other = idOf(await operator.next('n'));
    await throughDyingA('DELETE', `/announcement-topics/${topicId}`);
    // One transaction, two changes: in one batch or two.
    const removed = await operator.next('n');
    if (removed.length < 2) removed.push(...(await operator.next('n')));
    expect(removed).toEqual([
      { kind: 'removed', id: other },
      { kind: 'removed', id: topicId },
    ]);
  });
});
