import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { CliError } from './errors.js';

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EISDIR: 'is a folder',
  ENOTDIR: 'a part of the path is not a folder',
};

function fileError(path: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    (code && FILE_ERRORS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new CliError('usage', `${path}: ${reason}`);
}

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
    throw fileError(path, error);
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
    throw fileError(path, error);
  }
}
