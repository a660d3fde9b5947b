import type { Command } from 'commander';
import {
  AdminUserResponse,
  DomainConfig,
  ServiceTenant,
  TenantAdminCreateRequest,
  TenantAlias,
  TenantAppearanceUpdate,
  TenantCreateRequest,
} from '@switchboard/domain';
import { z } from 'zod';
import { ApiClient, type RequestOptions } from '../api.js';
import { readCredentials } from '../credentials.js';
import { CliError } from '../errors.js';
import { parseInput, parseWithPassword, splitList } from '../input.js';
import type { Column } from '../output.js';
import type { Runtime, RuntimeOf } from '../runtime.js';
import { resolveServer } from '../session.js';
import type { ApiMethod, ApiPath } from '../api-paths.js';

/** Where the service token comes from when `--service-token` is not given. */
export const SERVICE_TOKEN_ENV = 'SWITCHBOARD_SERVICE_TOKEN';

const TenantList = z.object({ data: z.array(ServiceTenant) });
const TenantAnswer = z.object({ data: ServiceTenant });

const TENANT_COLUMNS: Column<ServiceTenant>[] = [
  { header: 'ALIAS', value: (t) => t.alias },
  { header: 'ID', value: (t) => t.id },
  { header: 'APP NAME', value: (t) => t.app_name },
  { header: 'LOGO', value: (t) => t.app_logo_name },
  { header: 'COLOUR', value: (t) => t.app_primary_color },
  { header: 'HOSTS', value: (t) => t.hosts.join(',') },
  { header: 'DOMAINS', value: (t) => t.domains.map((d) => `${d.domain} (${d.locale})`).join(',') },
];

interface ServiceOptions {
  serviceToken?: string;
}

interface CreateOptions extends ServiceOptions {
  alias: string;
  id?: string;
  host: string[];
  name: string;
  logo: string;
  color: string;
}

interface AppearanceOptions extends ServiceOptions {
  name?: string;
  logo?: string;
  color?: string;
}

interface AdminOptions extends ServiceOptions {
  email: string;
  name?: string;
  geos?: string;
  passwordStdin?: boolean;
}

interface DomainOptions extends ServiceOptions {
  locale: string;
  cdnUrl?: string;
  messageCentralUrl?: string;
  suggestions?: boolean;
  geoWizard?: boolean;
  profileApi?: boolean;
  geoStrategy?: string;
  profileTypes?: string;
}

const APPEARANCE_NAMES = {
  app_name: '--name',
  app_logo_name: '--logo',
  app_primary_color: '--color',
};

const collect = (value: string, previous: string[]) => [...previous, value];

/** `--service-token`, on each subcommand (commander reads it after the subcommand's name). */
const withServiceToken = (command: Command) =>
  command.option(
    '--service-token <token>',
    `the server's SERVICE_TOKEN (default: ${SERVICE_TOKEN_ENV}; prefer it: a command line is visible to other users)`,
  );

