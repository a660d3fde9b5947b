import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLatestResponse, AuditPage, type AuditEntry } from '@switchboard/domain';
import { staffActions } from '../db/schema.js';
import { createUser } from '../chats/test-support.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { OTHER_ADMIN, OTHER_TENANT, seedOtherTenant } from '../users/test-support.js';
import { expectCall } from './test-support.js';

let server: TestServer;
let admin: string;
let second: { uid: string; token: string };
let startedAt: string;
let middle: string;

const PASSWORD = 'read-test-secret-password';

beforeAll(async () => {
  server = await startTestServer();
  await seedOtherTenant(server);
  admin = await server.tokenFor('demo-admin');
  second = await createUser(server, ['CHAT_ADMIN'], ['nl']);
  startedAt = server.now().toISOString();
  // Three words by the demo admin, then, a minute later, a deletion and an account by another.
  for (const value of ['read one', 'read two', 'read three']) {
    await expectCall(server, 201, 'POST', '/abuse-words', {
      token: admin,
      headers: { 'X-Request-Id': `read-${value.replace(' ', '-')}` },
      body: { value, locale: 'nl' },
    });
  }
  server.advance(60_000);
  middle = server.now().toISOString();
  await expectCall(server, 200, 'DELETE', '/redis/keys/read*', { token: second.token });
  await expectCall(server, 201, 'POST', '/users', {
    token: second.token,
    body: { email: 'read@demo.test', password: PASSWORD, roles: [], geos: ['nl'] },
  });
});
afterAll(() => server.close());

async function read(query = '', token = admin): Promise<AuditPage> {
  return AuditPage.parse(await expectCall(server, 200, 'GET', `/audit${query}`, { token }));
}

describe('GET /audit', () => {
  it('answers admins only, each their own tenant’s record', async () => {
    expect((await server.call('GET', '/audit')).status).toBe(401);
    const operator = await server.tokenFor('demo-operator');
    expect((await server.call('GET', '/audit', { token: operator })).status).toBe(403);
    const manager = await server.tokenFor('demo-manager');
    expect((await server.call('GET', '/audit', { token: manager })).status).toBe(403);
    const other = (await server.signIn(OTHER_ADMIN)).idToken;
    expect(await read('', other)).toEqual({ data: [], nextCursor: null });
  });

  it('lists newest first, each entry with its actor by name and its request id', async () => {
    const { data, nextCursor } = await read();
    expect(nextCursor).toBeNull();
    expect(data.map((entry) => entry.kind)).toEqual([
      'user.create',
      'cache.delete',
      'abuse-word.create',
      'abuse-word.create',
      'abuse-word.create',
    ]);
    expect(data[0]!.actor).toEqual({ uid: second.uid, name: `Test ${second.uid}` });
    expect(data[4]).toMatchObject({
      actor: { uid: 'demo-admin', name: 'Ada Admin' },
      record: { type: 'abuse-word', label: 'read one' },
      after: { value: 'read one', locale: 'nl' },
      requestId: 'read-read-one',
    });
    expect(JSON.stringify(data)).not.toContain(PASSWORD);
  });

  it('filters by actor (uid, part of a name or email), kind, record and period', async () => {
    const kinds = async (query: string) => (await read(query)).data.map((e) => e.kind);
    expect(await kinds(`?actor=${second.uid}`)).toEqual(['user.create', 'cache.delete']);
    expect(await kinds('?actor=ada')).toHaveLength(3);
    expect(await kinds('?actor=admin%40demo')).toHaveLength(3);
    expect(await kinds('?actor=nobody-at-all')).toEqual([]);
    // `%` is a letter here, not a wildcard.
    expect(await kinds('?actor=%25')).toEqual([]);
    expect(await kinds('?kind=cache.delete')).toEqual(['cache.delete']);
    const word = (await read('?kind=abuse-word.create&limit=1')).data[0]!;
    const history = await read(`?recordType=abuse-word&recordId=${word.record.id}`);
    expect(history.data.map((e) => e.id)).toEqual([word.id]);
    expect(await kinds(`?from=${encodeURIComponent(middle)}`)).toEqual([
      'user.create',
      'cache.delete',
    ]);
    const before = encodeURIComponent(new Date(Date.parse(middle) - 1).toISOString());
    expect(await kinds(`?from=${encodeURIComponent(startedAt)}&to=${before}`)).toHaveLength(3);
  });

  it('pages by cursor through every entry once, in the same order', async () => {
    const all = (await read()).data;
    const seen: AuditEntry[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: AuditPage = await read(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.nextCursor;
    }
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?kind=user.explode', 'kind'],
      ['?recordType=planet', 'recordType'],
      ['?limit=201', 'limit'],
      ['?from=yesterday', 'from'],
      ['?cursor=not-a-cursor', 'cursor'],
    ] as const) {
      const body = await expectCall(server, 400, 'GET', `/audit${query}`, { token: admin });
      expect(body.error.issues[0].field, query).toBe(field);
    }
  });
});

