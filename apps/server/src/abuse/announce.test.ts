import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { liveClients, type LiveClient } from '../chats/test-support.js';
import { flaggedItems } from '../db/schema.js';
import { diesAfterCommit, startTestServer, type TestServer } from '../test/harness.js';
import { abuseOnPokeChange } from './register.js';
import { createUser, insertFlagged } from './test-support.js';

// Two server processes on one database (cluster.test.ts): A makes the decisions and dies right
// after committing them; a reviewer's queue lives on B. B can only learn of them if each decision
// announced itself in its own transaction.

// Queue subscribers of the same geos share one list, read once: each test has a locale of its own,
// so that its subscriber reads the items the test wrote straight to the table.
const LOCALES = ['nl', 'de', 'fr', 'gb', 'es', 'it'];

let a: TestServer;
let b: TestServer;
let admin: { uid: string; token: string };
const onB = liveClients(() => b);

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ sharing: a });
  admin = await createUser(a, ['CHAT_ADMIN'], LOCALES);
});
afterAll(async () => {
  onB.closeAll();
  await b?.close();
  await a?.close();
});

const post = (path: string, body?: unknown) => a.call('POST', path, { token: admin.token, body });

/** A queue subscriber of `locale` on B, past the queue as it stands. */
async function queueOnB(locale: string): Promise<LiveClient> {
  const client = await onB.connect((await createUser(b, ['CHAT_ABUSE_CHECKER'], [locale])).token);
  expect((await client.subscribe('q', 'abuse.queue', {})).ok).toBe(true);
  await client.next('q');
  return client;
}

/** The changes B's subscriber hears until it has heard of every one of `ids`. */
async function changesOf(client: LiveClient, ids: readonly string[]) {
  const heard: { kind: string; id: string; status?: string }[] = [];
  const idOf = (change: { id?: string; row?: { id: string } }) => change.row?.id ?? change.id;
  while (!ids.every((id) => heard.some((change) => change.id === id))) {
    for (const change of await client.next('q')) {
      const row = 'row' in change ? (change.row as { abuse?: { status: string } }) : undefined;
      heard.push({ kind: change.kind, id: idOf(change) ?? '', status: row?.abuse?.status });
    }
  }
  return heard;
}

const statusesOf = async (ids: string[]) =>
  (
    await a.handle.db
      .select({ status: flaggedItems.status })
      .from(flaggedItems)
      .where(inArray(flaggedItems.id, ids))
  ).map((row) => row.status);

describe('an abuse decision announced with its transaction', () => {
  it('reaches a queue on B though A dies right after committing it', async () => {
    const [id = ''] = await insertFlagged(a, 1, { locale: 'nl' });
    const queue = await queueOnB('nl');
    expect((await post(`/abuse/items/${id}/claim`)).status).toBe(200);
    expect(await changesOf(queue, [id])).toEqual([{ kind: 'modified', id, status: 'claimed' }]);

    const marked = await diesAfterCommit(a, () =>
      post(`/abuse/items/${id}/mark`, { verdict: 'safe' }),
    );
    expect(marked.status).toBe(500);
    expect(await statusesOf([id])).toEqual(['safe']);
    expect(await changesOf(queue, [id])).toEqual([{ kind: 'removed', id }]);
  });

  it('brings a bulk decision and its undo to B, A dying after each', async () => {
    const ids = await insertFlagged(a, 2, { locale: 'de' });
    const queue = await queueOnB('de');
    const decided = await diesAfterCommit(a, () =>
      post('/abuse/bulk', { ids, verdict: 'abuse', reason: 'spam' }),
    );
    expect(decided.status).toBe(500);
    expect(await changesOf(queue, ids)).toEqual(ids.map((id) => ({ kind: 'removed', id })));

    // The answer that told the batch was lost with A: the batch is read from the items.
    const [row] = await a.handle.db
      .select({ batchId: flaggedItems.batchId })
      .from(flaggedItems)
      .where(eq(flaggedItems.id, ids[0] ?? ''));
    const undone = await diesAfterCommit(a, () => post(`/abuse/batches/${row?.batchId}/undo`));
    expect(undone.status).toBe(500);
    expect(await statusesOf(ids)).toEqual(['pending', 'pending']);
    expect(await changesOf(queue, ids)).toEqual(
      ids.map((id) => ({ kind: 'added', id, status: 'pending' })),
    );
  });

  it('brings an undone mark back as the undoer’s claim, and the item they moved on to, to B', async () => {
    const [first = '', second = ''] = await insertFlagged(a, 2, { locale: 'it' });
    const queue = await queueOnB('it');
    expect((await post('/abuse/next', { locales: ['it'] })).body.data.id).toBe(first);
    const marked = await post(`/abuse/items/${first}/mark`, { verdict: 'abuse' });
    expect((await post('/abuse/next', { locales: ['it'] })).body.data.id).toBe(second);
    await changesOf(queue, [first, second]);

    const undone = await diesAfterCommit(a, () =>
      post(`/abuse/batches/${marked.body.data.batchId}/undo`),
    );
    expect(undone.status).toBe(500);
    expect((await statusesOf([first, second])).sort()).toEqual(['claimed', 'claimed']);
    const heard = await changesOf(queue, [first, second]);
    expect(heard).toEqual(
      expect.arrayContaining([
        { kind: 'added', id: first, status: 'claimed' },
        { kind: 'modified', id: second, status: 'claimed' },
      ]),
    );
  });
});

