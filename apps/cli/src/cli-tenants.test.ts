import { describe, expect, it } from 'vitest';
import { rows } from './test/cli.js';
import { useCliServer } from './test/cli-server.js';

const SERVICE_TOKEN = 'service-token-of-the-cli-tests-0123456789';

const ctx = useCliServer({ signedInAs: 'admin@demo.test', serviceToken: SERVICE_TOKEN });
const { cli, as } = ctx;

/** The CLI with the service token in SWITCHBOARD_SERVICE_TOKEN. */
const service = (args: string[], input?: string) =>
  cli(args, input, { SWITCHBOARD_SERVICE_TOKEN: SERVICE_TOKEN });

describe('switchboard tenants', () => {
  it('lists the tenants', async () => {
    const listed = await service(['tenants', 'list']);
    expect(listed.code).toBe(0);
    const table = rows(listed.stdout);
    expect(table[0]).toEqual(['ALIAS', 'ID', 'APP NAME', 'LOGO', 'COLOUR', 'HOSTS', 'DOMAINS']);
    expect(table[1]?.slice(0, 6)).toEqual([
      'demo',
      'tenant-demo',
      'Switchboard Demo',
      'switchboard.svg',
      '#28379E',
      'localhost',
    ]);
    const json = JSON.parse((await service(['tenants', 'list', '--json'])).stdout);
    expect(json.map((t: { alias: string }) => t.alias)).toContain('demo');
  });

  it('creates a tenant, restyles it and adds it a domain', async () => {
    const created = await cli(
      [
        'tenants',
        'create',
        '--alias',
        'acme',
        '--host',
        'acme.example',
        '--host',
        'console.acme.example',
        '--name',
        'Acme Support',
        '--logo',
        'acme.svg',
        '--color',
        '#0e7c66',
        '--service-token',
        SERVICE_TOKEN,
      ],
      undefined,
    );
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created tenant acme (tenant-acme), found at acme.example, console.acme.example.\n',
    });
    expect((await ctx.server.call('GET', '/firebase/tenant/console.acme.example')).body).toEqual({
      tenantId: 'acme',
    });

    const restyled = await service(['tenants', 'appearance', 'acme', '--color', '#AA0011']);
    expect(restyled).toMatchObject({
      code: 0,
      stdout: 'Tenant acme now shows "Acme Support", acme.svg, #AA0011.\n',
    });
    expect((await ctx.server.call('GET', '/tenant/acme/info')).body.data.data).toEqual({
      app_name: 'Acme Support',
      app_logo_name: 'acme.svg',
      app_primary_color: '#AA0011',
    });

    const added = await service([
      'tenants',
      'add-domain',
      'acme',
      'chat-nl.acme.example',
      '--locale',
      'nl',
      '--suggestions',
      '--json',
    ]);
    expect(added.code).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({
      alias: 'acme',
      domains: [{ domain: 'chat-nl.acme.example', locale: 'nl' }],
    });

    const admin = await service(
      [
        'tenants',
        'add-admin',
        'acme',
        '--email',
        'boss@acme.example',
        '--name',
        'Bo Boss',
        '--password-stdin',
      ],
      'acme-admin-password\n',
    );
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toMatch(
      /^Created boss@acme\.example \([\w-]+\), admin of tenant acme in nl\.\n$/,
    );
    // The new admin signs in to their tenant and holds CHAT_ADMIN there.
    const { idToken } = await ctx.server.signIn('boss@acme.example', 'acme-admin-password');
    const me = await ctx.server.call('GET', '/users', { token: idToken });
    expect(me.body.data).toEqual([
      expect.objectContaining({ email: 'boss@acme.example', roles: ['CHAT_ADMIN'], geos: ['nl'] }),
    ]);
  });

  it('refuses duplicates with the server’s words', async () => {
    const res = await service([
      'tenants',
      'create',
      '--alias',
      'copy',
      '--host',
      'localhost',
      '--name',
      'Copy',
      '--logo',
      'copy.svg',
      '--color',
      '#000000',
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe('Error: hosts: "localhost" already serves the tenant "demo".\n');
  });

  it('refuses bad arguments with exit code 2, naming the option', async () => {
    const color = await service([
      'tenants',
      'create',
      '--alias',
      'bad',
      '--host',
      'bad.example',
      '--name',
      'Bad',
      '--logo',
      'bad.svg',
      '--color',
      'red',
    ]);
    expect(color.code).toBe(2);
    expect(color.stderr).toContain('--color: Expected a colour like #28379E');
    const nothing = await service(['tenants', 'appearance', 'demo']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('--name, --logo or --color');
    const locale = await service([
      'tenants',
      'add-domain',
      'demo',
      'x.demo.test',
      '--locale',
      'NL',
    ]);
    expect(locale.code).toBe(2);
    expect(locale.stderr).toContain('--locale: ');
    const geos = await service(
      [
        'tenants',
        'add-admin',
        'demo',
        '--email',
        'x@demo.test',
        '--geos',
        'NLD',
        '--password-stdin',
      ],
      'a-long-enough-password\n',
    );
    expect(geos.code).toBe(2);
    expect(geos.stderr).toContain('--geos: ');
    const noPassword = await service(['tenants', 'add-admin', 'demo', '--email', 'x@demo.test']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin: pass the password on stdin');
    // The options are checked before a password is asked for (or found missing).
    const optionsFirst = await service(['tenants', 'add-admin', 'demo', '--email', 'nope']);
    expect(optionsFirst.code).toBe(2);
    expect(optionsFirst.stderr).toContain('--email: The email address is badly formatted.');
    expect(optionsFirst.stderr).not.toContain('--password-stdin');
  });

  it('says what is wrong with the token', async () => {
    const none = await cli(['tenants', 'list']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No service token: pass --service-token or set');
    const wrong = await cli(['tenants', 'list', '--service-token', 'not-the-token']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("refused the service token: check it against the server's");
    // A tenant admin's login is no service token.
    const admin = await as('admin@demo.test', ['tenants', 'list']);
    expect(admin.code).toBe(1);
    expect(admin.stderr).toContain('No service token');
    const adminToken = (await ctx.server.signIn('admin@demo.test')).idToken;
    const asToken = await cli(['tenants', 'list', '--service-token', adminToken]);
    expect(asToken.code).toBe(1);
    expect(asToken.stderr).toContain('Only an operator of the whole service may do this');
  });
});
