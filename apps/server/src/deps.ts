import type { PasswordResetService } from './auth/password-reset.js';
import type { PhoneService } from './auth/phone.js';
import type { AuthService } from './auth/service.js';
import type { RegionalTokenSigner } from './auth/regional.js';
import type { TotpService } from './auth/totp.js';
import type { ChatService } from './chats/service.js';
import type { DevOutbox } from './outbox/outbox.js';
import type { ChangeFeed } from './live/feed.js';
import type { LiveQueries } from './live/registry.js';
import type { Presence } from './presence/presence.js';
import type { CacheStore } from './cache/store.js';
import type { UrlSigner } from './files/signing.js';
import type { SuggestionProvider } from './suggestions/provider.js';
import type { SuggestionWriter } from './suggestions/writer.js';
import type { Database } from './db/client.js';
import type { PokeDispatcher } from './dispatch/dispatcher.js';
import type { CustomerSimulator } from './dispatch/simulator.js';
import type { Logger } from './log/logger.js';
import type { ServerMetrics } from './metrics/metrics.js';

/** What the server is made of: built once in `server.ts`, each route and live query takes the part it uses. */
export interface AppDeps {
  db: Database;
  auth: AuthService;
  totp: TotpService;
  phone: PhoneService;
  regional: RegionalTokenSigner;
  passwordReset: PasswordResetService;
  /** The dev outbox, when no real mail/SMS provider is configured. */
  outbox: DevOutbox | null;
  /** Who may read the dev outbox over HTTP (config DEV_OUTBOX). */
  devOutbox: 'local' | 'off';
  /** Committed changes, for live queries. */
  feed: ChangeFeed;
  /** The live queries each feature registered (served over the socket). */
  live: LiveQueries;
  presence: Presence;
  /** The claim service's cache: Redis when REDIS_URL is set, in-process otherwise. */
  cache: CacheStore;
  /** Chats and their claims; the sweeper of expired claims runs while the server listens. */
  chats: ChatService;
  /** Writes reply suggestions: an OpenAI-compatible service when SUGGESTIONS_URL is set. */
  suggestions: SuggestionProvider;
  /** Writes, stores and publishes suggestions: on Regenerate, after a claim, for new messages. */
  suggestionWriter: SuggestionWriter;
  /** Signs the expiring URLs of the server's own files (attachments). */
  urlSigner: UrlSigner;
  /** Sends pokes; runs in every process while the server listens. */
  dispatcher: PokeDispatcher;
  /** The demo's answering customers, when SIMULATE_CUSTOMERS is on. */
  simulator: CustomerSimulator | null;
  /** The server's logger (LOG_LEVEL): services take child loggers of it (`{ job: 'sweeper' }`). */
  logger: Logger;
  /** The server's metrics, when they are exposed (METRICS_TOKEN, METRICS_PORT); else null. */
  metrics: ServerMetrics | null;
  clock: () => Date;
}
