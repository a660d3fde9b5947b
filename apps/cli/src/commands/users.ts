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
import type { z } from 'zod';
import { CliError } from '../errors.js';
import { parseInput, parseWithPassword, splitList } from '../input.js';
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
      const fields = {
        email: options.email,
        displayName: options.name,
        companyName: options.company,
        roles: splitList(options.roles),
        geos: splitList(options.geos),
        forceMfa: Boolean(options.forceMfa),
        forcedTotp: Boolean(options.forcedTotp),
      };
      const names = {
        email: '--email',
        password: 'password',
        displayName: '--name',
        companyName: '--company',
        roles: '--roles',
        geos: '--geos',
      };
      const body = await parseWithPassword(CreateUserRequest, fields, names, {
        out: rt.out,
        fromStdin: options.passwordStdin,
        prompt: 'Password for the new account',
      });
      const { data } = await rt.call('Creating', 'POST', '/users', AdminUserResponse, { body });
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
      const { data } = await rt.call(
        'Saving roles',
        'PUT',
        await userPath(rt, user, 'roles'),
        AdminUserResponse,
        { body },
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
      const { data } = await rt.call(
        'Saving geos',
        'PUT',
        await userPath(rt, user, 'geos'),
        AdminUserResponse,
        { body },
      );
      rt.out.success(`Geos of ${data.email}: ${data.geos.join(', ') || 'none'}.`, data);
    });

  registerUserAction(users, runtimeOf, {
    name: 'disable',
    description: 'Disable an account; a connected operator is signed out at once',
    label: 'Disabling',
    schema: DisableUserResponse,
    done: (data) => {
      const signedOut =
        data.signedOut > 0
          ? ` ${data.signedOut} connection${data.signedOut === 1 ? '' : 's'} signed out.`
          : '';
      return `Disabled ${data.email}.${signedOut}`;
    },
  });

  registerUserAction(users, runtimeOf, {
    name: 'enable',
    description: 'Enable a disabled account',
    label: 'Enabling',
    schema: AdminUserResponse,
    done: (data) => `Enabled ${data.email}.`,
  });

  registerUserAction(users, runtimeOf, {
    name: 'reset-mfa',
    description: "Remove a user's second factors (authenticator app and phone); they enrol again",
    label: 'Resetting second factors',
    schema: AdminUserResponse,
    done: (data) => `Reset the second factors of ${data.email}.`,
  });
}

/** `users <name> <user>`: `POST /users/:uid/<name>`, then `done`'s line (or the account as JSON). */
function registerUserAction<T>(
  users: Command,
  runtimeOf: RuntimeOf,
  action: {
    name: 'disable' | 'enable' | 'reset-mfa';
    description: string;
    label: string;
    schema: z.ZodType<{ data: T }>;
    done: (data: T) => string;
  },
): void {
  users
    .command(action.name)
    .description(action.description)
    .argument(...USER_ARGUMENT)
    .action(async (user: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const path = await userPath(rt, user, action.name);
      const { data } = await rt.call(action.label, 'POST', path, action.schema);
      rt.out.success(action.done(data), data);
    });
}

async function fetchUsers(rt: Runtime): Promise<AdminUser[]> {
  const { data } = await rt.call('Loading accounts', 'GET', '/users', AdminUserListResponse);
  return data;
}

/** `/users/:uid/<action>` for a user given by uid or e-mail address. */
async function userPath<A extends string>(
  rt: Runtime,
  user: string,
  action: A,
): Promise<`/users/${string}/${A}`> {
  return `/users/${encodeURIComponent(await resolveUid(rt, user))}/${action}`;
}

/** A uid as given, or the uid of the account with that e-mail address. */
async function resolveUid(rt: Runtime, user: string): Promise<string> {
  if (!user.includes('@')) return user;
  const email = user.trim().toLowerCase();
  const found = (await fetchUsers(rt)).find((u) => u.email.toLowerCase() === email);
  if (!found) throw new CliError('not-found', `No account with the e-mail address ${user}.`);
  return found.uid;
}
