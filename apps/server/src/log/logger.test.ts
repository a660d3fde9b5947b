import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { capturingLogger } from '../test/log-capture.js';
import { createLogger, REDACTED } from './logger.js';

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
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info' }, { pretty: true, destination });
    logger.warn({ job: 'outbox' }, 'SIGINT: closing Switchboard …');
    const text = lines.join('');
    expect(text).toContain('WARN');
    expect(text).toContain('SIGINT: closing Switchboard …');
    expect(() => JSON.parse(text) as unknown).toThrow();
  });
});