describe('GET /audit/latest', () => {
  async function latest(query: string, token = admin): Promise<AuditLatestResponse> {
    return AuditLatestResponse.parse(
      await expectCall(server, 200, 'GET', `/audit/latest${query}`, { token }),
    );
  }

  it('answers admins only', async () => {
    const query = '?recordType=abuse-word&recordIds=x';
    expect((await server.call('GET', `/audit/latest${query}`)).status).toBe(401);
    for (const uid of ['demo-operator', 'demo-manager']) {
      const token = await server.tokenFor(uid);
      expect((await server.call('GET', `/audit/latest${query}`, { token })).status).toBe(403);
    }
  });

  it('gives the newest entry of each record that has one, never another tenant’s', async () => {
    const words = (await read('?kind=abuse-word.create')).data;
    const [three, two, one] = words.map((entry) => entry.record.id);
    // "read two" deleted a minute later: its newest entry is the deletion.
    server.advance(60_000);
    await expectCall(server, 200, 'DELETE', `/abuse-words/${two}`, { token: admin });
    // Another tenant's entry about "read one" (ids are the tenant's business).
    await server.handle.db.insert(staffActions).values({
      id: 'other-tenant-latest',
      tenantId: OTHER_TENANT.id,
      at: new Date(server.now().getTime() + 60_000).toISOString(),
      actorUid: 'other-admin',
      kind: 'abuse-word.delete',
      recordType: 'abuse-word',
      recordId: one!,
      recordLabel: 'read one',
    });

    const { data } = await latest(
      `?recordType=abuse-word&recordIds=${one}, ${two},${three},never-changed,${one}`,
    );
    const byRecord = new Map(data.map((entry) => [entry.record.id, entry]));
    expect(data).toHaveLength(3);
    expect(byRecord.get(one!)).toMatchObject({
      kind: 'abuse-word.create',
      actor: { uid: 'demo-admin', name: 'Ada Admin' },
      record: { type: 'abuse-word', label: 'read one' },
    });
    expect(byRecord.get(two!)?.kind).toBe('abuse-word.delete');
    expect(byRecord.get(three!)?.kind).toBe('abuse-word.create');
    expect(byRecord.has('never-changed')).toBe(false);
    // The record type counts: no user has a word's id.
    expect((await latest(`?recordType=user&recordIds=${one}`)).data).toEqual([]);
    // The other tenant's admin sees only theirs.
    const other = (await server.signIn(OTHER_ADMIN)).idToken;
    const theirs = await latest(`?recordType=abuse-word&recordIds=${one},${two}`, other);
    expect(theirs.data.map((entry) => entry.id)).toEqual(['other-tenant-latest']);
  });

  it('refuses bad record ids with 400 naming the field', async () => {
    const many = Array.from({ length: 201 }, (_, index) => `id-${index}`).join(',');
    for (const [query, field] of [
      ['?recordType=abuse-word', 'recordIds'],
      ['?recordType=abuse-word&recordIds=', 'recordIds'],
      ['?recordType=abuse-word&recordIds=a,,b', 'recordIds'],
      [`?recordType=abuse-word&recordIds=${'x'.repeat(201)}`, 'recordIds'],
      [`?recordType=abuse-word&recordIds=${many}`, 'recordIds'],
      ['?recordType=planet&recordIds=a', 'recordType'],
    ] as const) {
      const body = await expectCall(server, 400, 'GET', `/audit/latest${query}`, {
        token: admin,
      });
      expect(body.error.issues[0].field, query).toBe(field);
      if (field === 'recordIds') expect(body.error.message, query).toContain('recordIds');
    }
  });
});
