import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../chats/test-support.js';
import type { FeedEvent } from '../live/feed.js';
import { diesAfterCommit, startTestServer, type TestServer } from '../test/harness.js';

// Two server processes on one database (cluster.test.ts): an admin edits the words through A,
// which dies right after each commit; B listens to the change feed. B can only learn of a change
// if its write announced it in its own transaction.

let a: TestServer;
let b: TestServer;
let admin: string;

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ sharing: a });
  admin = (await createUser(a, ['CHAT_ADMIN'], ['nl'])).token;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('abuse words announced with their transactions', () => {
  it('reach B, added, made redundant and removed through A that dies after each commit', async () => {
    const heard: string[] = [];
    const stop = b.deps.feed.subscribe(['abuse-words'], ({ locale, change }: FeedEvent) => {
      const word = change.kind === 'removed' ? change.id : (change.row as { value?: string }).value;
      heard.push(`${change.kind}:${locale || 'global'}:${word}`);
    });
    try {
      const call = (method: string, path: string, body?: unknown) =>
        diesAfterCommit(a, () => a.call(method, path, { token: admin, body }));
      const idOf = async (locale: string, value: string): Promise<string> => {
        const words = await b.call('GET', `/abuse-words?locale=${locale}`, { token: admin });
        return words.body.data.find((word: { value: string }) => word.value === value)?.id;
      };

      expect(
        (await call('POST', '/abuse-words', { value: 'pigeonpost', locale: 'nl' })).status,
      ).toBe(500);
      await expect.poll(() => heard).toEqual(['added:nl:pigeonpost']);
      const local = await idOf('nl', 'pigeonpost');

      // A global word of the same value makes the locale's redundant: both in one transaction.
      expect((await call('POST', '/abuse-words', { value: 'PigeonPost', locale: '' })).status).toBe(
        500,
      );
      await expect
        .poll(() => heard.slice(1))
        .toEqual([`removed:nl:${local}`, 'added:global:PigeonPost']);
      const global = await idOf('', 'PigeonPost');

      expect((await call('DELETE', `/abuse-words/${global}`)).status).toBe(500);
      await expect.poll(() => heard.slice(3)).toEqual([`removed:global:${global}`]);
    } finally {
      stop();
    }
  });
});
