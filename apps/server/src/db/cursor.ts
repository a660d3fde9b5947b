import { InputError } from '../errors.js';

/**
 * The cursor of a keyset-paged list, newest first (`GET /audit`, the statistics' chat list): the
 * last entry's time and id (ids break ties of time), opaque to the client. A cursor the list did
 * not give is refused with a 400 naming `cursor`.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the 400
  }
  const message = 'Not a cursor this list gave';
  throw new InputError(`cursor: ${message}`, [{ field: 'cursor', message }]);
}
