import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@switchboard/domain';
import { rows } from './test/cli.js';
import { useCliServer } from './test/cli-server.js';

const ctx = useCliServer({ signedInAs: 'admin@demo.test' });
const { cli, as } = ctx;
let adminToken: string;
beforeAll(async () => {
  adminToken = (await ctx.server.signIn('admin@demo.test')).idToken;
});

/** The words as the server has them: `value@locale`, sorted. */
async function serverWords(): Promise<string[]> {
  const res = await ctx.server.call('GET', '/abuse-words', { token: adminToken });
  return res.body.data.map((w: any) => `${w.value}@${w.locale || 'global'}`).sort();
}

describe('switchboard abuse-words', () => {
  it('adds global and locale words, and refuses a duplicate with the spec text', async () => {
    const global = await cli(['abuse-words', 'add', 'Cli-Scam']);
    expect(global.code).toBe(0);
    expect(global.stdout).toMatch(/^Added "Cli-Scam" to the global abuse list \(.+\)\.\n$/);
    const dutch = await cli(['abuse-words', 'add', 'oplichter', '--locale', 'nl', '--json']);
    expect(dutch.code).toBe(0);
    expect(JSON.parse(dutch.stdout)).toMatchObject({ value: 'oplichter', locale: 'nl' });

    const duplicate = await cli(['abuse-words', 'add', 'cli-scam', '--locale', 'de']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe(`Error: ${messages.abuseWordExists('cli-scam', '')}\n`);
    const sameLocale = await cli(['abuse-words', 'add', 'OPLICHTER', '--locale', 'nl']);
    expect(sameLocale.stderr).toBe(`Error: ${messages.abuseWordExists('OPLICHTER', 'nl')}\n`);
    expect(await serverWords()).toEqual(
      expect.arrayContaining(['Cli-Scam@global', 'oplichter@nl']),
    );
  });

  it('lists words as tab-separated rows, filtered by --locale', async () => {
    const all = await cli(['abuse-words', 'list']);
    expect(all.code).toBe(0);
    const table = rows(all.stdout);
    expect(table[0]).toEqual(['ID', 'VALUE', 'LOCALE']);
    expect(table.map((row) => `${row[1]}@${row[2]}`)).toEqual(
      expect.arrayContaining(['Cli-Scam@global', 'oplichter@nl']),
    );
    const dutch = rows((await cli(['abuse-words', 'list', '--locale', 'nl'])).stdout);
    expect(dutch.slice(1).every((row) => row[2] === 'nl')).toBe(true);
    const global = rows((await cli(['abuse-words', 'list', '--locale', 'global'])).stdout);
    expect(global.slice(1).every((row) => row[2] === 'global')).toBe(true);
    expect(global.map((row) => row[1])).toContain('Cli-Scam');
  });

  it('refuses bad arguments with exit code 2 before sending', async () => {
    const locale = await cli(['abuse-words', 'add', 'x', '--locale', 'dutch']);
    expect(locale.code).toBe(2);
    expect(locale.stderr).toContain('--locale: ');
    const long = await cli(['abuse-words', 'add', 'x'.repeat(101)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('value: ');
    const missing = await cli(['abuse-words', 'remove']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'id-or-value'");
  });

  it('removes a word by id and by value, asking for --locale when the value is in several lists', async () => {
    const added = JSON.parse((await cli(['abuse-words', 'add', 'by-id', '--json'])).stdout);
    const byId = await cli(['abuse-words', 'remove', added.id]);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toBe('Removed "by-id" from the global abuse list.\n');

    await cli(['abuse-words', 'add', 'twice', '--locale', 'nl']);
    await cli(['abuse-words', 'add', 'twice', '--locale', 'de']);
    const ambiguous = await cli(['abuse-words', 'remove', 'TWICE']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain(
      '"TWICE" is in several lists (de, nl): choose one with --locale.',
    );
    const byValue = await cli(['abuse-words', 'remove', 'TWICE', '--locale', 'de']);
    expect(byValue.code).toBe(0);
    expect(byValue.stdout).toBe('Removed "twice" from the de abuse list.\n');
    const words = await serverWords();
    expect(words).toContain('twice@nl');
    expect(words).not.toContain('twice@de');
    expect(words).not.toContain('by-id@global');

    const unknown = await cli(['abuse-words', 'remove', 'never-added']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No abuse word with the id or value "never-added".');
  });

  it('imports a CSV file, reporting every rejected line with its reason', async () => {
    const file = join(ctx.home, 'words.csv');
    await writeFile(
      file,
      [
        'value,locale',
        'import-one,',
        'import-two,nl',
        '"with, comma",de',
        'cli-scam,gb', // already global
        'import-one,', // repeats line 2
        'bad-locale,dutch',
        '"unclosed,nl',
        ',nl',
        '',
      ].join('\n'),
    );
    const result = await cli(['abuse-words', 'import', file]);
    expect(result.code).toBe(1);
    const [summary, ...table] = result.stdout.trimEnd().split('\n');
    expect(summary).toBe('Imported 3 words; 5 lines rejected.');
    const rejected = rows(table.join('\n'));
    expect(rejected[0]).toEqual(['LINE', 'VALUE', 'REASON']);
    expect(rejected.slice(1).map((row) => row[0])).toEqual(['5', '6', '7', '8', '9']);
    expect(rejected[1]?.[2]).toBe(messages.abuseWordExists('cli-scam', ''));
    expect(rejected[2]?.[2]).toBe(messages.abuseWordExists('import-one', ''));
    expect(rejected[3]?.[2]).toMatch(/^locale: /);
    expect(rejected[4]?.[2]).toBe('A quoted field is not closed');
    expect(rejected[5]?.[2]).toMatch(/^value: /);
    // Lines 2-6 go to the server; the file's own bad lines 7-9 never do.
    expect(result.stderr).toBe('Importing: 5/5\n');
    expect(await serverWords()).toEqual(
      expect.arrayContaining(['import-one@global', 'import-two@nl', 'with, comma@de']),
    );
  });

  it('--atomic imports nothing when a line is rejected, and everything when none is', async () => {
    const before = await serverWords();
    const file = join(ctx.home, 'atomic.txt');
    await writeFile(file, 'atomic-one\natomic-two\noplichter\n');
    const refused = await cli([
      'abuse-words',
      'import',
      file,
      '--locale',
      'nl',
      '--atomic',
      '--json',
    ]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({
      added: 0,
      rejected: [
        { line: 3, value: 'oplichter', reason: messages.abuseWordExists('oplichter', 'nl') },
      ],
    });
    expect(await serverWords()).toEqual(before);

    await writeFile(file, 'atomic-one\natomic-two\n');
    const applied = await cli(['abuse-words', 'import', file, '--locale', 'nl', '--atomic']);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toBe('Imported 2 words.\n');
    expect(await serverWords()).toEqual(expect.arrayContaining(['atomic-one@nl', 'atomic-two@nl']));
  });

  it('--atomic sends nothing when the file itself has a bad line', async () => {
    const before = await serverWords();
    const result = await cli(
      ['abuse-words', 'import', '-', '--atomic'],
      `value,locale\nfine-word,\n"broken,\n`,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Nothing imported (--atomic): 1 line rejected.');
    expect(await serverWords()).toEqual(before);
  });

  it('imports large files in chunks with progress', async () => {
    const lines = Array.from({ length: 450 }, (_, i) => `bulk-${i}`);
    const result = await cli(
      ['abuse-words', 'import', '-', '--locale', 'gb'],
      `${lines.join('\n')}\n`,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Imported 450 words.\n');
    expect(result.stderr).toBe('Importing: 200/450\nImporting: 400/450\nImporting: 450/450\n');
  });

  it('exports CSV that imports back unchanged, and one word a line', async () => {
    const csv = await cli(['abuse-words', 'export', '--locale', 'de']);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toMatch(/^value,locale\n/);
    expect(csv.stdout).toContain('\n"with, comma",de\n');

    const file = join(ctx.home, 'export.csv');
    const written = await cli(['abuse-words', 'export', '--output', file]);
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^Exported \d+ words to .*export\.csv\.\n$/);
    const text = await readFile(file, 'utf8');
    expect(text.split('\n')[0]).toBe('value,locale');
    expect(text).toContain('Cli-Scam,\n');
    // Every exported word is already there: importing the export adds nothing.
    const again = await cli(['abuse-words', 'import', file, '--json']);
    const report = JSON.parse(again.stdout);
    expect(report.added).toBe(0);
    expect(report.rejected.length).toBe(text.trimEnd().split('\n').length - 1);

    const lines = await cli(['abuse-words', 'export', '--locale', 'nl', '--format', 'lines']);
    expect(lines.stdout.split('\n')).toEqual(expect.arrayContaining(['oplichter', 'import-two']));
  });

  it('a non-admin gets the server refusal', async () => {
    const result = await as('manager@demo.test', ['abuse-words', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Error: You are not allowed to do this.\n');
  });
});
