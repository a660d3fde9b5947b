import { Option, type Command } from 'commander';
import {
  ABUSE_WORD_IMPORT_MAX,
  abuseWordComparisonKey,
  AbuseWordListQuery,
  AbuseWordListResponse,
  AbuseWordResponse,
  AddAbuseWordRequest,
  chunk,
  ImportAbuseWordsResponse,
  type AbuseWord,
  type AbuseWordRejection,
} from '@switchboard/domain';
import { CliError, EXIT_FAILURE, usageError } from '../errors.js';
import { readInputFile, writeFileAtomic } from '../files.js';
import { parseInput } from '../input.js';
import type { Column } from '../output.js';
import type { Runtime, RuntimeOf } from '../runtime.js';
import { parseWordFile, wordsToCsv, wordsToLines, type FileWord } from '../word-file.js';

/** Words per request of a non-atomic import: small enough for a steady progress bar. */
export const IMPORT_CHUNK_SIZE = 200;

const localeOption = () =>
  new Option('--locale <locale>', "a locale such as nl; '' or global for the global list");

/** `global` is how the global list is named on the command line; the API calls it ''. */
function localeArgument(locale: string | undefined): string | undefined {
  return locale?.trim().toLowerCase() === 'global' ? '' : locale;
}

export const localeLabel = (locale: string) => (locale === '' ? 'global' : locale);

const WORD_COLUMNS: Column<AbuseWord>[] = [
  { header: 'ID', value: (word) => word.id },
  { header: 'VALUE', value: (word) => word.value },
  { header: 'LOCALE', value: (word) => localeLabel(word.locale) },
];

export function registerAbuseWordCommands(program: Command, runtimeOf: RuntimeOf): void {
  const words = program
    .command('abuse-words')
    .description('The abuse word list: global words and words per locale (Admin)');

  words
    .command('list')
    .description('List abuse words: all, or one list with --locale')
    .addOption(localeOption())
    .action(async (options: { locale?: string }, command: Command) => {
      const rt = runtimeOf(command);
      rt.out.table(await fetchWords(rt, options.locale), WORD_COLUMNS, 'No abuse words.');
    });

  words
    .command('add')
    .description('Add a word to the global list, or to one locale with --locale')
    .argument('<value>', 'the word or phrase')
    .addOption(localeOption().default(''))
    .action(async (value: string, options: { locale: string }, command: Command) => {
      const rt = runtimeOf(command);
      const request = parseInput(
        AddAbuseWordRequest,
        { value, locale: localeArgument(options.locale) },
        { value: 'value', locale: '--locale' },
      );
      const { data: word } = await rt.call('Adding', 'POST', '/abuse-words', AbuseWordResponse, {
        body: request,
      });
      rt.out.success(
        `Added "${word.value}" to the ${localeLabel(word.locale)} abuse list (${word.id}).`,
        word,
      );
    });

  words
    .command('remove')
    .description(
      'Remove a word by its id, or by its value (with --locale when it is in several lists)',
    )
    .argument('<id-or-value>', 'the id, or the word itself')
    .addOption(localeOption())
    .action(async (target: string, options: { locale?: string }, command: Command) => {
      const rt = runtimeOf(command);
      const word = pickWord(await fetchWords(rt, undefined), target, options.locale);
      const { api } = await rt.session();
      await rt.out.task('Removing', () =>
        api.send('DELETE', `/abuse-words/${encodeURIComponent(word.id)}`),
      );
      rt.out.success(
        `Removed "${word.value}" from the ${localeLabel(word.locale)} abuse list.`,
        word,
      );
    });

  words
    .command('import')
    .description('Add the words of a file: CSV with the header value,locale, or one word a line')
    .argument('<file>', "the file; '-' reads stdin")
    .addOption(localeOption().default(''))
    .option('--atomic', 'add all words or none: any rejected line means nothing is added')
    .addHelpText(
      'after',
      `
--locale is the locale of a file with one word a line; a CSV file names each word's locale
(an empty locale is global). Every rejected line is reported with its number and reason; the
exit code is 1 when any line was rejected.

Examples:
  $ switchboard abuse-words import words.csv --atomic
  $ switchboard abuse-words import dutch.txt --locale nl`,
    )
    .action(async (file: string, options: { locale: string; atomic?: boolean }, command: Command) =>
      importWords(runtimeOf(command), file, options),
    );

  words
    .command('export')
    .description('Write the words as CSV (value,locale) or one word a line')
    .addOption(localeOption())
    .addOption(
      new Option('--format <format>', 'csv or lines').choices(['csv', 'lines']).default('csv'),
    )
    .option('-o, --output <file>', 'write to a file (whole or not at all) instead of stdout')
    .action(
      async (
        options: { locale?: string; format: 'csv' | 'lines'; output?: string },
        command: Command,
      ) => {
        const rt = runtimeOf(command);
        const list = await fetchWords(rt, options.locale);
        const text = options.format === 'csv' ? wordsToCsv(list) : wordsToLines(list);
        if (options.output === undefined) return rt.out.raw(text);
        await writeFileAtomic(options.output, text);
        rt.out.success(`Exported ${list.length} words to ${options.output}.`, {
          exported: list.length,
          file: options.output,
        });
      },
    );
}

