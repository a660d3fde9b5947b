import type { z } from 'zod';
import { usageError } from './errors.js';
import type { Output } from './output.js';

/**
 * A password: the first line of stdin with `--password-stdin`, else asked at a terminal with the
 * answer masked. Neither (a script without `--password-stdin`) is a usage error (exit code 2)
 * before anything is asked or sent, so a script never waits on a prompt nobody sees.
 */
async function readPassword(
  out: Pick<Output, 'interactive' | 'readLine' | 'ask'>,
  fromStdin: boolean | undefined,
  prompt: string,
): Promise<string> {
  if (!fromStdin && !out.interactive) {
    throw usageError('--password-stdin: pass the password on stdin when not at a terminal');
  }
  return fromStdin ? out.readLine('--password-stdin') : out.ask(prompt, { mask: true });
}

/**
 * Command-line input that carries a password, checked with a domain schema: first every other
 * field (a usage error naming the option, before anything is asked), then the password is read
 * (`readPassword`), then the whole. Nobody types a password to then hear that an option was wrong.
 */
export async function parseWithPassword<S extends z.ZodObject>(
  schema: S,
  fields: Record<string, unknown>,
  names: Record<string, string>,
  password: {
    out: Pick<Output, 'interactive' | 'readLine' | 'ask'>;
    fromStdin?: boolean;
    prompt: string;
  },
): Promise<z.output<S>> {
  parseInput(schema.omit({ password: true }), fields, names);
  const typed = await readPassword(password.out, password.fromStdin, password.prompt);
  return parseInput(schema, { ...fields, password: typed }, names);
}

/**
 * Checks command-line input with a domain schema before anything is sent. A failure is a usage
 * error (exit code 2) naming the option or argument: `names` maps schema fields to what the user
 * typed (`{ showUntilAt: '--show-until' }`).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  names: Record<string, string> = {},
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.');
  const name = names[field] ?? names[String(path[0] ?? '')] ?? field;
  throw usageError(name ? `${name}: ${issue?.message}` : (issue?.message ?? 'Invalid input'));
}

/** `a,b c` and repeated arguments alike: a list of non-empty items. */
export function splitList(values: string | readonly string[] | undefined): string[] {
  const all = typeof values === 'string' ? [values] : (values ?? []);
  return all.flatMap((value) => value.split(/[\s,]+/)).filter((item) => item !== '');
}