export function registerTenantCommands(program: Command, runtimeOf: RuntimeOf): void {
  const tenants = program
    .command('tenants')
    .description(
      'Tenants of the whole service: hosts, appearance, domains, admins (service operators)',
    )
    .addHelpText(
      'after',
      `
These calls take the server's SERVICE_TOKEN (--service-token or ${SERVICE_TOKEN_ENV}), not a
staff login: a tenant's admin may not make them.

Examples:
  $ export ${SERVICE_TOKEN_ENV}=…
  $ switchboard tenants list
  $ switchboard tenants create --alias acme --host acme.example --host console.acme.example \\
      --name "Acme Support" --logo acme.svg --color "#0E7C66"
  $ switchboard tenants appearance acme --color "#AA0011"
  $ switchboard tenants add-domain acme chat-nl.acme.example --locale nl --suggestions
  $ printf '%s\\n' "$PASSWORD" | switchboard tenants add-admin acme --email boss@acme.example \\
      --name "Bo Boss" --password-stdin`,
    );

  withServiceToken(tenants.command('list').description('List every tenant')).action(
    async (options: ServiceOptions, command: Command) => {
      const rt = runtimeOf(command);
      const { data } = await serviceCall(
        rt,
        options,
        'Loading',
        'GET',
        '/service/tenants',
        TenantList,
      );
      rt.out.table(data, TENANT_COLUMNS, 'No tenants.');
    },
  );

  withServiceToken(
    tenants
      .command('create')
      .description('Create a tenant with its hosts and appearance')
      .requiredOption('--alias <alias>', 'the short name (lower case, digits, dashes: acme-nl)')
      .option('--id <id>', 'the id in the database (default: tenant-<alias>)')
      .requiredOption('--host <host>', 'a host name it is found by (repeat for more)', collect, [])
      .requiredOption('--name <name>', 'the app name its console shows')
      .requiredOption('--logo <file>', 'its logo, a file name under the server’s public/logos')
      .requiredOption('--color <#RRGGBB>', 'its primary colour'),
  ).action(async (options: CreateOptions, command: Command) => {
    const rt = runtimeOf(command);
    const body = parseInput(
      TenantCreateRequest,
      {
        alias: options.alias,
        id: options.id,
        hosts: splitList(options.host),
        app_name: options.name,
        app_logo_name: options.logo,
        app_primary_color: options.color,
      },
      { alias: '--alias', id: '--id', hosts: '--host', ...APPEARANCE_NAMES },
    );
    const { data } = await serviceCall(
      rt,
      options,
      'Creating',
      'POST',
      '/service/tenants',
      TenantAnswer,
      {
        body,
      },
    );
    rt.out.success(
      `Created tenant ${data.alias} (${data.id}), found at ${data.hosts.join(', ')}.`,
      data,
    );
  });

  withServiceToken(
    tenants
      .command('appearance')
      .description("Change a tenant's app name, logo or primary colour")
      .argument('<alias>', 'the tenant')
      .option('--name <name>', 'the app name its console shows')
      .option('--logo <file>', 'its logo, a file name under the server’s public/logos')
      .option('--color <#RRGGBB>', 'its primary colour'),
  ).action(async (alias: string, options: AppearanceOptions, command: Command) => {
    const rt = runtimeOf(command);
    const tenant = parseInput(TenantAlias, alias, { '': 'alias' });
    const body = parseInput(
      TenantAppearanceUpdate,
      { app_name: options.name, app_logo_name: options.logo, app_primary_color: options.color },
      { ...APPEARANCE_NAMES, '': '--name, --logo or --color' },
    );
    const { data } = await serviceCall(
      rt,
      options,
      'Saving',
      'PATCH',
      `/service/tenants/${tenant}/appearance`,
      TenantAnswer,
      { body },
    );
    rt.out.success(
      `Tenant ${data.alias} now shows "${data.app_name}", ${data.app_logo_name}, ${data.app_primary_color}.`,
      data,
    );
  });

  withServiceToken(
    tenants
      .command('add-domain')
      .description('Add a domain (a site in one locale) to a tenant')
      .argument('<alias>', 'the tenant')
      .argument('<domain>', 'the site’s host name (flirt-nl.acme.example)')
      .requiredOption('--locale <locale>', 'its locale, two lower-case letters (nl)')
      .option('--cdn-url <url>', 'cdnBaseLiveUrl: where its attachments are served')
      .option('--message-central-url <url>', 'messageCentralUrl')
      .option('--suggestions', 'reply suggestions on (suggestionsEnabled)')
      .option('--geo-wizard', 'the geo wizard on (geoWizardEnabled)')
      .option('--profile-api', 'the profile API on (profileApiEnabled)')
      .option('--geo-strategy <strategy>', 'geoStrategy (region)')
      .option('--profile-types <types>', 'profile types, comma-separated (entertainment)'),
  ).action(async (alias: string, domain: string, options: DomainOptions, command: Command) => {
    const rt = runtimeOf(command);
    const tenant = parseInput(TenantAlias, alias, { '': 'alias' });
    const body = parseInput(
      DomainConfig,
      {
        domain,
        locale: options.locale,
        cdnBaseLiveUrl: options.cdnUrl,
        messageCentralUrl: options.messageCentralUrl,
        suggestionsEnabled: Boolean(options.suggestions),
        geoWizardEnabled: Boolean(options.geoWizard),
        profileApiEnabled: Boolean(options.profileApi),
        geoStrategy: options.geoStrategy,
        profileTypes: splitList(options.profileTypes),
      },
      {
        domain: 'domain',
        locale: '--locale',
        cdnBaseLiveUrl: '--cdn-url',
        messageCentralUrl: '--message-central-url',
        geoStrategy: '--geo-strategy',
        profileTypes: '--profile-types',
      },
    );
    const { data } = await serviceCall(
      rt,
      options,
      'Adding',
      'POST',
      `/service/tenants/${tenant}/domains`,
      TenantAnswer,
      { body },
    );
    rt.out.success(`Added ${body.domain} (${body.locale}) to tenant ${data.alias}.`, data);
  });

  withServiceToken(
    tenants
      .command('add-admin')
      .description(
        'Make an admin of a tenant (its first, so someone can sign in and make its staff)',
      )
      .argument('<alias>', 'the tenant')
      .requiredOption('--email <email>', 'the sign-in address')
      .option('--name <name>', 'the display name')
      .option(
        '--geos <geos>',
        "locales, comma-separated (default: every locale of the tenant's domains)",
      )
      .option(
        '--password-stdin',
        'read the password from the first line of stdin (asked at a terminal otherwise)',
      ),
  ).action(async (alias: string, options: AdminOptions, command: Command) => {
    const rt = runtimeOf(command);
    const tenant = parseInput(TenantAlias, alias, { '': 'alias' });
    const fields = {
      email: options.email,
      displayName: options.name,
      geos: options.geos === undefined ? undefined : splitList(options.geos),
    };
    const names = { email: '--email', password: 'password', displayName: '--name', geos: '--geos' };
    const body = await parseWithPassword(TenantAdminCreateRequest, fields, names, {
      out: rt.out,
      fromStdin: options.passwordStdin,
      prompt: 'Password for the new admin',
    });
    const { data } = await serviceCall(
      rt,
      options,
      'Creating',
      'POST',
      `/service/tenants/${tenant}/admins`,
      AdminUserResponse,
      { body },
    );
    rt.out.success(
      `Created ${data.email} (${data.uid}), admin of tenant ${tenant} in ${data.geos.join(', ')}.`,
      data,
    );
  });
}

