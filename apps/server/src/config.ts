import { z } from 'zod';
import { ABUSE_CLAIM_EXPIRY_MINUTES } from '@switchboard/domain';

/** An empty variable counts as unset, as in most tools. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** How long an operator's chat claim lasts unless `CHAT_CLAIM_TTL_S` says otherwise, seconds. */
export const DEFAULT_CHAT_CLAIM_TTL_S = 300;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database (PGlite) and other local state. */
  DATA_DIR: z.string().default('.data'),
  /** A PostgreSQL URL; when set, it replaces the embedded database. */
  DATABASE_URL: optional(z.url()),
  /** Secret for signing tokens; generated and kept in the database when absent. */
  AUTH_SECRET: optional(z.string().min(32)),
  /**
   * The bearer token of the calls only an operator of the whole service makes (`/service/…`:
   * adding tenants, `switchboard tenants`); at least 32 characters. Unset: those calls answer 404.
   */
  SERVICE_TOKEN: optional(z.string().min(32, 'Expected at least 32 characters')),
  /** The address users reach the console at, for links in mail. */
  PUBLIC_URL: optional(z.url()),
  /** Lifetime of an ID token, seconds. */
  ID_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  /** Lifetime of a refresh token, seconds. */
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  /**
   * How long an operator's chat claim lasts, seconds. When it runs out the chat returns to its
   * queue by itself; sending the reply releases it earlier.
   */
  CHAT_CLAIM_TTL_S: z.coerce.number().int().min(10).default(DEFAULT_CHAT_CLAIM_TTL_S),
  /**
   * How long an abuse reviewer's claim on a flagged item lasts, seconds; then another reviewer may
   * take it. The domain's 10 minutes unless set.
   */
  ABUSE_CLAIM_TTL_S: z.coerce
    .number()
    .int()
    .min(1)
    .default(ABUSE_CLAIM_EXPIRY_MINUTES * 60),
  /** SMTP server for mail (`smtp://user:pass@host:port`); the dev outbox when unset. */
  SMTP_URL: optional(z.url()),
  /**
   * Who may read the dev outbox (`GET /dev/outbox`), which holds SMS codes and, without SMTP,
   * password reset links: `local` answers only connections from this machine (loopback, no proxy
   * headers) and prints each message to the log; `off`: there is no dev outbox, a message goes
   * to its provider (SMTP, an SMS port) or nowhere, never to the log. Set `off` wherever
   * strangers can reach the server.
   */
  DEV_OUTBOX: z.enum(['local', 'off']).default('local'),
  /**
   * The least severe log lines written (one JSON line each, pretty on a terminal): `trace`,
   * `debug`, `info` (a line per request), `warn`, `error`, `fatal` or `silent`.
   */
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  ),
  /**
   * `GET /metrics` (Prometheus) on the main port, for `Authorization: Bearer <METRICS_TOKEN>`;
   * unset: 404 there. At least 16 characters.
   */
  METRICS_TOKEN: optional(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters (a random secret)'),
  ),
  /** A port of its own for `GET /metrics`, without a token (on `METRICS_HOST`); unset: none. */
  METRICS_PORT: optional(
    z.coerce
      .number()
      .int('METRICS_PORT must be a port number')
      .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
      .max(65_535, 'METRICS_PORT must be a port number from 1 to 65535'),
  ),
  /** Where `METRICS_PORT` listens: loopback unless a scraper elsewhere needs it. */
  METRICS_HOST: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().default('127.0.0.1'),
  ),
  /** The sender address of mail. */
  MAIL_FROM: z.string().default('Switchboard <no-reply@switchboard.test>'),
  /** Redis for the claim-service cache (`redis://…`); an in-process store when unset. */
  REDIS_URL: optional(z.url()),
  /** An OpenAI-compatible chat-completions base URL for reply suggestions; local when unset. */
  SUGGESTIONS_URL: optional(z.url()),
  SUGGESTIONS_API_KEY: optional(z.string()),
  SUGGESTIONS_MODEL: z.string().default('gpt-4o-mini'),
  /** How often the poke dispatcher looks for work, ms (it also wakes on every poke write); 0: off. */
  POKE_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(1_000),
  /** A scheduled poke found later than this waits for a poker's decision instead of going out. */
  POKE_GRACE_MINUTES: z.coerce.number().min(0).default(15),
  /** Customers per batch statement of the dispatcher. */
  POKE_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(1_000),
  /** Demo: some poked customers answer after a while (on in `npm start`). */
  SIMULATE_CUSTOMERS: z
    .enum(['0', '1', 'true', 'false', 'on', 'off'])
    .default('0')
    .transform((value) => ['1', 'true', 'on'].includes(value)),
  /** The soonest a simulated customer answers, seconds (the latest: five times that). */
  SIMULATE_CUSTOMERS_DELAY_S: z.coerce.number().int().min(1).default(15),
  /** How often the simulator looks for customers to answer, ms. */
  SIMULATE_CUSTOMERS_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
});

export type ServerConfig = z.infer<typeof Env>;

/** Reads the server's settings from the environment; a bad value stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}
