import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { ServerConfig } from '../config.js';

export type { Logger } from 'pino';

/** What stands in for a redacted value. */
export const REDACTED = '[redacted]';

/** Secret-bearing names: redacted at the top of a log line and one object down. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'idToken',
  'refreshToken',
  'pendingToken',
  'secret',
  'otp',
  'content',
  'text',
  'body',
  'link',
  'url',
];

/**
 * The paths pino redacts in every line: credentials, codes and message texts, wherever a careless
 * call might pass them. Nothing logs them on purpose (request lines carry no headers, bodies or
 * query strings); this is the second line of defence. `code` only at the top and under `body`:
 * an error's `code` (ECONNREFUSED…) is worth reading.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'code',
  'body.code',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
];

/** The fixed fields of a request line (http/request-log.ts). */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string | null;
  status: number;
  ms: number;
  tenantId: string | undefined;
  uid: string | undefined;
}

/**
 * Writes request lines at `info` into `logger`'s stream, exactly as `logger.info(line, 'request')`
 * would write them (its level, time and bindings, from pino's own pre-serialised pieces in
 * `pino.symbols`), but with the fields serialised by one `JSON.stringify` and without redaction.
 * A request line is made of fixed fields, none of them a secret's name or an object a secret
 * could hide in, and never an error (a 5xx line goes through `logger`, which redacts).
 *
 * Why not pino's `info`: in a loaded server its per-key string building cost about 9 µs a line,
 * and joining the batches (which flattens the strings it built with `+=`) 2 µs more, where a
 * microbenchmark of the same code shows 2–3 µs; redaction had been 4 µs more (26 µs with the
 * wildcard paths). bench/http with both servers loaded at once, session 18 (#31).
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const s = pino.symbols;
  const pinoOf = logger as unknown as {
    [s.lsCacheSym]: Record<number, string>;
    [s.timeSym]: () => string;
    [s.chindingsSym]: string;
    [s.streamSym]: DestinationStream;
  };
  const level = pinoOf[s.lsCacheSym][logger.levels.values.info ?? 30];
  const stream = pinoOf[s.streamSym];
  return (line) => {
    const fields = JSON.stringify(line);
    stream.write(
      `${level}${pinoOf[s.timeSym]()}${pinoOf[s.chindingsSym]},${fields.slice(1, -1)},"msg":"request"}\n`,
    );
  };
}

export interface LoggerSettings {
  /** Where the lines go (tests: an array); stdout when unset. */
  destination?: DestinationStream;
  /** Pretty lines for people; by default when stdout is a terminal outside production. */
  pretty?: boolean;
}

/**
 * Where JSON lines go: a file descriptor (1, stdout) or a file, written asynchronously in batches
 * (`LOG_BATCH_BYTES`, at the latest after `LOG_FLUSH_MS`; a synchronous write per line was a
 * system call on every request, and stalls the event loop whenever the reader of stdout is slow).
 * What is left is written synchronously when the process exits, so a line written before
 * `process.exit` is not lost.
 *
 * The lines of a batch are gathered here (`LineBatches`) and handed to sonic-boom (pino's
 * destination) a batch at a time: sonic-boom appends each write to its pending string and measures
 * that whole string again (`Buffer.byteLength`, which first copies a string built by `+=`), so with
 * its own batching a line cost more the fuller the batch. CPU per request line, measured on a
 * 2-core machine (session 17): sonic-boom batching 4 KiB 6.7–9.2 µs; batched here, 64 KiB,
 * 2.8–3.1 µs; the line made and dropped, 2.2–3.5 µs (#31).
 */
export function logDestination(dest: number | string = 1): DestinationStream {
  return new LineBatches(pino.destination({ dest, sync: false }));
}

/**
 * Lines are written once this much has gathered: under load, one write per few hundred lines
 * rather than one per tick or two, each a job of libuv's thread pool (4 KiB cost 2.4 µs a line
 * more than 64 KiB: #31). Never held longer than `LOG_FLUSH_MS`.
 */
export const LOG_BATCH_BYTES = 65_536;

/** And at least this often, ms, so a quiet server's lines are never held longer. */
export const LOG_FLUSH_MS = 250;

/** The batches holding lines not yet handed on: written out before the process exits. */
const holding = new Set<LineBatches>();
let exitHooked = false;

/**
 * Lines gathered in an array, joined and handed to `sink` once `LOG_BATCH_BYTES` have gathered,
 * after `LOG_FLUSH_MS` at the latest, and before the process exits (ahead of pino's own exit hook,
 * which then writes `sink` out synchronously).
 */
export class LineBatches implements DestinationStream {
  private lines: string[] = [];
  private size = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly sink: ReturnType<typeof pino.destination>) {}

  write(line: string): void {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= LOG_BATCH_BYTES) this.handOn();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.handOn(), LOG_FLUSH_MS).unref();
      holding.add(this);
      if (!exitHooked) {
        exitHooked = true;
        process.prependListener('exit', () => {
          for (const batches of holding) {
            try {
              batches.flushSync();
            } catch {
              // A file that never opened (sonic-boom: "not ready yet"): nothing can be written.
            }
          }
        });
      }
    }
  }

  /** Hands what has gathered to the sink, which writes it asynchronously. */
  private handOn(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    holding.delete(this);
    if (this.lines.length === 0) return;
    const batch = this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.sink.write(batch);
  }

  /** pino's `logger.flush(cb)`: everything written, then `cb`. */
  flush(cb?: (error?: Error) => void): void {
    this.handOn();
    this.sink.flush(cb);
  }

  /** pino's on a fatal line: everything written before it returns. */
  flushSync(): void {
    this.handOn();
    this.sink.flushSync();
  }
}

/**
 * The server's logger: one JSON line per event on stdout at `LOG_LEVEL` and above, secrets
 * redacted, written asynchronously (`logDestination`); on a terminal (and not in production)
 * pretty lines instead, written synchronously (a person reads them as they come).
 */
export function createLogger(
  config: Partial<Pick<ServerConfig, 'LOG_LEVEL'>>,
  settings: LoggerSettings = {},
): Logger {
  const level = config.LOG_LEVEL ?? 'info';
  const prettyLines =
    settings.pretty ??
    (!settings.destination &&
      process.stdout.isTTY === true &&
      process.env.NODE_ENV !== 'production');
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // Milliseconds since the epoch (pino's own): an ISO string cost as much as the rest of a
    // request line's serialising (bench/http's profile); pretty lines print the clock.
    timestamp: pino.stdTimeFunctions.epochTime,
  };
  if (prettyLines) {
    const stream = pretty({
      colorize: settings.destination ? false : true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      destination: settings.destination ?? 1,
    });
    return pino(options, stream);
  }
  // Level names, not numbers: a line reads on its own in any log viewer.
  options.formatters = { level: (label) => ({ level: label }) };
  return pino(options, settings.destination ?? logDestination());
}

const LOG_LEVELS: readonly string[] = [
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
];

let fallback: Logger | null = null;

/**
 * The logger of a service built without one (tests, tools): `LOG_LEVEL`, or silent under
 * vitest. The server passes its own logger to everything it builds.
 */
export function defaultLogger(): Logger {
  const set = process.env.LOG_LEVEL as ServerConfig['LOG_LEVEL'] | undefined;
  const level = set && LOG_LEVELS.includes(set) ? set : process.env.VITEST ? 'silent' : 'info';
  fallback ??= createLogger({ LOG_LEVEL: level });
  return fallback;
}
