import { describe, expect, it } from 'vitest';
import { rows } from './test/cli.js';
import { useCliServer } from './test/cli-server.js';
import { totpCode } from './test/totp.js';

const ctx = useCliServer({ signedInAs: 'admin@demo.test' });
const { cli, as } = ctx;

/** Puts an operator on the presence socket as the server sees it; answers how often they were signed out. */
async function connectOperator(email: string, socketId: string): Promise<{ signedOut: number }> {
  const user = await ctx.server.deps.auth.authenticate((await ctx.server.signIn(email)).idToken);
  const state = { signedOut: 0 };
  ctx.server.deps.presence.add(socketId, user, () => state.signedOut++);
  return state;
}

/** A cache key as the claim service stores it for the demo tenant. */
const tenantKey = (key: string) => `switchboard:tenant-demo:${key}`;

describe('switchboard operators and cache', () => {
  it('lists connected operators per pool and their pools in the cache', async () => {
    const presence = await connectOperator('operator@demo.test', 'cli-socket-1');
    const connected = rows((await cli(['operators', 'connected'])).stdout);
    expect(connected[0]).toEqual(['POOL', 'ID', 'NAME', 'GEOS']);
    expect(connected.slice(1).map((row) => `${row[0]}:${row[1]}`)).toEqual(
      expect.arrayContaining(['SFW:demo-operator', 'NSFW:demo-operator']),
    );
    const json = JSON.parse((await cli(['operators', 'connected', '--json'])).stdout);
    expect(json.AGENT_ONLY.operators).toEqual([]);

    const operators = rows((await cli(['operators', 'list'])).stdout);
    expect(operators.find((row) => row[1] === 'operator@demo.test')?.[5]).toBe('yes');

    await expect
      .poll(async () => (await ctx.server.deps.cache.keys(tenantKey('pools:*'))).length)
      .toBeGreaterThan(0);
    const pools = rows((await cli(['cache', 'pools', '--geo', 'NL'])).stdout);
    expect(pools.slice(1).map((row) => `${row[0]}:${row[1]}`)).toEqual(
      expect.arrayContaining(['SFW:demo-operator', 'NSFW:demo-operator']),
    );
    const explicit = await cli(['cache', 'pools', '--geo', 'nl', '--tenant', 'demo', '--json']);
    expect(JSON.parse(explicit.stdout).NSFW.operators[0].id).toBe('demo-operator');
    const otherTenant = await cli(['cache', 'pools', '--geo', 'nl', '--tenant', 'elsewhere']);
    expect(otherTenant.code).toBe(1);
    expect(otherTenant.stderr).toBe('Error: This account does not belong to tenant "elsewhere".\n');
    const badGeo = await cli(['cache', 'pools', '--geo', 'holland']);
    expect(badGeo.code).toBe(2);
    expect(badGeo.stderr).toContain('--geo: ');
    const noGeo = await cli(['cache', 'pools']);
    expect(noGeo.code).toBe(2);
    expect(noGeo.stderr).toContain("required option '--geo <geo>' not specified");

    // Disabling a connected operator signs them out through presence.
    const disabled = await cli(['users', 'disable', 'operator@demo.test']);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toBe('Disabled operator@demo.test. 1 connection signed out.\n');
    expect(presence.signedOut).toBe(1);
    expect(rows((await cli(['operators', 'connected'])).stdout).length).toBe(1);
    const enabled = await cli(['users', 'enable', 'demo-operator']);
    expect(enabled).toMatchObject({ code: 0, stdout: 'Enabled operator@demo.test.\n' });
    expect((await ctx.server.signIn('operator@demo.test')).idToken).toBeTruthy();
  });

  it('lists, reads and deletes cache keys', async () => {
    await ctx.server.deps.cache.set(tenantKey('cli:one'), 'hello world', 60_000);
    await ctx.server.deps.cache.set(tenantKey('cli:two'), '{"a":1}');
    await ctx.server.deps.cache.set('switchboard:tenant-other:cli:secret', 'not yours');

    const keys = rows((await cli(['cache', 'keys', 'cli:*'])).stdout);
    expect(keys).toEqual([['KEY'], ['cli:one'], ['cli:two']]);
    const value = await cli(['cache', 'get', 'cli:one']);
    expect(value).toMatchObject({ code: 0, stdout: 'hello world\n' });
    const json = JSON.parse((await cli(['cache', 'get', 'cli:two', '--json'])).stdout);
    expect(json).toEqual({ key: 'cli:two', value: '{"a":1}', ttlMs: null });
    const missing = await cli(['cache', 'get', 'cli:none']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Error: No key "cli:none".\n');

    const deleted = await cli(['cache', 'del', 'cli:one']);
    expect(deleted).toMatchObject({ code: 0, stdout: 'Deleted cli:one.\n' });
    expect(await ctx.server.deps.cache.get(tenantKey('cli:one'))).toBeNull();
    const again = await cli(['cache', 'del', 'cli:one']);
    expect(again.code).toBe(1);

    const developer = await as('developer@demo.test', ['cache', 'keys', 'cli:*']);
    expect(developer.code).toBe(0);
    // /debug (Developer only) deletes and flushes cache keys: developers may, as admins may.
    const developerDelete = await as('developer@demo.test', ['cache', 'del', 'cli:two']);
    expect(developerDelete).toMatchObject({ code: 0, stdout: 'Deleted cli:two.\n' });
    const operatorDelete = await as('operator@demo.test', ['cache', 'keys', 'cli:*']);
    expect(operatorDelete.code).toBe(1);
    expect(operatorDelete.stderr).toBe('Error: You are not allowed to do this.\n');
  });

  it('flush refuses without --yes when not at a terminal, and empties only this tenant with it', async () => {
    await ctx.server.deps.cache.set(tenantKey('cli:flush'), 'x');
    const refused = await cli(['cache', 'flush']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes: required to flush when not at a terminal');
    expect(await ctx.server.deps.cache.get(tenantKey('cli:flush'))).not.toBeNull();

    const flushed = await cli(['cache', 'flush', '--yes']);
    expect(flushed.code).toBe(0);
    expect(flushed.stdout).toMatch(/^Flushed the cache: [1-9]\d* keys deleted\.\n$/);
    expect(await ctx.server.deps.cache.keys(tenantKey('*'))).toEqual([]);
    expect(await ctx.server.deps.cache.get('switchboard:tenant-other:cli:secret')).not.toBeNull();
    expect(rows((await cli(['cache', 'keys'])).stdout)).toEqual([['KEY']]);
  });
});

describe('switchboard users', () => {
  it('lists the accounts', async () => {
    const list = rows((await cli(['users', 'list'])).stdout);
    expect(list[0]).toEqual(['UID', 'EMAIL', 'NAME', 'ROLES', 'GEOS', 'MFA', 'DISABLED']);
    expect(list).toContainEqual([
      'demo-admin',
      'admin@demo.test',
      'Ada Admin',
      'CHAT_ADMIN',
      'nl,de,gb',
      '',
      'no',
    ]);
    expect(list.find((row) => row[1] === 'totp@demo.test')?.[5]).toBe('totp required');
  });

  it('creates an account that can sign in, then sets its roles and geos', async () => {
    const created = await cli(
      [
        'users',
        'create',
        '--email',
        'New.Person@demo.test',
        '--password-stdin',
        '--name',
        'New Person',
        '--roles',
        'CHAT_OPERATOR:SFW,CHAT_POKER',
        '--geos',
        'NL, de',
        '--json',
      ],
      'a-good-password\n',
    );
    expect(created.code).toBe(0);
    const user = JSON.parse(created.stdout);
    expect(user).toMatchObject({
      email: 'new.person@demo.test',
      displayName: 'New Person',
      roles: ['CHAT_OPERATOR:SFW', 'CHAT_POKER'],
      geos: ['nl', 'de'],
      disabled: false,
    });
    await ctx.server.signIn('new.person@demo.test', 'a-good-password');

    const duplicate = await cli(
      ['users', 'create', '--email', 'new.person@demo.test', '--password-stdin'],
      'a-good-password\n',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe(
      'Error: A user with the email new.person@demo.test already exists.\n',
    );

    const roles = await cli([
      'users',
      'set-roles',
      'new.person@demo.test',
      'CHAT_MANAGER',
      'CHAT_ABUSE_CHECKER',
    ]);
    expect(roles).toMatchObject({
      code: 0,
      stdout: 'Roles of new.person@demo.test: CHAT_MANAGER, CHAT_ABUSE_CHECKER.\n',
    });
    const geos = await cli(['users', 'set-geos', user.uid, 'gb,DE']);
    expect(geos).toMatchObject({ code: 0, stdout: 'Geos of new.person@demo.test: gb, de.\n' });
    const me = await ctx.server.call('GET', '/auth/me', {
      token: (await ctx.server.signIn('new.person@demo.test', 'a-good-password')).idToken,
    });
    expect(me.body).toMatchObject({
      roles: ['CHAT_MANAGER', 'CHAT_ABUSE_CHECKER'],
      geos: ['gb', 'de'],
    });
  });

  it('refuses bad arguments with exit code 2, naming the option', async () => {
    const role = await cli(
      ['users', 'create', '--email', 'x@demo.test', '--password-stdin', '--roles', 'CHAT_KING'],
      'a-good-password\n',
    );
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--roles: Unknown role "CHAT_KING"');
    const email = await cli(
      ['users', 'create', '--email', 'nope', '--password-stdin'],
      'a-good-password\n',
    );
    expect(email.code).toBe(2);
    expect(email.stderr).toContain('--email: The email address is badly formatted.');
    const password = await cli(['users', 'create', '--email', 'x@demo.test'], '');
    expect(password.code).toBe(2);
    expect(password.stderr).toContain('--password-stdin');
    // The options are checked before a password is asked for (or found missing).
    const optionsFirst = await cli([
      'users',
      'create',
      '--email',
      'x@demo.test',
      '--roles',
      'KING',
    ]);
    expect(optionsFirst.code).toBe(2);
    expect(optionsFirst.stderr).toContain('--roles: Unknown role "KING"');
    expect(optionsFirst.stderr).not.toContain('--password-stdin');
    const geo = await cli(['users', 'set-geos', 'demo-poker', 'netherlands']);
    expect(geo.code).toBe(2);
    expect(geo.stderr).toContain('geos: ');
    const noRoles = await cli(['users', 'set-roles', 'demo-poker']);
    expect(noRoles.code).toBe(2);
    expect(noRoles.stderr).toContain("missing required argument 'roles'");
    const unknown = await cli(['users', 'disable', 'nobody@demo.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Error: No account with the e-mail address nobody@demo.test.\n');
  });

  it('resets the second factors of an account', async () => {
    const { idToken } = await ctx.server.signIn('poker@demo.test');
    const enrol = await ctx.server.call('POST', '/auth/totp/enroll', { token: idToken });
    await ctx.server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code: totpCode(enrol.body.secret, ctx.server.now()) },
    });
    const before = await ctx.server.call('POST', '/auth/sign-in', {
      body: { email: 'poker@demo.test', password: 'switchboard-demo' },
    });
    expect(before.body.mfaRequired).toBe(true);
    expect(
      rows((await cli(['users', 'list'])).stdout).find((row) => row[1] === 'poker@demo.test')?.[5],
    ).toBe('totp');

    const reset = await cli(['users', 'reset-mfa', 'poker@demo.test']);
    expect(reset).toMatchObject({
      code: 0,
      stdout: 'Reset the second factors of poker@demo.test.\n',
    });
    const after = await ctx.server.call('POST', '/auth/sign-in', {
      body: { email: 'poker@demo.test', password: 'switchboard-demo' },
    });
    expect(after.body.idToken).toBeTruthy();
  });

  it('passes on the server refusals', async () => {
    const self = await cli(['users', 'disable', 'admin@demo.test']);
    // The server takes it as a bad argument (400, naming uid).
    expect(self.code).toBe(2);
    expect(self.stderr).toBe('Error: uid: You cannot disable your own account.\n');
    const manager = await as('manager@demo.test', ['users', 'list']);
    expect(manager.code).toBe(1);
    expect(manager.stderr).toBe('Error: You are not allowed to do this.\n');
  });
});
