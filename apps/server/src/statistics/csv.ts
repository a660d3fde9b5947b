/** CSV for the statistics exports (RFC 4180), streamed row by row. */

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One field: quoted when it holds a comma, quote or line break. Text that a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe;
 * numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * A streamed CSV answer: the header, then every row `rows` yields (pages are read as the client
 * takes them, never the whole result held at once), as an attachment named `name`.csv.
 */
export function csvResponse(
  name: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator: AsyncIterator<readonly CsvValue[]> | Iterator<readonly CsvValue[]> =
    Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  let headerSent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLine(next.value)));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
