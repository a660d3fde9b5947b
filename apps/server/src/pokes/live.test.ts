import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { liveClients } from '../chats/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { addAudience, addTestSites, demoProfile, SITE_A, SITE_B } from './test-support.js';

let server: TestServer;
let poker: string;
let profile: { id: string; uuid: string; name: string };
const live = liveClients(() => server);

beforeAll(async () => {
  server = await startTestServer();
  poker = await server.tokenFor('demo-poker');
  profile = await demoProfile(server);
  await addTestSites(server);
  await addAudience(server, [SITE_A, SITE_B]);
});
afterEach(() => live.closeAll());
afterAll(async () => {
  await server?.close();
});

const body = (fields: Record<string, unknown> = {}) => ({
  agent: { id: 'x', name: 'x' },
  domains: [SITE_A],
  locale: 'nl',
  scheduled: new Date(server.now().getTime() + 3_600_000).toISOString(),
  message: { content: 'Hoi', messageLength: 3 },
  profile: { id: profile.id, name: profile.name, uuid: profile.uuid },
  filters: {},
  ...fields,
});

describe('live query poke {locale, pokeId}', () => {
  it('sends the poke and its follow-ups, then their changes and removals', async () => {
    const created = await server.call('POST', '/pokes/nl', { token: poker, body: body() });
    const poke = created.body.data as Poke;
    const client = await live.connect(poker);
    expect(await client.subscribe('p', 'poke', { locale: 'nl', pokeId: poke.id })).toMatchObject({
      ok: true,
    });
    expect(await client.next('p')).toEqual([{ kind: 'added', row: poke }]);

    const followUp = await server.call('POST', '/pokes/nl', {
      token: poker,
      body: body({ strategy: 'follow-up', followUp: { parentId: poke.id, index: 0 } }),
    });
    expect(await client.next('p')).toEqual([{ kind: 'added', row: followUp.body.data }]);

    const added = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: 'count-b.demo.test' },
    });
    expect(await client.next('p')).toEqual([{ kind: 'modified', row: added.body.data }]);

    await server.call('DELETE', `/pokes/nl/${poke.id}`, { token: poker });
    const removed = [...(await client.next('p')), ...(await client.next('p'))];
    expect(removed).toEqual([
      { kind: 'removed', id: poke.id },
      { kind: 'removed', id: followUp.body.data.id },
    ]);
  });

  it('reaches a watcher on another process even when this one dies right after each commit', async () => {
    const other = await startTestServer({ sharing: server });
    const onOther = liveClients(() => other);
    try {
      const created = await server.call('POST', '/pokes/nl', { token: poker, body: body() });
      const poke = created.body.data as Poke;
      const client = await onOther.connect(await other.tokenFor('demo-poker'));
      expect(await client.subscribe('p', 'poke', { locale: 'nl', pokeId: poke.id })).toMatchObject({
        ok: true,
      });
      await client.next('p');
      server.dieAfterCommit(true);
      const followUp = await server.call('POST', '/pokes/nl', {
        token: poker,
        body: body({ strategy: 'follow-up', followUp: { parentId: poke.id, index: 0 } }),
      });
      expect(followUp.status).toBe(500);
      const [added] = await client.next('p');
      expect(added).toMatchObject({ kind: 'added', row: { followUp: { parentId: poke.id } } });
      const followUpId = added?.kind === 'added' ? added.row.id : '';
      const cancelled = await server.call('POST', `/pokes/nl/${poke.id}/cancel`, { token: poker });
      expect(cancelled.status).toBe(500);
      expect([...(await client.next('p')), ...(await client.next('p'))]).toEqual([
        { kind: 'modified', row: expect.objectContaining({ id: poke.id, status: 'cancelled' }) },
        {
          kind: 'modified',
          row: expect.objectContaining({ id: followUpId, status: 'cancelled' }),
        },
      ]);
      await server.call('DELETE', `/pokes/nl/${poke.id}`, { token: poker });
      expect([...(await client.next('p')), ...(await client.next('p'))]).toEqual([
        { kind: 'removed', id: poke.id },
        { kind: 'removed', id: followUpId },
      ]);
    } finally {
      server.dieAfterCommit(false);
      onOther.closeAll();
      await other.close();
    }
  });

  it('refuses other roles and other geos', async () => {
    const operator = await live.connect(await server.tokenFor('demo-operator'));
    expect(await operator.subscribe('p', 'poke', { locale: 'nl', pokeId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    const client = await live.connect(poker);
    expect(await client.subscribe('p', 'poke', { locale: 'fr', pokeId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
  });
});
