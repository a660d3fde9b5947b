import { createInterface, type Interface } from 'node:readline';
import { CliError } from './errors.js';
import type { Progress, Terminal, TerminalStreams } from './ui/terminal.js';

export type { Progress };

/** The streams a run writes to and reads from. */
export type Io = TerminalStreams;

/** A column of a table: its header and how a row shows in it. */
export interface Column<T> {
  header: string;
  value: (row: T) => string;
}

/** Loads Ink only when some stream is a terminal: in a pipe nothing of it is needed. */
export async function loadTerminal(io: Io): Promise<Terminal | null> {
  if (!io.stdout.isTTY && !io.stderr.isTTY && !io.stdin.isTTY) return null;
  const { Terminal } = await import('./ui/terminal.js');
  return new Terminal(io);
}

/**
 * Everything a command prints goes through here. A terminal (stdout is a TTY, no `--json`) gets
 * Ink: tables, spinners, progress bars, prompts. A pipe gets plain, stable text: tab-separated
 * columns under a header line. `--json` gets JSON of the server's data. Errors, notes and
 * progress go to stderr, so stdout only ever holds the result.
 */
export class Output {
  /** Ink tables and colours on stdout. */
  readonly rich: boolean;
  /** Spinners and progress bars on stderr. */
  private readonly animated: boolean;
  private lineReader: { rl: Interface; lines: AsyncIterator<string> } | null = null;

  constructor(
    private readonly io: Io,
    readonly json: boolean,
    private readonly terminal: Terminal | null,
  ) {
    this.rich = terminal !== null && Boolean(io.stdout.isTTY) && !json;
    this.animated = this.rich && Boolean(io.stderr.isTTY);
  }

  /** Whether the user can be asked something: a person at a terminal. */
  get interactive(): boolean {
    return this.terminal !== null && Boolean(this.io.stdin.isTTY) && Boolean(this.io.stderr.isTTY);
  }

  table<T>(rows: readonly T[], columns: readonly Column<T>[], empty?: string): void {
    if (this.json) return this.writeJson(rows);
    const { headers, cells } = tableOf(rows, columns);
    if (this.rich && this.terminal)
      return this.line(this.terminal.table({ headers, rows: cells, empty }));
    this.plainTable(headers, cells);
  }

  details(entries: readonly (readonly [string, string])[], value: unknown): void {
    if (this.json) return this.writeJson(value);
    if (this.rich && this.terminal) return this.line(this.terminal.details(entries));
    for (const [label, text] of entries) this.io.stdout.write(`${label}\t${plainCell(text)}\n`);
  }

  /** The result of a command that changed something: a line, or `value` as JSON. */
  success(message: string, value?: unknown): void {
    if (this.json) return this.writeJson(value ?? { message });
    if (this.rich && this.terminal) {
      return this.line(this.terminal.status({ kind: 'success', message }));
    }
    this.io.stdout.write(`${message}\n`);
  }

  /**
   * A result with rows that explain it (an import and its rejected lines): the message, then
   * the table; `value` as JSON.
   */
  outcome<T>(
    ok: boolean,
    message: string,
    rows: readonly T[],
    columns: readonly Column<T>[],
    value: unknown,
  ): void {
    if (this.json) return this.writeJson(value);
    const { headers, cells } = tableOf(rows, columns);
    if (this.rich && this.terminal) {
      return this.line(
        this.terminal.outcome({
          kind: ok ? 'success' : 'warning',
          message,
          table: { headers, rows: cells },
        }),
      );
    }
    this.io.stdout.write(`${message}\n`);
    if (cells.length > 0) this.plainTable(headers, cells);
  }

  /** Text that is the result itself (an export, a cached value): written as is. */
  raw(text: string): void {
    this.io.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
  }

  writeJson(value: unknown): void {
    this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** A note that is not the result (to stderr). */
  note(message: string): void {
    if (this.json) return;
    this.io.stderr.write(
      this.animated && this.terminal
        ? `${this.terminal.status({ kind: 'warning', message })}\n`
        : `${message}\n`,
    );
  }

  /** How a failed command ends: one clear message on stderr. */
  error(error: CliError): void {
    if (this.json) {
      const body = { error: { code: error.code, message: error.message } };
      this.io.stderr.write(`${JSON.stringify(body)}\n`);
    } else if (this.terminal && this.io.stderr.isTTY) {
      this.io.stderr.write(`${this.terminal.status({ kind: 'error', message: error.message })}\n`);
    } else {
      this.io.stderr.write(`Error: ${error.message}\n`);
    }
  }

  /** Runs `work` under a spinner on a terminal; plainly otherwise. */
  async task<T>(label: string, work: () => Promise<T>): Promise<T> {
    if (!this.animated || !this.terminal) return work();
    const spinner = this.terminal.spinner(label);
    try {
      return await work();
    } finally {
      spinner.stop();
    }
  }

  /** A progress bar on a terminal; `label: done/total` lines on stderr in a pipe. */
  progress(label: string, total: number): Progress {
    if (this.animated && this.terminal) return this.terminal.progress(label, total);
    if (this.json) return { advance: () => undefined, finish: () => undefined };
    return {
      advance: (done) => this.io.stderr.write(`${label}: ${done}/${total}\n`),
      finish: () => undefined,
    };
  }

  /** Asks yes/no at a terminal (callers check `interactive` first); no is the default. */
  async confirm(question: string): Promise<boolean> {
    return this.terminal ? this.terminal.confirm(question) : false;
  }

  /**
   * One line of input: a prompt at a terminal, otherwise the next line of stdin (so scripts can
   * pipe a password and a code in).
   */
  async ask(label: string, options: { mask?: boolean } = {}): Promise<string> {
    if (!this.interactive || !this.terminal) return this.readLine(label);
    const answer = await this.terminal.ask(label, Boolean(options.mask));
    if (answer === null) throw new CliError('cancelled', 'Cancelled.');
    return answer;
  }

  /** The next line of stdin; a usage error when stdin has no more lines. */
  async readLine(what: string): Promise<string> {
    this.lineReader ??= (() => {
      const rl = createInterface({ input: this.io.stdin, terminal: false });
      return { rl, lines: rl[Symbol.asyncIterator]() };
    })();
    const next = await this.lineReader.lines.next();
    if (next.done) throw new CliError('usage', `${what}: expected a line on stdin`);
    return next.value;
  }

  /** Releases stdin, so the process can end. */
  close(): void {
    this.lineReader?.rl.close();
  }

  private line(text: string): void {
    this.io.stdout.write(`${text}\n`);
  }

  /** A header line, then a line a row, the cells separated by tabs. */
  private plainTable(headers: readonly string[], cells: readonly string[][]): void {
    for (const line of [headers, ...cells]) this.io.stdout.write(`${line.join('\t')}\n`);
  }
}

function tableOf<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
): { headers: string[]; cells: string[][] } {
  return {
    headers: columns.map((column) => column.header),
    cells: rows.map((row) => columns.map((column) => plainCell(column.value(row)))),
  };
}

/** Tabs and line breaks would break a tab-separated line; a cell shows them as spaces. */
function plainCell(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}
