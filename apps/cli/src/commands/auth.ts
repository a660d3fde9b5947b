import type { Command } from 'commander';
import {
  messages,
  MfaRequired,
  SessionUser,
  SignInRequest,
  TokenPair,
  type SecondFactorType,
} from '@switchboard/domain';
import { z } from 'zod';
import { ApiClient } from '../api.js';
import { deleteCredentials, readCredentials, writeCredentials } from '../credentials.js';
import { CliError, usageError } from '../errors.js';
import { parseWithPassword } from '../input.js';
import type { Runtime, RuntimeOf } from '../runtime.js';
import { expiresAt, resolveServer } from '../session.js';

const SignInAnswer = z.union([TokenPair, MfaRequired]);

const CODE_PROMPTS: Record<SecondFactorType, string> = {
  totp: 'Code from the authenticator app',
  phone: 'Code from the SMS',
};

interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
  code?: string;
}

export function registerAuthCommands(program: Command, runtimeOf: RuntimeOf): void {
  program
    .command('login')
    .description('Sign in and keep the session in your config folder (owner-only permissions)')
    .option('--email <email>', 'the account (asked at a terminal when left out)')
    .option('--password-stdin', 'read the password from the first line of stdin')
    .option(
      '--code <code>',
      'the second-factor code, when the account has one (asked, or read from the next line of stdin, when left out)',
    )
    .addHelpText(
      'after',
      `
The session is stored in $XDG_CONFIG_HOME/switchboard/credentials.json (or
~/.config/switchboard/credentials.json), readable by you only, and refreshed when it expires.

Examples:
  $ switchboard login --server https://switchboard.example.com
  $ printf '%s\\n' "$PASSWORD" | switchboard login --email admin@demo.test --password-stdin`,
    )
    .action((options: LoginOptions, command: Command) => login(runtimeOf(command), options));

  program
    .command('logout')
    .description('Revoke the stored session on the server and delete it here')
    .action((_options: unknown, command: Command) => logout(runtimeOf(command)));

  program
    .command('whoami')
    .description('Show the signed-in account as the server sees it now')
    .action((_options: unknown, command: Command) => whoami(runtimeOf(command)));
}

async function login(rt: Runtime, options: LoginOptions): Promise<void> {
  const { out } = rt;
  const stored = await readCredentials(rt.credentialsFile);
  const server = resolveServer(rt.serverOption, rt.env, stored);
  if (options.email === undefined && !out.interactive) {
    throw usageError('--email: required when not at a terminal');
  }
  const email = options.email ?? (await out.ask('Email'));
  // Not at a terminal the email was given (above): nothing has been asked before this refuses.
  const request = await parseWithPassword(
    SignInRequest,
    { email },
    { email: '--email', password: 'password' },
    { out, fromStdin: options.passwordStdin, prompt: 'Password' },
  );

  const api = new ApiClient(server, null, rt.environment.fetchImpl);
  const answer = await out.task(`Signing in to ${server}`, () =>
    api.call('POST', '/auth/sign-in', SignInAnswer, { body: request, anonymous: true }),
  );
  let pair: TokenPair;
  if ('mfaRequired' in answer) {
    // TOTP wins when both are enrolled; the server lists it first.
    const factor = answer.factors[0] ?? 'totp';
    if (factor === 'phone') out.note(messages.secondFactorCodeSent);
    const code = (
      options.code ??
      (out.interactive ? await out.ask(CODE_PROMPTS[factor]) : await out.readLine('--code'))
    ).trim();
    pair = await out.task('Checking the code', () =>
      api.call('POST', `/auth/mfa/${factor}`, TokenPair, {
        body: { mfaPendingToken: answer.mfaPendingToken, code },
        anonymous: true,
      }),
    );
  } else {
    pair = answer;
  }

  await writeCredentials(rt.credentialsFile, {
    server,
    email: pair.user.email,
    idToken: pair.idToken,
    refreshToken: pair.refreshToken,
    expiresAt: expiresAt(rt.now(), pair.expiresIn),
  });
  out.success(`Signed in to ${server} as ${pair.user.email}.`, { server, user: pair.user });
}

async function logout(rt: Runtime): Promise<void> {
  const stored = await readCredentials(rt.credentialsFile);
  if (!stored) {
    rt.out.success('Not signed in.', { signedOut: false });
    return;
  }
  const api = new ApiClient(stored.server, null, rt.environment.fetchImpl);
  try {
    await api.send('POST', '/auth/sign-out', {
      body: { refreshToken: stored.refreshToken },
      anonymous: true,
    });
  } catch (error) {
    // The local session goes either way: keeping it because the server is away helps nobody.
    if (!(error instanceof CliError)) throw error;
    rt.out.note(`The session could not be revoked on the server: ${error.message}`);
  }
  await deleteCredentials(rt.credentialsFile);
  rt.out.success(`Signed out of ${stored.server}.`, { signedOut: true, server: stored.server });
}

async function whoami(rt: Runtime): Promise<void> {
  const { api, server, source } = await rt.session();
  const user = await rt.out.task('Asking the server', () =>
    api.call('GET', '/auth/me', SessionUser),
  );
  rt.out.details(
    [
      ['Server', server],
      ['Email', user.email],
      ['Name', user.name ?? ''],
      ['UID', user.uid],
      ['Tenant', `${user.tenantAlias} (${user.tenantId})`],
      ['Roles', user.roles.join(', ')],
      ['Geos', user.geos.join(', ')],
      ['Second factor', user.signInSecondFactor ?? 'none'],
      ['Token from', source === 'env' ? 'SWITCHBOARD_TOKEN' : 'login'],
    ],
    { server, source, user },
  );
}
