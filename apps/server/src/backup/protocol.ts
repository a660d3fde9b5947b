import type { Readable } from 'node:stream';
import { z } from 'zod';

// The control socket's exchange (control-socket.ts ↔ request-backup.ts): the client sends one
// JSON line, the request; the server answers one JSON line, the header, and when it says ok the
// gzip-compressed tar of the data folder follows until the server ends the connection.

export const BackupRequest = z.object({ command: z.literal('backup') });
export type BackupRequest = z.infer<typeof BackupRequest>;

export const BackupHeader = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The data folder the server runs on (its real path). */
    dataDir: z.string(),
    /** Bytes of the tar before compression: the client checks it received all of them. */
    tarBytes: z.number().int().nonnegative(),
    /** How long writes waited while the snapshot was taken, ms. */
    pauseMs: z.number().nonnegative(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type BackupHeader = z.infer<typeof BackupHeader>;

/** A request or header line is short; anything longer is not one. */
export const MAX_LINE_BYTES = 4_096;

/**
 * Reads the first line of `stream` (without its newline) and puts back what followed it, so the
 * stream then yields the bytes after the line.
 */
export function readLine(stream: Readable, maxBytes = MAX_LINE_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const done = (outcome: () => void) => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', reject);
      outcome();
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = stream.read() as Buffer | null) !== null) {
        buffered = Buffer.concat([buffered, chunk]);
        const end = buffered.indexOf(0x0a);
        if (end >= 0) {
          const rest = buffered.subarray(end + 1);
          done(() => {
            if (rest.length > 0) stream.unshift(rest);
            resolve(buffered.subarray(0, end).toString('utf8'));
          });
          return;
        }
        if (buffered.length > maxBytes) {
          done(() => reject(new Error(`no line within ${maxBytes} bytes`)));
          return;
        }
      }
    };
    const onEnd = () => done(() => reject(new Error('the connection ended before a whole line')));
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
}
