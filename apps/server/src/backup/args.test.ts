import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './args.js';
import type { BackupError } from './errors.js';

const BASE = '/home/ada/switchboard';

/** The message of the bad-arguments error a command line gets (its first line). */
function refusal(argv: string[]): string {
  try {
    parseCommandLine(argv, BASE);
  } catch (error) {
    expect((error as BackupError).code).toBe('bad-arguments');
    return (error as Error).message.split('\n')[0]!;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('parseCommandLine', () => {
  it('reads backup and restore, with paths from the folder the user is in', () => {
    expect(parseCommandLine(['backup', 'b.tar.gz'], BASE)).toEqual({
      command: 'backup',
      file: `${BASE}/b.tar.gz`,
      force: false,
    });
    expect(parseCommandLine(['backup', '/tmp/b.tar.gz', '--force'], BASE)).toEqual({
      command: 'backup',
      file: '/tmp/b.tar.gz',
      force: true,
    });
    expect(parseCommandLine(['restore', 'b.tar.gz', '--data-dir', 'copy'], BASE)).toEqual({
      command: 'restore',
      file: `${BASE}/b.tar.gz`,
      dataDir: `${BASE}/copy`,
    });
    expect(parseCommandLine(['restore', 'b.tar.gz'], BASE)).toMatchObject({ dataDir: undefined });
    expect(parseCommandLine(['backup', '--help'], BASE)).toEqual({ command: 'help' });
  });

  it('refuses a bad command line with what is wrong', () => {
    expect(refusal(['backup'])).toBe('name the backup file, e.g. switchboard-backup.tar.gz');
    expect(refusal(['backup', 'a', 'b'])).toBe(
      'name one backup file (quote a name that has spaces)',
    );
    expect(refusal(['backup', ' '])).toBe('the file name is empty');
    expect(refusal(['backup', 'a', '--forse'])).toMatch(/Unknown option '--forse'/);
    expect(refusal(['restore', 'a', '--force'])).toMatch(/Unknown option '--force'/);
    expect(refusal(['restore', 'a', '--data-dir'])).toMatch(/--data-dir/);
    expect(refusal(['restore', 'a', '--data-dir', ''])).toBe('--data-dir is empty');
    expect(refusal(['copy', 'a'])).toBe('unknown command copy');
    expect(refusal([])).toBe('name a command: backup or restore');
  });
});
