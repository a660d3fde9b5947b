import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BackupError } from './errors.js';
import { USAGE } from './messages.js';

export type Command =
  | { command: 'help' }
  | { command: 'backup'; file: string; force: boolean }
  | { command: 'restore'; file: string; dataDir: string | undefined };

const File = z.string().trim().min(1, 'the file name is empty');

/** Exactly one name: the backup file. */
const Positionals = z
  .array(z.string())
  .min(1, 'name the backup file, e.g. switchboard-backup.tar.gz')
  .max(1, 'name one backup file (quote a name that has spaces)');

const BackupArgs = z.object({
  positionals: Positionals,
  values: z.object({ force: z.boolean().default(false) }),
});

const RestoreArgs = z.object({
  positionals: Positionals,
  values: z.object({
    'data-dir': z.string().trim().min(1, '--data-dir is empty').optional(),
  }),
});

/**
 * Reads the command line of `backup/cli.js`: `backup <file> [--force]` or
 * `restore <file> [--data-dir <dir>]`. Paths are resolved against `base`, the folder the user
 * ran the command in. A bad line is a BackupError with code `bad-arguments`.
 */
export function parseCommandLine(argv: readonly string[], base: string): Command {
  const [command, ...args] = argv;
  const bad = (message: string) => new BackupError('bad-arguments', `${message}\n\n${USAGE}`);
  // parseArgs throws on an unknown option or a missing value, with a message that names it.
  const attempt = <T>(parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      throw bad((error as Error).message);
    }
  };
  const line = { args: [...args], allowPositionals: true, strict: true } as const;
  const help = { help: { type: 'boolean', short: 'h' } } as const;
  const check = <T>(schema: z.ZodType<T>, parsed: unknown): T => {
    const result = schema.safeParse(parsed);
    if (!result.success) throw bad(result.error.issues[0]?.message ?? 'invalid arguments');
    return result.data;
  };
  switch (command) {
    case 'backup': {
      const parsed = attempt(() =>
        parseArgs({ ...line, options: { ...help, force: { type: 'boolean' } } }),
      );
      if (parsed.values.help) return { command: 'help' };
      const { positionals, values } = check(BackupArgs, parsed);
      return { command, file: resolve(base, check(File, positionals[0])), force: values.force };
    }
    case 'restore': {
      const parsed = attempt(() =>
        parseArgs({ ...line, options: { ...help, 'data-dir': { type: 'string' } } }),
      );
      if (parsed.values.help) return { command: 'help' };
      const { positionals, values } = check(RestoreArgs, parsed);
      const dataDir = values['data-dir'];
      return {
        command,
        file: resolve(base, check(File, positionals[0])),
        dataDir: dataDir === undefined ? undefined : resolve(base, dataDir),
      };
    }
    case '--help':
    case '-h':
      return { command: 'help' };
    default:
      throw bad(command ? `unknown command ${command}` : 'name a command: backup or restore');
  }
}
