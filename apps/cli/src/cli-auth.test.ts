import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authErrorText, messages } from '@switchboard/domain';
import { finished, runCli, startCli, waitForOutput } from './test/cli.js';
import { DEMO_PASSWORD, useCliServer } from './test/cli-server.js';
import { totpCode } from './test/totp.js';

const ctx = useCliServer({ homePerTest: true });
const { cli } = ctx;
const login = (email: string, extra: string[] = [], input = `${DEMO_PASSWORD}\n`) =>
  cli(['login', '--email', email, '--password-stdin', ...extra], input);
const credentialsFile = () => join(ctx.home, 'switchboard', 'credentials.json');
const readStored = async () => JSON.parse(await readFile(credentialsFile(), 'utf8'));
/** Marks the stored ID token as long expired; answers the login as it was. */
async function expireStoredToken() {
  const stored = await readStored();
  await writeFile(
    credentialsFile(),
    JSON.stringify({ ...stored, expiresAt: '2000-01-01T00:00:00.000Z' }),
  );
  return stored;
}

describe('switchboard login / whoami / logout', () => {
  it('signs in with the password on stdin and keeps the session readable by the owner only', async () => {
    const result = await login('admin@demo.test');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed in to ${ctx.server.url} as admin@demo.test.\n`);
    expect((await stat(credentialsFile())).mode & 0o777).toBe(0o600);
    expect((await stat(join(ctx.home, 'switchboard'))).mode & 0o777).toBe(0o700);
    const stored = await readStored();
    expect(stored).toMatchObject({ server: ctx.server.url, email: 'admin@demo.test' });
    // The stored token is a working session.
    const me = await ctx.server.call('GET', '/auth/me', { token: stored.idToken });
    expect(me.body.email).toBe('admin@demo.test');

    const whoami = await cli(['whoami']);
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain('Email\tadmin@demo.test\n');
    expect(whoami.stdout).toContain('Roles\tCHAT_ADMIN\n');
    expect(whoami.stdout).toContain('Token from\tlogin\n');

    const json = await cli(['whoami', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      server: ctx.server.url,
      source: 'stored',
      user: { email: 'admin@demo.test', uid: 'demo-admin', tenantAlias: 'demo' },
    });
  });

  it('logout revokes the refresh token on the server and deletes the file', async () => {
    await login('admin@demo.test');
    const { refreshToken } = await readStored();
    const result = await cli(['logout']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed out of ${ctx.server.url}.\n`);
    await expect(stat(credentialsFile())).rejects.toThrow(/ENOENT/);
    const refresh = await ctx.server.call('POST', '/auth/refresh', { body: { refreshToken } });
    expect(refresh.status).toBe(401);

    const again = await cli(['logout']);
    expect(again).toMatchObject({ code: 0, stdout: 'Not signed in.\n' });
    const whoami = await cli(['whoami']);
    expect(whoami.code).toBe(1);
    expect(whoami.stderr).toContain(
      `Not signed in to ${ctx.server.url}. Run \`switchboard login\``,
    );
  });

  it('refuses a wrong password with the server message and exit code 1, storing nothing', async () => {
    const result = await login('manager@demo.test', [], 'wrong-password\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(authErrorText('auth/invalid-credential'));
    await expect(stat(credentialsFile())).rejects.toThrow(/ENOENT/);
  });

  it('passes on the refusal of an account without an entry role', async () => {
    const result = await login('norole@demo.test');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Error: ${messages.noPermission}\n`);
  });

  it.each([
    [
      ['login', '--email', 'not-an-email', '--password-stdin'],
      '--email: The email address is badly formatted.',
    ],
    [['login', '--password-stdin'], '--email: required when not at a terminal'],
    [['login', '--email', 'admin@demo.test'], '--password-stdin: pass the password on stdin'],
    // The email is checked before a password is asked for (or found missing).
    [['login', '--email', 'not-an-email'], '--email: The email address is badly formatted.'],
    [
      ['login', '--email', 'admin@demo.test', '--password-stdin', '--bogus'],
      "unknown option '--bogus'",
    ],
    [['--server', 'ftp://example.test', 'whoami'], '--server: Expected an http(s) URL'],
  ])('exits 2 naming the bad argument: %j', async (args, message) => {
    const result = await cli(args, `${DEMO_PASSWORD}\n`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('short passwords are refused before anything is sent', async () => {
    const result = await login('admin@demo.test', [], 'abc\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('password: The password must be at least 6 characters long.');
  });

  it('signs in with an authenticator app code (--code)', async () => {
    const { idToken } = await ctx.server.signIn('totp@demo.test');
    const enrol = await ctx.server.call('POST', '/auth/totp/enroll', { token: idToken });
    const secret = enrol.body.secret as string;
    const activate = await ctx.server.call('POST', '/auth/totp/activate', {
      token: idToken,
      body: { code: totpCode(secret, ctx.server.now()) },
    });
    expect(activate.status).toBe(200);

    const right = totpCode(secret, ctx.server.now());
    const wrong = await login('totp@demo.test', [
      '--code',
      right === '123456' ? '654321' : '123456',
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(authErrorText('auth/invalid-verification-code'));

    // A code works once (RFC 6238 §5.2): activation used this step's, so sign in with the next's.
    const next = new Date(ctx.server.now().getTime() + 30_000);
    const result = await login('totp@demo.test', ['--code', totpCode(secret, next)]);
    expect(result.code).toBe(0);
    const whoami = await cli(['whoami', '--json']);
    expect(JSON.parse(whoami.stdout).user).toMatchObject({
      email: 'totp@demo.test',
      signInSecondFactor: 'totp',
    });
  });

  it('signs in with an SMS code read from the next line of stdin', async () => {
    const phoneNumber = '+31611112222';
    const { idToken } = await ctx.server.signIn('mfa@demo.test');
    await ctx.server.call('POST', '/auth/mfa/phone/enroll', {
      token: idToken,
      body: { phoneNumber },
    });
    await ctx.server.call('POST', '/auth/mfa/phone/verify', {
      token: idToken,
      body: { code: await newestSmsCode(phoneNumber) },
    });

    const child = startCli(['login', '--email', 'mfa@demo.test', '--password-stdin'], {
      configHome: ctx.home,
      server: ctx.server.url,
    });
    const done = finished(child);
    child.stdin.write(`${DEMO_PASSWORD}\n`);
    await waitForOutput(child.stderr, messages.secondFactorCodeSent);
    child.stdin.end(`${await newestSmsCode(phoneNumber)}\n`);
    const result = await done;
    expect(result.code).toBe(0);
    expect((await readStored()).email).toBe('mfa@demo.test');
    const whoami = await cli(['whoami', '--json']);
    expect(JSON.parse(whoami.stdout).user.signInSecondFactor).toBe('phone');
  });

  it('refreshes an expired ID token and stores the new tokens', async () => {
    await login('admin@demo.test');
    const before = await expireStoredToken();
    const result = await cli(['whoami']);
    expect(result.code).toBe(0);
    const after = await readStored();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(Date.parse(after.expiresAt)).toBeGreaterThan(Date.now());
    expect((await stat(credentialsFile())).mode & 0o777).toBe(0o600);
  });

  it('an expired session is exit code 1 with the session-expired text', async () => {
    await login('admin@demo.test');
    await expireStoredToken();
    ctx.server.advance(2 * 3_600_000); // past the refresh token's hour
    try {
      const result = await cli(['whoami']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(messages.sessionExpired);
      expect(result.stderr).toContain('Run `switchboard login`.');
    } finally {
      ctx.server.advance(-2 * 3_600_000);
    }
  });

  it('uses SWITCHBOARD_TOKEN instead of a stored login', async () => {
    const { idToken } = await ctx.server.signIn('manager@demo.test');
    const result = await cli(['whoami'], undefined, { SWITCHBOARD_TOKEN: idToken });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Email\tmanager@demo.test\n');
    expect(result.stdout).toContain('Token from\tSWITCHBOARD_TOKEN\n');

    const bad = await cli(['whoami'], undefined, { SWITCHBOARD_TOKEN: 'not-a-token' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('The sign-in token is not valid.');
  });

  it('an unreachable server is exit code 1 with a clear message', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const result = await runCli(['--server', url, 'whoami'], {
      configHome: ctx.home,
      env: { SWITCHBOARD_TOKEN: 'x' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Error: Cannot reach the server at ${url}: ECONNREFUSED\n`);
  });

  it('the bundle prints the version of its package.json', async () => {
    const { version } = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const result = await runCli(['--version'], { configHome: ctx.home });
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('ends quietly when its reader has gone (`switchboard … | head`)', async () => {
    const child = startCli(['--help'], { configHome: ctx.home });
    // The reading end closed before the first write: every write meets EPIPE.
    child.stdout.destroy();
    child.stdin.end();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function newestSmsCode(phoneNumber: string): Promise<string> {
  const res = await ctx.server.call('GET', `/dev/outbox?to=${encodeURIComponent(phoneNumber)}`);
  const code = /\b(\d{6})\b/.exec(res.body.messages[0].body)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