/**
 * A call with the service token instead of a staff login, to the server the other commands use.
 * The server's refusals are explained in terms of the token.
 */
async function serviceCall<S extends z.ZodType, M extends ApiMethod>(
  rt: Runtime,
  options: ServiceOptions,
  label: string,
  method: M,
  path: ApiPath<M>,
  schema: S,
  request?: RequestOptions,
): Promise<z.output<S>> {
  const token = options.serviceToken || rt.env[SERVICE_TOKEN_ENV];
  if (!token) {
    throw new CliError(
      'unauthenticated',
      `No service token: pass --service-token or set ${SERVICE_TOKEN_ENV} (the server's SERVICE_TOKEN).`,
    );
  }
  const server = resolveServer(rt.serverOption, rt.env, await readCredentials(rt.credentialsFile));
  const api = new ApiClient(
    server,
    { token: () => Promise.resolve(token), renew: () => Promise.resolve(null) },
    rt.environment.fetchImpl,
  );
  try {
    return await rt.out.task(label, () => api.call(method, path, schema, request));
  } catch (error) {
    throw explained(error, server, path);
  }
}

/** A refusal of the service token, said as what to check. */
function explained(error: unknown, server: string, path: string): unknown {
  if (!(error instanceof CliError)) return error;
  if (error.code === 'unauthenticated') {
    return new CliError(
      error.code,
      `${server} refused the service token: check it against the server's SERVICE_TOKEN.`,
      error.serverCode,
    );
  }
  // On the list and create calls, a 404 can only mean the calls are not there.
  if (error.code === 'not-found' && path === '/service/tenants') {
    return new CliError(
      error.code,
      `${server} takes no service calls: its SERVICE_TOKEN setting is not set.`,
      error.serverCode,
    );
  }
  return error;
}
