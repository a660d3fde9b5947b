/** What went wrong with a backup or a restore; the command line switches on it (exit codes). */
export type BackupErrorCode =
  | 'bad-arguments'
  | 'bad-settings'
  | 'no-server'
  | 'postgres'
  | 'not-ours'
  | 'file-exists'
  | 'file-missing'
  | 'unwritable'
  | 'not-a-backup'
  | 'folder-not-empty'
  | 'backup-failed'
  | 'restore-failed';

/** An error the user can act on: its message says what happened and what to do. */
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