describe('a poke written or removed, and the abuse queue, in one transaction', () => {
  const poke = (id: string, status: string | null = null) =>
    ({ id, abuse: status ? { status } : null }) as unknown as Poke;
  const pokeWrite = (work: Parameters<TestServer['deps']['feed']['write']>[1]) =>
    a.deps.feed.write(a.handle.db, work);

  it('drops a removed poke’s flag with the poke and tells B, though A dies after the commit', async () => {
    const [id = ''] = await insertFlagged(a, 1, { kind: 'poke', locale: 'fr' });
    const queue = await queueOnB('fr');
    await expect(
      diesAfterCommit(a, () =>
        pokeWrite((tx, announce) =>
          abuseOnPokeChange(tx, announce, 'tenant-demo', { kind: 'removed', poke: poke(id) }),
        ),
      ),
    ).rejects.toThrow('died right after a commit');
    expect(await statusesOf([id])).toEqual([]);
    expect(await changesOf(queue, [id])).toEqual([{ kind: 'removed', id }]);
  });

  it('keeps the flag, and says nothing, when the poke’s write rolls back', async () => {
    const [kept = '', dropped = ''] = await insertFlagged(a, 2, { kind: 'poke', locale: 'gb' });
    const queue = await queueOnB('gb');
    await expect(
      pokeWrite(async (tx, announce) => {
        await abuseOnPokeChange(tx, announce, 'tenant-demo', { kind: 'removed', poke: poke(kept) });
        throw new Error('the poke’s write failed');
      }),
    ).rejects.toThrow('the poke’s write failed');
    expect(await statusesOf([kept])).toEqual(['pending']);
    // Announcements arrive in commit order: the next one B hears is the next commit's.
    await pokeWrite((tx, announce) =>
      abuseOnPokeChange(tx, announce, 'tenant-demo', { kind: 'removed', poke: poke(dropped) }),
    );
    expect(await changesOf(queue, [dropped])).toEqual([{ kind: 'removed', id: dropped }]);
  });

  it('announces a held poke’s item as flagged, read in the poke’s transaction', async () => {
    const [id = ''] = await insertFlagged(a, 1, { kind: 'poke', locale: 'es' });
    const queue = await queueOnB('es');
    await expect(
      diesAfterCommit(a, () =>
        pokeWrite((tx, announce) =>
          abuseOnPokeChange(tx, announce, 'tenant-demo', {
            kind: 'modified',
            poke: poke(id, 'pending'),
          }),
        ),
      ),
    ).rejects.toThrow('died right after a commit');
    expect(await changesOf(queue, [id])).toEqual([{ kind: 'modified', id, status: 'pending' }]);
  });
});
