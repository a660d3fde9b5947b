/**
 * Abuse word files, shared by the CLI and the console: import (CSV `value,locale` or one word a
 * line, each line checked) and export.
 */
import { AddAbuseWordRequest, type AbuseWord } from '../schemas/abuse.js';

/** A word read from an import file, with its line number for the report. */
export interface AbuseWordFileWord {
  line: number;
  value: string;
  /** '' for a global word. */
  locale: string;
}

/** A line that cannot be a word, and why. */
export interface AbuseWordFileRejection {
  line: number;
  value: string;
  reason: string;
}

export interface AbuseWordFile {
  format: 'csv' | 'lines';
  words: AbuseWordFileWord[];
  /** Lines that cannot be a word, with the reason; they are never sent. */
  rejected: AbuseWordFileRejection[];
}

/** The header that makes a file CSV; without it every line is one word. */
export const ABUSE_WORD_CSV_HEADER = 'value,locale';

/**
 * Reads an import file: CSV with the header `value,locale` (an empty locale is global), or one
 * word a line, all in `defaultLocale`. Blank lines are skipped. Each word is checked with the
 * domain's `AddAbuseWordRequest`; a line that fails is reported with its number and reason.
 */
export function parseAbuseWordFile(text: string, defaultLocale: string): AbuseWordFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  const isCsv = first >= 0 && isCsvHeader(lines[first] ?? '');
  const words: AbuseWordFileWord[] = [];
  const rejected: AbuseWordFileRejection[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '' || (isCsv && index === first)) return;
    let value = text;
    let locale = defaultLocale;
    if (isCsv) {
      const fields = parseCsvRow(text);
      if (typeof fields === 'string') return rejected.push({ line, value: text, reason: fields });
      if (fields.length > 2) {
        return rejected.push({
          line,
          value: text,
          reason: `Expected 2 columns (${ABUSE_WORD_CSV_HEADER}), found ${fields.length}`,
        });
      }
      value = fields[0] ?? '';
      locale = fields[1] ?? '';
    }
    const checked = AddAbuseWordRequest.safeParse({ value, locale: locale.trim().toLowerCase() });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.map(String).join('.');
      return rejected.push({
        line,
        value,
        reason: field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid'),
      });
    }
    words.push({ line, ...checked.data });
  });
  return { format: isCsv ? 'csv' : 'lines', words, rejected };
}

function isCsvHeader(line: string): boolean {
  const fields = parseCsvRow(line.trim().toLowerCase());
  return (
    Array.isArray(fields) && fields.map((field) => field.trim()).join(',') === ABUSE_WORD_CSV_HEADER
  );
}

/** The fields of one CSV line (RFC 4180 quoting), or why it cannot be read. */
export function parseCsvRow(line: string): string[] | string {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      if (field.trim() !== '' || wasQuoted)
        return `A quote inside an unquoted field (column ${fields.length + 1})`;
      field = '';
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else if (wasQuoted) {
      if (char?.trim() !== '') return `Text after a closing quote (column ${fields.length + 1})`;
    } else {
      field += char;
    }
  }
  if (quoted) return 'A quoted field is not closed';
  fields.push(field);
  return fields;
}

/** A CSV field, quoted when it holds a comma, a quote or surrounding spaces. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The words as CSV with the `value,locale` header: `import` reads it back unchanged. */
export function abuseWordsToCsv(words: readonly Pick<AbuseWord, 'value' | 'locale'>[]): string {
  return [ABUSE_WORD_CSV_HEADER, ...words.map((word) => `${csvField(word.value)},${word.locale}`)]
    .map((line) => `${line}\n`)
    .join('');
}

/** The words one a line (their locales are left out). */
export function abuseWordsToLines(words: readonly Pick<AbuseWord, 'value'>[]): string {
  return words.map((word) => `${word.value}\n`).join('');
}
