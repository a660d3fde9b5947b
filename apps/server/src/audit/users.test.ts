import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActions, users } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { USER_ADMIN_MESSAGES } from '../users/service.js';
import { actionsDuring, expectCall, expectNoSecret, oneActionDuring } from './test-support.js';

let server: TestServer;
let admin: string;
let adminUid: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn('admin@demo.test')).idToken;
  const [row] = await server.handle.db
    .select({ uid: users.uid })
    .from(users)
    .where(eq(users.email, 'admin@demo.test'));
  adminUid = row!.uid;
});
afterAll(() => server.close());

const PASSWORD = 'audit-secret-password-1';

describe('the record of account administration', () => {
  let uid: string;

  it('records an account created, by whom, with the request id, and never its password', async () => {
    const row = await oneActionDuring(server, async () => {
      const body = await expectCall(server, 201, 'POST', '/users', {
        token: admin,
        headers: { 'X-Request-Id': 'audit-create-1' },
        body: {
          email: 'audited@demo.test',
          password: PASSWORD,
          displayName: 'Audi Ted',
          roles: ['CHAT_OPERATOR:SFW'],
          geos: ['nl'],
        },
      });
      uid = body.data.uid;
    });
    expect(row).toMatchObject({
      tenantId: 'tenant-demo',
      actorUid: adminUid,
      kind: 'user.create',
      recordType: 'user',
      recordId: uid,
      recordLabel: 'audited@demo.test',
      before: null,
      requestId: 'audit-create-1',
    });
    expect(row.after).toMatchObject({
      email: 'audited@demo.test',
      displayName: 'Audi Ted',
      roles: ['CHAT_OPERATOR:SFW'],
      geos: ['nl'],
    });
    const [stored] = await server.handle.db.select().from(users).where(eq(users.uid, uid));
    expectNoSecret([row], [PASSWORD, stored!.passwordHash]);
  });

  it('records roles, geos, disable and enable with only the field each changed', async () => {
    const roles = await oneActionDuring(server, () =>
      expectCall(server, 200, 'PUT', `/users/${uid}/roles`, {
        token: admin,
        body: { roles: ['CHAT_OPERATOR:NSFW'] },
      }),
    );
    expect(roles).toMatchObject({
      kind: 'user.roles',
      recordId: uid,
      before: { roles: ['CHAT_OPERATOR:SFW'] },
      after: { roles: ['CHAT_OPERATOR:NSFW'] },
    });
    const geos = await oneActionDuring(server, () =>
      expectCall(server, 200, 'PUT', `/users/${uid}/geos`, {
        token: admin,
        body: { geos: ['nl', 'de'] },
      }),
    );
    expect(geos).toMatchObject({
      kind: 'user.geos',
      before: { geos: ['nl'] },
      after: { geos: ['nl', 'de'] },
    });
    const disable = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/users/${uid}/disable`, { token: admin }),
    );
    expect(disable).toMatchObject({
      kind: 'user.disable',
      before: { disabled: false },
      after: { disabled: true },
    });
    const enable = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/users/${uid}/enable`, { token: admin }),
    );
    expect(enable).toMatchObject({
      kind: 'user.enable',
      before: { disabled: true },
      after: { disabled: false },
    });
  });

  it('records a second factor reset as whether each was set, never the secret or the number', async () => {
    const secret = 'JBSWY3DPEHPK3PXPAUDITSECRET';
    const phone = '+31611112222';
    await server.handle.db
      .update(users)
      .set({ totpSecret: secret, phoneNumber: phone })
      .where(eq(users.uid, uid));
    const row = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/users/${uid}/reset-mfa`, { token: admin }),
    );
    expect(row).toMatchObject({
      kind: 'user.mfa-reset',
      before: { hasTotp: true, hasPhone: true },
      after: { hasTotp: false, hasPhone: false },
    });
    expectNoSecret([row], [secret, phone]);
  });

  it('records a remote sign-out of a user', async () => {
    const row = await oneActionDuring(server, () =>
      expectCall(server, 200, 'POST', `/operators/${uid}/disconnect`, { token: admin }),
    );
    expect(row).toMatchObject({
      kind: 'session.sign-out',
      recordType: 'session',
      recordId: uid,
      recordLabel: 'audited@demo.test',
      after: { disconnected: 0 },
    });
  });

  it('records nothing for a refused or failed change', async () => {
    const rows = await actionsDuring(server, async () => {
      // Taken email: the insert fails, the transaction with its record rolls back.
      await expectCall(server, 409, 'POST', '/users', {
        token: admin,
        body: {
          email: 'audited@demo.test',
          password: PASSWORD,
          roles: ['CHAT_OPERATOR:SFW'],
          geos: ['nl'],
        },
      });
      const selfDemote = await expectCall(server, 400, 'PUT', `/users/${adminUid}/roles`, {
        token: admin,
        body: { roles: ['CHAT_OPERATOR:SFW'] },
      });
      expect(selfDemote.error.message).toContain(USER_ADMIN_MESSAGES.selfDemote);
      // Refused inside the transaction, after the row was locked.
      await expectCall(server, 403, 'PUT', `/users/${uid}/geos`, {
        token: admin,
        body: { geos: ['fr'] },
      });
      await expectCall(server, 404, 'POST', '/users/no-such-user/disable', { token: admin });
      await expectCall(server, 404, 'POST', '/operators/no-such-user/disconnect', {
        token: admin,
      });
    });
    expect(rows).toEqual([]);
  });

  it('keeps rows as they were written: an update or a delete is refused', async () => {
    await expect(
      server.handle.db.update(staffActions).set({ kind: 'user.enable' }),
    ).rejects.toThrow();
    await expect(server.handle.db.delete(staffActions)).rejects.toThrow();
    const [count] = await server.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions);
    expect(Number(count!.n)).toBeGreaterThan(0);
  });
});
