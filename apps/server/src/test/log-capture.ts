import type { ServerConfig } from '../config.js';
import { createLogger, type Logger } from '../log/logger.js';

export interface CapturedLog {
  logger: Logger;
  /** Every line written, as written. */
  lines: string[];
  /** The lines, parsed. */
  records: () => Record<string, unknown>[];
}

/** A logger at `level` whose JSON lines land in an array (a pino destination stream). */
export function capturingLogger(level: ServerConfig['LOG_LEVEL'] = 'trace'): CapturedLog {
  const lines: string[] = [];
  const logger = createLogger(
    { LOG_LEVEL: level },
    { destination: { write: (line: string) => void lines.push(line) } },
  );
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, records };
}
