import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { registerAbuseWordCommands } from './commands/abuse-words.js';
import { registerAuditCommands } from './commands/audit.js';
import { registerAuthCommands } from './commands/auth.js';
import { registerCacheCommands } from './commands/cache.js';
import { registerNotificationCommands } from './commands/notifications.js';
import { registerOperatorCommands } from './commands/operators.js';
import { registerTenantCommands } from './commands/tenants.js';
import { registerUserCommands } from './commands/users.js';
import { CliError, EXIT_OK, EXIT_USAGE, type ExitCode } from './errors.js';
import { loadTerminal, Output } from './output.js';
import { Runtime, type CliEnvironment, type GlobalOptions } from './runtime.js';
import { DEFAULT_SERVER } from './session.js';

/**
 * The CLI's version: its package.json, one folder up from src/ and from the bundle's dist/ alike
 * (the server reads its own the same way, debug/routes.ts).
 */
function cliVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/** The whole command tree. Runtimes made for the commands run are kept in `runtimes`. */
export function buildProgram(environment: CliEnvironment, runtimes: Runtime[] = []): Command {
  const { io } = environment;
  const program = new Command('switchboard')
    .description(
      'Administer a Switchboard server: abuse words, notifications, cache, users, operators, tenants.',
    )
    .addOption(
      new Option(
        '--server <url>',
        `the server (default: SWITCHBOARD_SERVER, the one you logged in to, else ${DEFAULT_SERVER})`,
      ),
    )
    .option('--json', 'print JSON (the server data) instead of tables and text')
    .version(cliVersion(), '-V, --version', 'print the version of this CLI')
    .showHelpAfterError('(add --help for usage)')
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })
    .exitOverride()
    .addHelpText(
      'after',
      `
Environment:
  SWITCHBOARD_SERVER  the server, as --server
  SWITCHBOARD_TOKEN   an ID token to use instead of the stored login (for scripts)
  SWITCHBOARD_SERVICE_TOKEN  the server's SERVICE_TOKEN, for \`switchboard tenants\`
  XDG_CONFIG_HOME     where the login is kept (default ~/.config)

Output: tables, spinners and progress bars at a terminal; in a pipe, plain tab-separated
lines with a header; JSON with --json. Exit codes: 0 done, 1 failed (server unreachable,
session expired, refused, not found), 2 bad arguments.

Examples:
  $ switchboard login --server http://localhost:8080
  $ switchboard abuse-words add scam --locale nl
  $ switchboard abuse-words import words.csv --atomic
  $ switchboard notifications post "Maintenance at 18:00" --type warning --show-until 2h
  $ switchboard users disable operator@demo.test
  $ switchboard cache flush --yes
  $ switchboard audit --since 7d --actor ada`,
    );

  const runtimeOf = (command: Command): Runtime => {
    const runtime = new Runtime(environment, command.optsWithGlobals<GlobalOptions>());
    runtimes.push(runtime);
    return runtime;
  };
  registerAuthCommands(program, runtimeOf);
  registerAbuseWordCommands(program, runtimeOf);
  registerNotificationCommands(program, runtimeOf);
  registerCacheCommands(program, runtimeOf);
  registerUserCommands(program, runtimeOf);
  registerOperatorCommands(program, runtimeOf);
  registerTenantCommands(program, runtimeOf);
  registerAuditCommands(program, runtimeOf);
  return program;
}

/** Runs the command line `args` (without node and the script) and gives the exit code. */
export async function run(
  args: readonly string[],
  environment: Omit<CliEnvironment, 'terminal'>,
): Promise<ExitCode> {
  const withTerminal = { ...environment, terminal: await loadTerminal(environment.io) };
  return runWith(args, withTerminal);
}

async function runWith(args: readonly string[], environment: CliEnvironment): Promise<ExitCode> {
  const runtimes: Runtime[] = [];
  const program = buildProgram(environment, runtimes);
  try {
    await program.parseAsync([...args], { from: 'user' });
    return runtimes[0]?.exitCode ?? EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) return commanderExitCode(error);
    const out =
      runtimes[0]?.out ?? new Output(environment.io, args.includes('--json'), environment.terminal);
    const cliError =
      error instanceof CliError
        ? error
        : new CliError('server', error instanceof Error ? error.message : String(error));
    out.error(cliError);
    return cliError.exitCode;
  } finally {
    for (const runtime of runtimes) runtime.out.close();
  }
}

/** Help and version are success; every other complaint of commander is a usage error. */
function commanderExitCode(error: CommanderError): ExitCode {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version')
    return EXIT_OK;
  return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
}
