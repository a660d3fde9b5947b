import type { Command } from 'commander';
import {
  AdminUserListResponse,
  AdminUserResponse,
  CLAIM_ROLES,
  CreateUserRequest,
  DisableUserResponse,
  SetUserGeosRequest,
  SetUserRolesRequest,
  type AdminUser,
} from '@switchboard/domain';
import { CliError, usageError } from '../errors.js';
import { parseInput, splitList } from '../input.js';
import type { Column } from '../output.js';
import type { Runtime, RuntimeOf } from '../runtime.js';

const USER_COLUMNS: Column<AdminUser>[] = [
  { header: 'UID', value: (u) => u.uid },
  { header: 'EMAIL', value: (u) => u.email },
  { header: 'NAME', value: (u) => u.displayName ?? '' },
  { header: 'ROLES', value: (u) => u.roles.join(',') },
  { header: 'GEOS', value: (u) => u.geos.join(',') },
  { header: 'MFA', value: mfaSummary },
  { header: 'DISABLED', value: (u) => (u.disabled ? 'yes' : 'no') },
];

/** `totp,phone` for enrolled factors, `forced` when one is required but none is enrolled. */
function mfaSummary(user: AdminUser): string {
  const factors = [user.hasTotp && 'totp', user.hasPhone && 'phone'].filter(Boolean).join(',');
  if (factors) return factors;
  return user.forcedTotp ? 'totp required' : user.forceMfa ? 'required' : '';
}

const USER_ARGUMENT = ['<user>', 'the uid or e-mail address'] as const;

interface CreateOptions {
  email: string;
  passwordStdin?: boolean;
  name?: string;
  company?: string;
  roles?: string;
  geos?: string;
  forceMfa?: boolean;
  forcedTotp?: boolean;
}

export function registerUserCommands(program: Command, runtimeOf: RuntimeOf): void {
  const users = program
    .command('users')
    .description('Staff accounts of your tenant: roles, geos, second factors (Admin)');

  users
    .command('list')
    .description('List the accounts')
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      rt.out.table(await fetchUsers(rt), USER_COLUMNS, 'No accounts.');
    });

  users
    .command('create')
    .description('Create an account')
    .requiredOption('--email <email>', 'the sign-in address')
    .option(
      '--password-stdin',
      'read the password from the first line of stdin (asked at a terminal otherwise)',
    )
    .option('--name <name>', 'the display name')
    .option('--company <company>', 'the company name in the claims')
    .option('--roles <roles>', `claim roles, comma-separated (${CLAIM_ROLES.join(', ')})`)
    .option('--geos <geos>', 'locales, comma-separated (nl,de)')
    .option('--force-mfa', 'the account must use a second factor')
    .option('--forced-totp', 'the account must enrol an authenticator app')
    .action(async (options: CreateOptions, command: Command) => {
      const rt = runtimeOf(command);
      if (!options.passwordStdin && !rt.out.interactive) {
        throw usageError('--password-stdin: pass the password on stdin when not at a terminal');
      }
      const password = options.passwordStdin
        ? await rt.out.readLine('--password-stdin')
        : await rt.out.ask('Password for the new account', { mask: true });
      const body = parseInput(
        CreateUserRequest,
        {
          email: options.email,
          password,
          displayName: options.name,
          companyName: options.company,
          roles: splitList(options.roles),
          geos: splitList(options.geos),
          forceMfa: Boolean(options.forceMfa),
          forcedTotp: Boolean(options.forcedTotp),
        },
        {
          email: '--email',
          password: 'password',
          displayName: '--name',
          companyName: '--company',
          roles: '--roles',
          geos: '--geos',
        },
      );
      const { api } = await rt.session();
      const { data } = await rt.out.task('Creating', () =>
        api.call('POST', '/users', AdminUserResponse, { body }),
      );
      rt.out.success(`Created ${data.email} (${data.uid}).`, data);
    });

  users
    .command('set-roles')
    .description("Replace a user's claim roles")
    .argument(...USER_ARGUMENT)
    .argument('<roles...>', `claim roles, space- or comma-separated (${CLAIM_ROLES.join(', ')})`)
    .action(async (user: string, roles: string[], _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const body = parseInput(SetUserRolesRequest, { roles: splitList(roles) }, { roles: 'roles' });
      const uid = await resolveUid(rt, user);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Saving roles', () =>
        api.call('PUT', `/users/${encodeURIComponent(uid)}/roles`, AdminUserResponse, { body }),
      );
      rt.out.success(`Roles of ${data.email}: ${data.roles.join(', ') || 'none'}.`, data);
    });

  users
    .command('set-geos')
    .description("Replace a user's geos (the locales they may work)")
    .argument(...USER_ARGUMENT)
    .argument('<geos...>', 'locales, space- or comma-separated (nl de)')
    .action(async (user: string, geos: string[], _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const body = parseInput(SetUserGeosRequest, { geos: splitList(geos) }, { geos: 'geos' });
      const uid = await resolveUid(rt, user);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Saving geos', () =>
        api.call('PUT', `/users/${encodeURIComponent(uid)}/geos`, AdminUserResponse, { body }),
      );
      rt.out.success(`Geos of ${data.email}: ${data.geos.join(', ') || 'none'}.`, data);
    });

  users
    .command('disable')
    .description('Disable an account; a connected operator is signed out at once')
    .argument(...USER_ARGUMENT)
    .action(async (user: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const uid = await resolveUid(rt, user);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Disabling', () =>
        api.call('POST', `/users/${encodeURIComponent(uid)}/disable`, DisableUserResponse),
      );
      const signedOut =
        data.signedOut > 0
          ? ` ${data.signedOut} connection${data.signedOut === 1 ? '' : 's'} signed out.`
          : '';
      rt.out.success(`Disabled ${data.email}.${signedOut}`, data);
    });

  users
    .command('enable')
    .description('Enable a disabled account')
    .argument(...USER_ARGUMENT)
    .action(async (user: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const uid = await resolveUid(rt, user);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Enabling', () =>
        api.call('POST', `/users/${encodeURIComponent(uid)}/enable`, AdminUserResponse),
      );
      rt.out.success(`Enabled ${data.email}.`, data);
    });

  users
    .command('reset-mfa')
    .description("Remove a user's second factors (authenticator app and phone); they enrol again")
    .argument(...USER_ARGUMENT)
    .action(async (user: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const uid = await resolveUid(rt, user);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Resetting second factors', () =>
        api.call('POST', `/users/${encodeURIComponent(uid)}/reset-mfa`, AdminUserResponse),
      );
      rt.out.success(`Reset the second factors of ${data.email}.`, data);
    });
}

async function fetchUsers(rt: Runtime): Promise<AdminUser[]> {
  const { api } = await rt.session();
  const { data } = await rt.out.task('Loading accounts', () =>
    api.call('GET', '/users', AdminUserListResponse),
  );
  return data;
}

/** A uid as given, or the uid of the account with that e-mail address. */
async function resolveUid(rt: Runtime, user: string): Promise<string> {
  if (!user.includes('@')) return user;
  const email = user.trim().toLowerCase();
  const found = (await fetchUsers(rt)).find((u) => u.email.toLowerCase() === email);
  if (!found) throw new CliError('not-found', `No account with the e-mail address ${user}.`);
  return found.uid;
}
