import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Poke } from '@switchboard/domain';
import { createUser, liveClients } from '../chats/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import {
  addAudience,
  addFrenchProfile,
  addTestSites,
  demoProfile,
  SITE_A,
  SITE_FR,
} from './test-support.js';

let server: TestServer;
let poker: string;
let profile: { id: string; uuid: string; name: string };
let frenchProfile: { id: string; uuid: string; name: string };
const live = liveClients(() => server);
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  poker = await server.tokenFor('demo-poker');
  profile = await demoProfile(server);
  await addTestSites(server);
  await addAudience(server, [SITE_A, SITE_FR]);
  frenchProfile = await addFrenchProfile(server);
});
afterEach(() => live.closeAll());
afterAll(async () => {
  await server?.close();
});

const at = (offsetMs: number) => new Date(server.now().getTime() + offsetMs).toISOString();

const body = (fields: Record<string, unknown> = {}) => ({
  agent: { id: 'x', name: 'x' },
  domains: [SITE_A],
  locale: 'nl',
  scheduled: at(HOUR),
  message: { content: 'Hoi', messageLength: 3 },
  profile: { id: profile.id, name: profile.name, uuid: profile.uuid },
  filters: {},
  ...fields,
});

async function create(token: string, locale: string, fields: Record<string, unknown> = {}) {
  const answer = await server.call('POST', `/pokes/${locale}`, {
    token,
    body: body({ locale, ...fields }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Poke;
}

describe('live query pokes.window {locales, start, end}', () => {
  it('sends the pokes of the window with `late`, then each change, and a poke leaving it', async () => {
    const window = { locales: ['nl'], start: at(-HOUR), end: at(6 * HOUR) };
    const before = await create(poker, 'nl');
    const outside = await create(poker, 'nl', { scheduled: at(30 * HOUR) });
    const client = await live.connect(poker);
    expect(await client.subscribe('w', 'pokes.window', window)).toMatchObject({ ok: true });
    const first = await client.next('w');
    expect(first).toContainEqual({ kind: 'added', row: { ...before, late: false } });
    expect(first.some((change) => 'row' in change && change.row.id === outside.id)).toBe(false);

    const made = await create(poker, 'nl', { scheduled: at(2 * HOUR) });
    expect(await client.next('w')).toEqual([{ kind: 'added', row: { ...made, late: false } }]);

    const cancelled = await server.call('POST', `/pokes/nl/${made.id}/cancel`, { token: poker });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await client.next('w')).toEqual([
      { kind: 'modified', row: { ...cancelled.body.data, late: false } },
    ]);

    await server.call('DELETE', `/pokes/nl/${before.id}`, { token: poker });
    expect(await client.next('w')).toEqual([{ kind: 'removed', id: before.id }]);
  });

  it('marks a poke found past the grace time late, and no longer once a poker decided', async () => {
    const start = at(-HOUR);
    const poke = await create(poker, 'nl', { scheduled: at(5 * 60_000) });
    const client = await live.connect(poker);
    const window = { locales: ['nl'], start, end: at(HOUR) };
    expect(await client.subscribe('w', 'pokes.window', window)).toMatchObject({ ok: true });
    expect(await client.next('w')).toContainEqual({ kind: 'added', row: { ...poke, late: false } });
    // Found 21 minutes after its time: past the 15 minutes of grace, it waits for a poker.
    server.advance(26 * 60_000);
    await server.deps.dispatcher.drain();
    expect(await client.next('w')).toEqual([
      { kind: 'modified', row: expect.objectContaining({ id: poke.id, late: true }) },
    ]);
    const cancelled = await server.call('POST', `/pokes/nl/${poke.id}/cancel`, { token: poker });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await client.next('w')).toEqual([
      {
        kind: 'modified',
        row: expect.objectContaining({ id: poke.id, status: 'cancelled', late: false }),
      },
    ]);
  });

  it('never sends a poke of a geo the subscriber did not ask for', async () => {
    const both = await createUser(server, ['CHAT_POKER'], ['nl', 'fr']);
    const client = await live.connect(poker);
    const window = { locales: ['nl'], start: at(-HOUR), end: at(50 * HOUR) };
    expect(await client.subscribe('w', 'pokes.window', window)).toMatchObject({ ok: true });
    await client.next('w');
    const french = await create(both.token, 'fr', {
      domains: [SITE_FR],
      profile: { id: frenchProfile.id, name: frenchProfile.name, uuid: frenchProfile.uuid },
    });
    const dutch = await create(both.token, 'nl');
    // Changes come in order: the Dutch poke's is the next one, the French one never came.
    expect(await client.next('w')).toEqual([{ kind: 'added', row: { ...dutch, late: false } }]);
    expect(client.pending('w')).toEqual([]);
    // Someone of both geos asking for both sees it.
    const wide = await live.connect(both.token);
    const all = { ...window, locales: ['nl', 'fr'] };
    expect(await wide.subscribe('w', 'pokes.window', all)).toMatchObject({ ok: true });
    const rows = await wide.next('w');
    expect(rows).toContainEqual({ kind: 'added', row: { ...french, late: false } });
  });

  it('refuses other roles, other geos and a window that ends before it starts', async () => {
    const window = { locales: ['nl'], start: at(0), end: at(HOUR) };
    const operator = await live.connect(await server.tokenFor('demo-operator'));
    expect(await operator.subscribe('w', 'pokes.window', window)).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
    const client = await live.connect(poker);
    expect(
      await client.subscribe('w', 'pokes.window', { ...window, locales: ['nl', 'fr'] }),
    ).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    const inverted = await client.subscribe('x', 'pokes.window', {
      ...window,
      start: window.end,
      end: window.start,
    });
    expect(inverted).toMatchObject({ ok: false });
    expect(JSON.stringify(inverted)).toContain('cannot be before its start');
  });

  it('shares one source between subscribers of the same window', async () => {
    const window = { locales: ['nl'], start: at(0), end: at(HOUR / 2) };
    const before = server.liveHub.stats.queries;
    const a = await live.connect(poker);
    const b = await live.connect(await server.tokenFor('demo-admin'));
    expect(await a.subscribe('w', 'pokes.window', window)).toMatchObject({ ok: true });
    expect(await b.subscribe('w', 'pokes.window', window)).toMatchObject({ ok: true });
    expect(server.liveHub.stats.queries).toBe(before + 1);
  });
});
