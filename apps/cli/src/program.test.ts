import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram, run } from './program.js';
import { fakeIo } from './test/streams.js';

async function cli(args: string[]) {
  const { io, stdout, stderr } = fakeIo({ tty: false });
  const code = await run(args, { io, env: {}, now: () => new Date() });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Every command of the tree, as `group sub` paths. */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return command.commands.flatMap((child) => {
    const path = [...prefix, child.name()];
    return child.commands.length > 0 ? commandPaths(child, path) : [path];
  });
}

const environment = {
  io: fakeIo({ tty: false }).io,
  env: {},
  now: () => new Date(),
  terminal: null,
};

describe('the command tree', () => {
  it('has every command of the issue', () => {
    expect(commandPaths(buildProgram(environment)).map((path) => path.join(' '))).toEqual([
      'login',
      'logout',
      'whoami',
      'abuse-words list',
      'abuse-words add',
      'abuse-words remove',
      'abuse-words import',
      'abuse-words export',
      'notifications current',
      'notifications history',
      'notifications post',
      'notifications disable',
      'cache keys',
      'cache get',
      'cache del',
      'cache flush',
      'cache pools',
      'users list',
      'users create',
      'users set-roles',
      'users set-geos',
      'users disable',
      'users enable',
      'users reset-mfa',
      'operators connected',
      'operators list',
      'tenants list',
      'tenants create',
      'tenants appearance',
      'tenants add-domain',
      'tenants add-admin',
      'audit',
    ]);
  });

  it('prints the version of its package.json and exits 0', async () => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    for (const flag of ['--version', '-V']) {
      const { code, stdout } = await cli([flag]);
      expect(code).toBe(0);
      expect(stdout).toBe(`${version}\n`);
    }
  });

  it('prints help for the root and exits 0', async () => {
    const { code, stdout } = await cli(['--help']);
    expect(code).toBe(0);
    for (const group of [
      'login',
      'logout',
      'whoami',
      'abuse-words',
      'notifications',
      'cache',
      'users',
      'operators',
      'tenants',
      'audit',
    ]) {
      expect(stdout).toMatch(new RegExp(`^  ${group}\\b`, 'm'));
    }
    expect(stdout).toContain('SWITCHBOARD_TOKEN');
    expect(stdout).toContain('Exit codes: 0 done, 1 failed');
  });

  it.each(commandPaths(buildProgram(environment)))(
    'describes `%s` and its global options',
    async (...path) => {
      const { code, stdout } = await cli([...path, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage: switchboard ${path.join(' ')}`));
      expect(stdout.split('\n')[2]?.length).toBeGreaterThan(10); // the description
      expect(stdout).toContain('--server <url>');
      expect(stdout).toContain('--json');
    },
  );

  it.each([
    [['nope'], "unknown command 'nope'"],
    [['cache'], 'Usage: switchboard cache'],
    [['cache', 'get'], "missing required argument 'key'"],
    [['abuse-words', 'export', '--format', 'xml'], "argument 'xml' is invalid"],
  ])('exits 2 on %j', async (args, message) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
