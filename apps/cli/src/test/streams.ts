import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Io } from '../output.js';

/** A writable stream that keeps what was written; a terminal of 100 columns when `tty`. */
export function fakeOut(tty: boolean): NodeJS.WriteStream & { text: () => string } {
  const stream = new PassThrough() as unknown as NodeJS.WriteStream & { text: () => string };
  let written = '';
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  Object.assign(stream, { isTTY: tty, columns: 100, rows: 30, text: () => written });
  return stream;
}

/** A terminal keyboard as Ink reads it (raw mode, `readable` events). */
export class FakeKeyboard extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  write(data: string): void {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  }
  read(): string | null {
    const data = this.data;
    this.data = null;
    return data;
  }
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}

/** Streams for an Output: a terminal everywhere, or pipes everywhere with `input` on stdin. */
export function fakeIo(options: { tty: boolean; input?: string }): {
  io: Io;
  stdout: ReturnType<typeof fakeOut>;
  stderr: ReturnType<typeof fakeOut>;
  keyboard: FakeKeyboard;
} {
  const stdout = fakeOut(options.tty);
  const stderr = fakeOut(options.tty);
  const keyboard = new FakeKeyboard();
  let stdin: NodeJS.ReadStream;
  if (options.tty) stdin = keyboard as unknown as NodeJS.ReadStream;
  else {
    const pipe = new PassThrough();
    pipe.end(options.input ?? '');
    stdin = pipe as unknown as NodeJS.ReadStream;
  }
  return { io: { stdout, stderr, stdin }, stdout, stderr, keyboard };
}

/** Text without colours and cursor movements. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}
