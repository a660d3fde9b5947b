import type { Command } from 'commander';
import {
  CacheDeleteResponse,
  CacheEntryResponse,
  CacheKeysResponse,
  GeoCode,
  OperatorPoolsResponse,
  SessionUser,
} from '@switchboard/domain';
import { z } from 'zod';
import { CliError, usageError } from '../errors.js';
import { parseInput } from '../input.js';
import type { RuntimeOf } from '../runtime.js';
import { showPools } from './operators-view.js';

const CacheKey = z.string().min(1).max(512);
const PoolsInput = z.object({ geo: GeoCode, tenant: z.string().trim().min(1).max(128).optional() });

export function registerCacheCommands(program: Command, runtimeOf: RuntimeOf): void {
  const cache = program
    .command('cache')
    .description("The claim service's cache (Redis, or the built-in store): inspect and clear");

  cache
    .command('keys')
    .description('List the keys matching a Redis glob pattern (Admin, Developer)')
    .argument('[pattern]', 'a glob such as pools:*', '*')
    .action(async (pattern: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const key = parseInput(CacheKey, pattern, { '': 'pattern' });
      const path = `/redis/keys/${encodeURIComponent(key)}` as const;
      const { data } = await rt.call('Listing keys', 'GET', path, CacheKeysResponse);
      rt.out.table(data, [{ header: 'KEY', value: (name) => name }], 'No keys match.');
    });

  cache
    .command('get')
    .description('Show the value of a key and its time to live (Admin, Developer)')
    .argument('<key>', 'the key')
    .action(async (name: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const key = parseInput(CacheKey, name, { '': 'key' });
      const path = `/redis/values/${encodeURIComponent(key)}` as const;
      const { data } = await rt.call('Reading', 'GET', path, CacheEntryResponse);
      // In a pipe the value alone is the result, so `cache get K | jq` works.
      if (!rt.out.rich) return rt.out.json ? rt.out.writeJson(data) : rt.out.raw(data.value);
      rt.out.details(
        [
          ['Key', data.key],
          ['TTL', data.ttlMs === null ? 'none' : `${Math.ceil(data.ttlMs / 1000)} s`],
          ['Value', data.value],
        ],
        data,
      );
    });

  cache
    .command('del')
    .description('Delete one key; glob characters in it are taken literally (Admin)')
    .argument('<key>', 'the key')
    .action(async (name: string, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const key = parseInput(CacheKey, name, { '': 'key' });
      const { data } = await rt.call('Deleting', 'DELETE', '/redis/key', CacheDeleteResponse, {
        query: { key },
      });
      if (data.deleted === 0) throw new CliError('not-found', `No key "${key}".`);
      rt.out.success(`Deleted ${key}.`, data);
    });

  cache
    .command('flush')
    .description('Delete every key of your tenant; asks first unless --yes (Admin)')
    .option('-y, --yes', 'do not ask (needed when not at a terminal)')
    .action(async (options: { yes?: boolean }, command: Command) => {
      const rt = runtimeOf(command);
      if (!options.yes) {
        if (!rt.out.interactive)
          throw usageError('--yes: required to flush when not at a terminal');
        const { server } = await rt.session();
        if (!(await rt.out.confirm(`Delete every cache key of your tenant on ${server}?`))) {
          throw new CliError('cancelled', 'Nothing was deleted.');
        }
      }
      const { data } = await rt.call('Flushing', 'DELETE', '/redis/cache', CacheDeleteResponse);
      rt.out.success(`Flushed the cache: ${data.deleted} keys deleted.`, data);
    });

  cache
    .command('pools')
    .description('Connected operators per pool who work a geo, as the claim service sees them')
    .requiredOption('--geo <geo>', 'a locale such as nl')
    .option('--tenant <tenant>', 'your tenant id or alias (default: the signed-in tenant)')
    .action(async (options: { geo: string; tenant?: string }, command: Command) => {
      const rt = runtimeOf(command);
      const input = parseInput(PoolsInput, options, { geo: '--geo', tenant: '--tenant' });
      const { api } = await rt.session();
      const tenant = input.tenant ?? (await api.call('GET', '/auth/me', SessionUser)).tenantAlias;
      const path =
        `/redis/pools/geo/${encodeURIComponent(input.geo)}/tenant/${encodeURIComponent(tenant)}` as const;
      const { data } = await rt.call('Reading pools', 'GET', path, OperatorPoolsResponse);
      showPools(rt, data, `No operator works ${input.geo} now.`);
    });
}
