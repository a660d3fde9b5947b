import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { capturingLogger } from '../test/log-capture.js';
import {
  createLogger,
  LineBatches,
  LOG_BATCH_BYTES,
  LOG_FLUSH_MS,
  REDACTED,
  requestLineWriter,
  type RequestLine,
} from './logger.js';

/** A pretty logger at info (as on a terminal), and the text it wrote. */
function prettyLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: 'info' }, { pretty: true, destination }), lines };
}

describe('LOG_LEVEL', () => {
  it('is info unless set, and takes only the level names', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/Invalid setting LOG_LEVEL/);
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event with the level name, the time and the message', () => {
    const { logger, lines, records } = capturingLogger('info');
    logger.info({ job: 'sweeper', released: 2 }, 'Released expired chat claims');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.trim().includes('\n')).toBe(false);
    const [record] = records();
    expect(record).toMatchObject({
      level: 'info',
      job: 'sweeper',
      released: 2,
      msg: 'Released expired chat claims',
    });
    // Milliseconds since 1970, within a minute of now.
    expect(Math.abs(Number(record?.time) - Date.now())).toBeLessThan(60_000);
  });

  it('leaves out what is below LOG_LEVEL, and everything when silent', () => {
    const warn = capturingLogger('warn');
    warn.logger.debug('debug');
    warn.logger.info('info');
    warn.logger.warn('warn');
    warn.logger.error('error');
    expect(warn.records().map((record) => record.level)).toEqual(['warn', 'error']);

    const silent = capturingLogger('silent');
    silent.logger.fatal('fatal');
    expect(silent.lines).toEqual([]);
  });

  it('redacts passwords, tokens, codes and message texts wherever a call passes them', () => {
    const { logger, lines, records } = capturingLogger();
    const secrets = {
      password: 'pw-top-secret',
      newPassword: 'pw-new-secret',
      token: 'tok-reset-secret',
      idToken: 'eyJ-id-secret',
      refreshToken: 'refresh-secret',
      code: '424242',
      content: 'a private chat line',
      body: 'Your Switchboard verification code is 424242',
      headers: { authorization: 'Bearer eyJ-header-secret' },
    };
    logger.info(secrets, 'careless');
    logger.info({ req: { body: { password: 'pw-nested-secret', code: '535353' } } }, 'nested');
    logger.info({ message: { content: 'another private line' } }, 'a chat message');
    const text = lines.join('');
    for (const value of [
      'pw-top-secret',
      'pw-new-secret',
      'tok-reset-secret',
      'eyJ-id-secret',
      'refresh-secret',
      '424242',
      'a private chat line',
      'eyJ-header-secret',
      'pw-nested-secret',
      'another private line',
    ]) {
      expect(text).not.toContain(value);
    }
    expect(records()[0]).toMatchObject({ password: REDACTED, code: REDACTED, content: REDACTED });
  });

  it('keeps an error with its stack, and its code', () => {
    const { logger, records } = capturingLogger();
    const error = Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' });
    logger.error({ err: error }, 'The poke dispatcher failed');
    const err = records()[0]?.err as { message: string; stack: string; code: string };
    expect(err.message).toBe('connect refused');
    expect(err.stack).toContain('logger.test.ts');
    expect(err.code).toBe('ECONNREFUSED');
  });

  it('writes pretty lines when asked, for a terminal', () => {
    const { logger, lines } = prettyLogger();
    logger.warn({ job: 'outbox' }, 'SIGINT: closing Switchboard …');
    const text = lines.join('');
    expect(text).toContain('WARN');
    expect(text).toContain('SIGINT: closing Switchboard …');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});

describe('requestLineWriter', () => {
  const line: RequestLine = {
    reqId: 'req-"1"',
    method: 'GET',
    route: '/pokes/:geo/:id',
    status: 200,
    ms: 1.5,
    tenantId: undefined,
    uid: 'demo-admin',
  };

  it("writes the line pino's info would, byte for byte but the time, bindings and all", () => {
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info' },
      { destination: { write: (l) => lines.push(l) } },
    ).child({ job: 'http' });
    logger.info(line, 'request');
    requestLineWriter(logger)(line);
    expect(lines).toHaveLength(2);
    const withoutTime = (text: string) => text.replace(/"time":\d+,/, '"time":0,');
    expect(withoutTime(lines[1]!)).toBe(withoutTime(lines[0]!));
    expect(JSON.parse(lines[1]!)).toMatchObject({
      level: 'info',
      job: 'http',
      route: '/pokes/:geo/:id',
      msg: 'request',
    });
    expect(lines[1]!.endsWith('}\n')).toBe(true);
  });

  it('writes pretty lines through the same stream, for a terminal', () => {
    const { logger, lines } = prettyLogger();
    requestLineWriter(logger)(line);
    const text = lines.join('');
    expect(text).toContain('INFO');
    expect(text).toContain('/pokes/:geo/:id');
  });
});

describe('logDestination: lines in batches', () => {
  /** A stand-in for sonic-boom that keeps what it is handed. */
  const sink = () => {
    const writes: string[] = [];
    const flushed: string[] = [];
    const stream = {
      write: (batch: string) => writes.push(batch),
      flush: (cb?: () => void) => {
        flushed.push('flush');
        cb?.();
      },
      flushSync: () => flushed.push('flushSync'),
    };
    return {
      writes,
      flushed,
      stream: stream as unknown as ConstructorParameters<typeof LineBatches>[0],
    };
  };
  const line = (n: number, size = 100) => `${JSON.stringify({ n, pad: 'x'.repeat(size) })}\n`;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands a batch on once it is full, in one write, the lines in order', () => {
    const { writes, stream } = sink();
    const batches = new LineBatches(stream);
    let gathered = 0;
    let n = 0;
    while (gathered + line(n).length < LOG_BATCH_BYTES) {
      gathered += line(n).length;
      batches.write(line(n));
      n += 1;
    }
    expect(writes).toEqual([]);
    batches.write(line(n));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        ?.split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text).n),
    ).toEqual(Array.from({ length: n + 1 }, (_, i) => i));
    batches.flushSync();
  });

  it('hands on what has gathered after LOG_FLUSH_MS at the latest, and on flush', () => {
    vi.useFakeTimers();
    const { writes, flushed, stream } = sink();
    const batches = new LineBatches(stream);
    batches.write(line(1));
    vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([line(1)]);
    batches.write(line(2));
    const done = vi.fn();
    batches.flush(done);
    expect(writes).toEqual([line(1), line(2)]);
    expect(flushed).toEqual(['flush']);
    expect(done).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    expect(writes).toHaveLength(2);
  });

  it('writes out a line logged just before process.exit', async () => {
    // A real process: the lines still gathered must reach stdout before it is gone.
    const logger = fileURLToPath(new URL('../../dist/log/logger.js', import.meta.url));
    if (!existsSync(logger)) throw new Error(`${logger} is missing: build first (npm run build).`);
    const script = `
      const { createLogger, logDestination } = await import(${JSON.stringify(pathToFileURL(logger).href)});
      const log = createLogger({ LOG_LEVEL: 'info' }, { destination: logDestination(1), pretty: false });
      for (let n = 0; n < 3; n++) log.info({ n }, 'before exit');
      process.exit(3);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(3);
    const records = output
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as { n: number; msg: string });
    expect(records.map((record) => [record.n, record.msg])).toEqual([
      [0, 'before exit'],
      [1, 'before exit'],
      [2, 'before exit'],
    ]);
  });
});
