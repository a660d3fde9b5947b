import { render, renderToString, type RenderOptions } from 'ink';
import type { ReactElement } from 'react';
import { Confirm } from './Confirm.js';
import { Details } from './Details.js';
import { Outcome, type OutcomeProps } from './Outcome.js';
import { ProgressBar } from './ProgressBar.js';
import { Spinner } from './Spinner.js';
import { Status, type StatusProps } from './Status.js';
import { Table, type TableProps } from './Table.js';
import { TextPrompt } from './TextPrompt.js';

/** Wide enough that Ink never wraps a row: the terminal wraps long lines itself. */
const RENDER_COLUMNS = 1_000;

export interface TerminalStreams {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
}

export interface Progress {
  advance(done: number): void;
  finish(): void;
}

/**
 * Everything Ink draws for a person at a terminal. Results are rendered to text (they stay in
 * the scrollback); spinners, progress bars and prompts are live on stderr. Loaded only when a
 * stream is a terminal, so scripts never pay for React.
 */
export class Terminal {
  constructor(private readonly streams: TerminalStreams) {}

  table(props: TableProps): string {
    return text(<Table {...props} />);
  }

  details(entries: readonly (readonly [string, string])[]): string {
    return text(<Details entries={entries} />);
  }

  status(props: StatusProps): string {
    return text(<Status {...props} />);
  }

  outcome(props: OutcomeProps): string {
    return text(<Outcome {...props} />);
  }

  /** Shows a spinner until `stop`. */
  spinner(label: string): { stop(): void } {
    const instance = render(<Spinner label={label} />, this.options());
    return {
      stop: () => {
        instance.clear();
        instance.unmount();
      },
    };
  }

  progress(label: string, total: number): Progress {
    const view = (done: number) => <ProgressBar label={label} done={done} total={total} />;
    const instance = render(view(0), this.options());
    return { advance: (done) => instance.rerender(view(done)), finish: () => instance.unmount() };
  }

  /** Asks yes/no; no is the default, and Ctrl+C is no. */
  confirm(question: string): Promise<boolean> {
    return this.prompt((answer) => <Confirm question={question} onAnswer={answer} />, false);
  }

  /** One line of input; null when the user gave up (Ctrl+C). */
  ask(label: string, mask: boolean): Promise<string | null> {
    return this.prompt<string | null>(
      (answer) => <TextPrompt label={label} mask={mask} onSubmit={answer} />,
      null,
    );
  }

  /** Shows a prompt until it is answered; `unanswered` when Ink exits first (Ctrl+C). */
  private prompt<T>(view: (answer: (value: T) => void) => ReactElement, unanswered: T): Promise<T> {
    return new Promise((resolve) => {
      const instance = render(
        view((value) => {
          resolve(value);
          instance.unmount();
        }),
        this.options(),
      );
      void instance.waitUntilExit().then(() => resolve(unanswered));
    });
  }

  private options(): RenderOptions {
    return {
      stdout: this.streams.stderr,
      stderr: this.streams.stderr,
      stdin: this.streams.stdin,
      patchConsole: false,
      exitOnCtrlC: true,
    };
  }
}

function text(element: ReactElement): string {
  return renderToString(element, { columns: RENDER_COLUMNS });
}
