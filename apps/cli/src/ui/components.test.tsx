import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { Confirm } from './Confirm.js';
import { Details } from './Details.js';
import { Outcome } from './Outcome.js';
import { ProgressBar } from './ProgressBar.js';
import { Spinner, SPINNER_FRAMES } from './Spinner.js';
import { Status } from './Status.js';
import { Table } from './Table.js';
import { TextPrompt } from './TextPrompt.js';

afterEach(() => cleanup());

/** Ink draws on the next turn after input; wait for the frame that shows it. */
const frameOf = (lastFrame: () => string | undefined, text: string) =>
  vi.waitFor(() => {
    expect(lastFrame()).toContain(text);
    return lastFrame() ?? '';
  });

describe('Table', () => {
  it('aligns columns under bold headers and a rule', () => {
    const { lastFrame } = render(
      <Table
        headers={['ID', 'VALUE', 'LOCALE']}
        rows={[
          ['1', 'scam', 'global'],
          ['22', 'oplichter', 'nl'],
        ]}
      />,
    );
    expect(lastFrame()).toBe(
      [
        'ID  VALUE      LOCALE',
        '──  ─────────  ──────',
        '1   scam       global',
        '22  oplichter  nl',
      ].join('\n'),
    );
  });

  it('says so when there are no rows', () => {
    const { lastFrame } = render(<Table headers={['KEY']} rows={[]} empty="No keys match." />);
    expect(lastFrame()).toBe('No keys match.');
  });
});

describe('ProgressBar', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 15],
    [10, 10, 30],
    [0, 0, 30],
  ])('%i of %i fills %i of 30 cells', (done, total, filled) => {
    const { lastFrame } = render(<ProgressBar label="Importing" done={done} total={total} />);
    expect(lastFrame()).toBe(
      `Importing ${'█'.repeat(filled)}${'░'.repeat(30 - filled)} ${done}/${total}`,
    );
  });
});

describe('Spinner, Status, Details, Outcome', () => {
  it('shows a spinner frame before its label', () => {
    const { lastFrame } = render(<Spinner label="Loading abuse words" />);
    expect(lastFrame()).toBe(`${SPINNER_FRAMES[0]} Loading abuse words`);
  });

  it.each([
    ['success', '✔'],
    ['error', '✖'],
    ['warning', '!'],
  ] as const)('marks a %s line with %s', (kind, mark) => {
    const { lastFrame } = render(<Status kind={kind} message="Done." />);
    expect(lastFrame()).toBe(`${mark} Done.`);
  });

  it('aligns labels of details', () => {
    const { lastFrame } = render(
      <Details
        entries={[
          ['Email', 'admin@demo.test'],
          ['Second factor', 'none'],
        ]}
      />,
    );
    expect(lastFrame()).toBe('Email:         admin@demo.test\nSecond factor: none');
  });

  it('shows an outcome with the rows that explain it, and no table without rows', () => {
    const reason = 'Word "scam" already exists in "global" abuse list.';
    const withRows = render(
      <Outcome
        kind="warning"
        message="Imported 1 word; 1 line rejected."
        table={{
          headers: ['LINE', 'VALUE', 'REASON'],
          rows: [['3', 'scam', reason]],
        }}
      />,
    );
    expect(withRows.lastFrame()).toBe(
      [
        '! Imported 1 word; 1 line rejected.',
        'LINE  VALUE  REASON',
        `────  ─────  ${'─'.repeat(reason.length)}`,
        `3     scam   ${reason}`,
      ].join('\n'),
    );
    const withoutRows = render(
      <Outcome
        kind="success"
        message="Imported 2 words."
        table={{ headers: ['LINE'], rows: [] }}
      />,
    );
    expect(withoutRows.lastFrame()).toBe('✔ Imported 2 words.');
  });
});

describe('Confirm', () => {
  it('answers yes on y and shows the answer', async () => {
    const onAnswer = vi.fn();
    const { lastFrame, stdin } = render(<Confirm question="Flush?" onAnswer={onAnswer} />);
    expect(lastFrame()).toBe('? Flush? (y/N)');
    stdin.write('y');
    expect(await frameOf(lastFrame, 'yes')).toBe('? Flush? (y/N) yes');
    // Reported after the answer's frame (an effect): it may come a moment after that frame.
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true));
  });

  it.each([
    ['n', 'n'],
    ['Enter', '\r'],
  ])('answers no on %s', async (_name, key) => {
    const onAnswer = vi.fn();
    const { lastFrame, stdin } = render(<Confirm question="Flush?" onAnswer={onAnswer} />);
    stdin.write(key);
    await frameOf(lastFrame, ' no');
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false));
  });

  it('ignores other keys', async () => {
    const onAnswer = vi.fn();
    const { lastFrame, stdin } = render(<Confirm question="Flush?" onAnswer={onAnswer} />);
    stdin.write('x');
    stdin.write('y');
    await frameOf(lastFrame, 'yes');
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true));
  });
});

describe('TextPrompt', () => {
  it('takes typing and Backspace, and submits on Enter', async () => {
    const onSubmit = vi.fn();
    const { lastFrame, stdin } = render(<TextPrompt label="Email" onSubmit={onSubmit} />);
    stdin.write('adm');
    await frameOf(lastFrame, 'adm');
    stdin.write('x');
    await frameOf(lastFrame, 'admx');
    stdin.write('\u007f'); // Backspace
    await vi.waitFor(() => expect(lastFrame()).not.toContain('admx'));
    stdin.write('in');
    await frameOf(lastFrame, 'admin');
    stdin.write('\r');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('admin'));
    expect(lastFrame()).toBe('? Email admin');
  });

  it('masks a password', async () => {
    const onSubmit = vi.fn();
    const { lastFrame, stdin } = render(<TextPrompt label="Password" mask onSubmit={onSubmit} />);
    stdin.write('secret');
    await frameOf(lastFrame, '••••••');
    expect(lastFrame()).not.toContain('secret');
    stdin.write('\r');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('secret'));
  });

  it('submits a pasted line at its line break', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<TextPrompt label="Code" onSubmit={onSubmit} />);
    stdin.write('123456\n');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456'));
  });
});
