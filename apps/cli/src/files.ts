import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { CliError } from './errors.js';

/** A file's text; `-` reads stdin to its end. */
export async function readInputFile(path: string, stdin: NodeJS.ReadStream): Promise<string> {
  if (path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(
      'usage',
      `${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}

/** Writes a whole file or nothing: to a temporary file first, renamed over the target. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CliError(
      'usage',
      `${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}