async function fetchWords(rt: Runtime, locale: string | undefined): Promise<AbuseWord[]> {
  const query = parseInput(
    AbuseWordListQuery,
    { locale: localeArgument(locale) },
    { locale: '--locale' },
  );
  const { data } = await rt.call(
    'Loading abuse words',
    'GET',
    '/abuse-words',
    AbuseWordListResponse,
    {
      query,
    },
  );
  return data;
}

/** The word an id or value names; a value in several lists needs --locale to choose. */
function pickWord(
  words: readonly AbuseWord[],
  target: string,
  locale: string | undefined,
): AbuseWord {
  const byId = words.find((word) => word.id === target);
  if (byId) return byId;
  const wanted = localeArgument(locale);
  const key = abuseWordComparisonKey(target);
  const matches = words.filter(
    (word) =>
      abuseWordComparisonKey(word.value) === key &&
      (wanted === undefined || word.locale === wanted.trim().toLowerCase()),
  );
  const [only, ...others] = matches;
  if (!only) {
    const where = wanted === undefined ? '' : ` in the ${localeLabel(wanted)} list`;
    throw new CliError('not-found', `No abuse word with the id or value "${target}"${where}.`);
  }
  if (others.length > 0) {
    const lists = matches.map((word) => localeLabel(word.locale)).join(', ');
    throw usageError(`"${target}" is in several lists (${lists}): choose one with --locale.`);
  }
  return only;
}

async function importWords(
  rt: Runtime,
  file: string,
  options: { locale: string; atomic?: boolean },
): Promise<void> {
  const atomic = Boolean(options.atomic);
  const defaultLocale = parseInput(
    AbuseWordListQuery,
    { locale: localeArgument(options.locale) },
    { locale: '--locale' },
  ).locale;
  const parsed = parseWordFile(
    await readInputFile(file, rt.environment.io.stdin),
    defaultLocale ?? '',
  );
  if (parsed.words.length === 0 && parsed.rejected.length === 0) {
    throw usageError(`${file}: no words in the file`);
  }
  if (atomic && parsed.words.length > ABUSE_WORD_IMPORT_MAX) {
    throw usageError(`--atomic: at most ${ABUSE_WORD_IMPORT_MAX} words in one import`);
  }

  let added = 0;
  const rejected: AbuseWordRejection[] = [...parsed.rejected];
  // With --atomic a line the file itself gets wrong already means nothing may be added.
  if (parsed.words.length > 0 && !(atomic && parsed.rejected.length > 0)) {
    const { api } = await rt.session();
    const chunks = atomic ? [parsed.words] : chunk(parsed.words, IMPORT_CHUNK_SIZE);
    const progress = rt.out.progress('Importing', parsed.words.length);
    let sent = 0;
    let lastLine = 0;
    try {
      for (const words of chunks) {
        const { data } = await api.call('POST', '/abuse-words/import', ImportAbuseWordsResponse, {
          body: { words: words.map(toImportLine), atomic },
        });
        added += data.added;
        rejected.push(...data.rejected);
        sent += words.length;
        lastLine = words.at(-1)?.line ?? lastLine;
        progress.advance(sent);
      }
    } catch (error) {
      // Earlier chunks are in: say how far the import got, so it can be resumed.
      if (sent > 0) {
        rt.out.note(`Imported ${added} words up to line ${lastLine}; later lines were not sent.`);
      }
      throw error;
    } finally {
      progress.finish();
    }
  }

  rejected.sort((a, b) => a.line - b.line);
  rt.out.outcome(
    rejected.length === 0,
    importSummaryText(added, rejected.length, atomic),
    rejected,
    REJECTION_COLUMNS,
    { added, rejected },
  );
  if (rejected.length > 0) rt.exitCode = EXIT_FAILURE;
}

const REJECTION_COLUMNS: Column<AbuseWordRejection>[] = [
  { header: 'LINE', value: (entry) => String(entry.line) },
  { header: 'VALUE', value: (entry) => entry.value },
  { header: 'REASON', value: (entry) => entry.reason },
];

/** The first line of an import report. */
export function importSummaryText(added: number, rejected: number, atomic: boolean): string {
  const words = `${added} word${added === 1 ? '' : 's'}`;
  if (rejected === 0) return `Imported ${words}.`;
  const lines = `${rejected} line${rejected === 1 ? '' : 's'} rejected`;
  return atomic && added === 0
    ? `Nothing imported (--atomic): ${lines}.`
    : `Imported ${words}; ${lines}.`;
}

const toImportLine = (word: FileWord) => ({
  value: word.value,
  locale: word.locale,
  line: word.line,
});
