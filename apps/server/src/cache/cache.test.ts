import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CacheEntryResponse,
  CacheKeysResponse,
  ConnectedOperatorsByPool,
  OperatorPoolsResponse,
} from '@switchboard/domain';
import { users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import {
  connectSocket,
  OTHER_ADMIN,
  OTHER_OPERATOR,
  seedOtherTenant,
} from '../users/test-support.js';

let server: TestServer;
let admin: string;
let otherAdmin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedOtherTenant(server);
  // Totp works nl only, so the pools of nl and de differ.
  await server.handle.db
    .update(users)
    .set({ geos: ['nl'] })
    .where(eq(users.uid, 'demo-totp'));
  admin = (await server.signIn('admin@demo.test')).idToken;
  otherAdmin = (await server.signIn(OTHER_ADMIN)).idToken;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const enc = encodeURIComponent;

async function keys(pattern: string, token = admin): Promise<string[]> {
  const res = await server.call('GET', `/redis/keys/${enc(pattern)}`, { token });
  expect(res.status).toBe(200);
  return CacheKeysResponse.parse(res.body).data;
}

async function pools(geo: string, tenant = 'demo'): Promise<ConnectedOperatorsByPool> {
  const res = await server.call('GET', `/redis/pools/geo/${geo}/tenant/${tenant}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return OperatorPoolsResponse.parse(res.body).data;
}

const ids = (pool: { operators: { id: string }[] }) => pool.operators.map((o) => o.id).sort();

async function connect(email: string): Promise<Socket> {
  const socket = await connectSocket(server.url, (await server.signIn(email)).idToken);
  sockets.push(socket);
  return socket;
}

describe('operator pools from presence', () => {
  it('are written per geo as operators connect and rewritten as they leave', async () => {
    const operator = await connect('operator@demo.test');
    const totp = await connect('totp@demo.test');
    await connect(OTHER_OPERATOR);
    await vi.waitFor(async () =>
      expect(ids((await pools('nl')).NSFW)).toEqual(['demo-operator', 'demo-totp']),
    );
    expect(await keys('pools:*')).toEqual([
      'pools:tenant-demo:de',
      'pools:tenant-demo:gb',
      'pools:tenant-demo:nl',
    ]);
    const de = await pools('de', 'tenant-demo');
    expect(ids(de.NSFW)).toEqual(['demo-operator']);
    expect(ids(de.SFW)).toEqual(['demo-operator']);
    expect(de.AGENT_ONLY.operators).toEqual([]);
    expect(JSON.parse(de.NSFW.operators[0]?.geos ?? '')).toEqual(['nl', 'de', 'gb']);

    const value = await server.call('GET', `/redis/values/${enc('pools:tenant-demo:nl')}`, {
      token: admin,
    });
    const entry = CacheEntryResponse.parse(value.body).data;
    expect(entry.ttlMs).toBeNull();
    expect(ids(ConnectedOperatorsByPool.parse(JSON.parse(entry.value)).NSFW)).toEqual([
      'demo-operator',
      'demo-totp',
    ]);

    operator.disconnect();
    await vi.waitFor(async () => expect(await keys('pools:*')).toEqual(['pools:tenant-demo:nl']));
    expect(ids((await pools('nl')).NSFW)).toEqual(['demo-totp']);
    // A geo nobody works any more answers empty pools.
    expect((await pools('de')).NSFW.operators).toEqual([]);
    totp.disconnect();
    await vi.waitFor(async () => expect(await keys('*')).toEqual([]));
  });
});

describe('tenants', () => {
  it('see only their own keys and pools', async () => {
    await connect('mfa@demo.test');
    await vi.waitFor(async () => expect(await keys('*')).toHaveLength(3));
    expect(await keys('*', otherAdmin)).toEqual(['pools:tenant-other:nl']);
    expect(
      (
        await server.call('GET', `/redis/values/${enc('pools:tenant-demo:nl')}`, {
          token: otherAdmin,
        })
      ).status,
    ).toBe(404);
    for (const tenant of ['other', 'tenant-other']) {
      const res = await server.call('GET', `/redis/pools/geo/nl/tenant/${tenant}`, {
        token: admin,
      });
      expect(res.status).toBe(403);
    }
    const flushed = await server.call('DELETE', '/redis/cache', { token: otherAdmin });
    expect(flushed.body.data).toEqual({ deleted: 1 });
    expect(await keys('*')).toHaveLength(3);
  });
});

describe('deleting keys', () => {
  it('by pattern, by exact key and all of the tenant’s, counting what went', async () => {
    await vi.waitFor(async () => expect(await keys('*')).toHaveLength(3));
    const byPattern = await server.call('DELETE', `/redis/keys/${enc('pools:*:nl')}`, {
      token: admin,
    });
    expect(byPattern.body.data).toEqual({ deleted: 1 });
    const exact = await server.call('DELETE', `/redis/key?key=${enc('pools:tenant-demo:de')}`, {
      token: admin,
    });
    expect(exact.body.data).toEqual({ deleted: 1 });
    const glob = await server.call('DELETE', `/redis/key?key=${enc('*')}`, { token: admin });
    expect(glob.body.data).toEqual({ deleted: 0 });
    expect(await keys('*')).toEqual(['pools:tenant-demo:gb']);
    const flushed = await server.call('DELETE', '/redis/cache', { token: admin });
    expect(flushed.body.data).toEqual({ deleted: 1 });
    expect(await keys('*')).toEqual([]);
  });
});

describe('roles and input', () => {
  it('lets developers read and delete (the /debug tools), and refuses other roles', async () => {
    const developer = (await server.signIn('developer@demo.test')).idToken;
    expect(Array.isArray(await keys('*', developer))).toBe(true);
    expect(
      (await server.call('GET', '/redis/pools/geo/nl/tenant/demo', { token: developer })).status,
    ).toBe(200);
    expect(
      (await server.call('DELETE', `/redis/keys/${enc('nothing-here-*')}`, { token: developer }))
        .status,
    ).toBe(200);
    const manager = (await server.signIn('manager@demo.test')).idToken;
    expect((await server.call('DELETE', '/redis/cache', { token: manager })).status).toBe(403);
    expect((await server.call('GET', '/redis/keys/x', { token: manager })).status).toBe(403);
    expect((await server.call('GET', '/redis/keys/x')).status).toBe(401);
  });

  it('answers 404 for a missing key and 400 naming a bad field', async () => {
    const missing = await server.call('GET', `/redis/values/${enc('a/b')}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No key "a/b".');
    // admin@demo.test works nl, de and gb.
    const outside = await server.call('GET', '/redis/pools/geo/fr/tenant/demo', { token: admin });
    expect(outside.status).toBe(403);
    expect(outside.body.error.message).toBe('No access to locale fr.');
    const geo = await server.call('GET', '/redis/pools/geo/dutch/tenant/demo', { token: admin });
    expect(geo.status).toBe(400);
    expect(geo.body.error.issues[0].field).toBe('geo');
    // A reversed class range is a pattern like any other (it once threw out of the regex).
    for (const method of ['GET', 'DELETE']) {
      const reversed = await server.call(method, `/redis/keys/${enc('none[z-a]*')}`, {
        token: admin,
      });
      expect(reversed.status).toBe(200);
    }
    const noKey = await server.call('DELETE', '/redis/key', { token: admin });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.issues[0].field).toBe('key');
  });
});
