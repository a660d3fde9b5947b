import { describe, expect, it, vi } from 'vitest';
import { CliError } from './errors.js';
import { loadTerminal, Output, type Column } from './output.js';
import { fakeIo, plain } from './test/streams.js';

interface Word {
  id: string;
  value: string;
}
const words: Word[] = [
  { id: 'w1', value: 'scam' },
  { id: 'w2', value: 'tab\there' },
];
const columns: Column<Word>[] = [
  { header: 'ID', value: (w) => w.id },
  { header: 'VALUE', value: (w) => w.value },
];

async function output(options: { tty: boolean; json?: boolean; input?: string }) {
  const streams = fakeIo(options);
  const terminal = await loadTerminal(streams.io);
  return { ...streams, out: new Output(streams.io, Boolean(options.json), terminal) };
}

describe('Output in a pipe', () => {
  it('needs no Ink at all', async () => {
    expect(await loadTerminal(fakeIo({ tty: false }).io)).toBeNull();
  });

  it('prints tables as tab-separated lines under a header, cells kept on one line', async () => {
    const { out, stdout } = await output({ tty: false });
    out.table(words, columns);
    expect(stdout.text()).toBe('ID\tVALUE\nw1\tscam\nw2\ttab here\n');
  });

  it('prints a result line, details and an outcome with its rows', async () => {
    const { out, stdout } = await output({ tty: false });
    out.success('Deleted cli:one.');
    out.details([['Email', 'admin@demo.test']], {});
    out.outcome(false, 'Imported 1 word; 1 line rejected.', words.slice(0, 1), columns, {});
    expect(stdout.text()).toBe(
      'Deleted cli:one.\nEmail\tadmin@demo.test\nImported 1 word; 1 line rejected.\nID\tVALUE\nw1\tscam\n',
    );
  });

  it('writes errors and progress to stderr only', async () => {
    const { out, stdout, stderr } = await output({ tty: false });
    const progress = out.progress('Importing', 3);
    progress.advance(2);
    progress.advance(3);
    progress.finish();
    out.error(new CliError('not-found', 'No key "x".'));
    expect(stdout.text()).toBe('');
    expect(stderr.text()).toBe('Importing: 2/3\nImporting: 3/3\nError: No key "x".\n');
  });

  it('reads answers line by line from stdin, and says so when there are none left', async () => {
    const { out } = await output({ tty: false, input: 'secret\n123456\n' });
    expect(out.interactive).toBe(false);
    expect(await out.ask('Password', { mask: true })).toBe('secret');
    expect(await out.readLine('--code')).toBe('123456');
    await expect(out.readLine('--code')).rejects.toThrow('--code: expected a line on stdin');
    out.close();
  });
});

describe('Output with --json', () => {
  it('prints the data as JSON, and errors as JSON on stderr', async () => {
    const { out, stdout, stderr } = await output({ tty: true, json: true });
    expect(out.rich).toBe(false);
    out.table(words, columns);
    expect(JSON.parse(stdout.text())).toEqual(words);
    out.error(new CliError('usage', '--locale: bad'));
    expect(JSON.parse(stderr.text())).toEqual({
      error: { code: 'usage', message: '--locale: bad' },
    });
  });
});

describe('Output at a terminal', () => {
  it('draws tables and results with Ink', async () => {
    const { out, stdout } = await output({ tty: true });
    expect(out.rich).toBe(true);
    out.table(words, columns);
    out.success('Added "scam".');
    expect(plain(stdout.text())).toBe(
      'ID  VALUE\n──  ────────\nw1  scam\nw2  tab here\n✔ Added "scam".\n',
    );
  });

  it('shows errors with a mark', async () => {
    const { out, stderr } = await output({ tty: true });
    out.error(new CliError('unreachable', 'Cannot reach the server at http://x: ECONNREFUSED'));
    expect(plain(stderr.text())).toBe('✖ Cannot reach the server at http://x: ECONNREFUSED\n');
  });

  it('shows a spinner while a task runs and a progress bar on stderr', async () => {
    const { out, stderr, stdout } = await output({ tty: true });
    const value = await out.task('Loading abuse words', async () => {
      await vi.waitFor(() => expect(plain(stderr.text())).toContain('Loading abuse words'));
      return 42;
    });
    expect(value).toBe(42);
    const progress = out.progress('Importing', 4);
    progress.advance(2);
    await vi.waitFor(() => expect(plain(stderr.text())).toContain(`Importing ${'█'.repeat(15)}`));
    progress.finish();
    expect(plain(stderr.text())).toContain('2/4');
    expect(stdout.text()).toBe('');
  });

  it('asks for confirmation and takes y as yes', async () => {
    const { out, stderr, keyboard } = await output({ tty: true });
    expect(out.interactive).toBe(true);
    const answer = out.confirm('Delete every cache key?');
    await vi.waitFor(() => expect(plain(stderr.text())).toContain('Delete every cache key? (y/N)'));
    keyboard.write('y');
    expect(await answer).toBe(true);
  });

  it('prompts for a masked value', async () => {
    const { out, stderr, keyboard } = await output({ tty: true });
    const answer = out.ask('Password', { mask: true });
    await vi.waitFor(() => expect(plain(stderr.text())).toContain('Password'));
    keyboard.write('hunter2\r');
    expect(await answer).toBe('hunter2');
    expect(plain(stderr.text())).not.toContain('hunter2');
  });
});
