import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import { AbuseQueueReader } from './abuse-queue.js';
import { poolOf } from './db-pool.js';
import { RequestHistogram } from './request-histogram.js';

/** How the server's metrics are exposed (`METRICS_TOKEN`, `METRICS_PORT`, `METRICS_HOST`). */
export interface MetricsSettings {
  /** `GET /metrics` on the main port, for `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** A port of its own for `GET /metrics`, without authentication (0: any free one). */
  port?: number | undefined;
  /** Where that port listens; loopback unless said. */
  host?: string | undefined;
}

/** The counters the change feed moves (`ChangeFeed`'s `metrics` option). */
export interface FeedMetrics {
  /** An event this process published after its commit, sent to the other processes. */
  sent(topic: string): void;
  /**
   * An event heard from another process; `sentAtMs`: the sender's clock when it went out
   * (just before its transaction's commit), absent for the database's own references.
   */
  received(topic: string, sentAtMs: number | undefined): void;
}

/** What one `POST /chats/{id}/claim` or `/chats/claim-next` ended as (`ChatService`). */
export interface ClaimMetrics {
  /** `outcome`: `claimed`, or the error code answered (a literal union), or `error`. */
  claimed(kind: 'by-id' | 'next', outcome: string): void;
}

/** What one dispatcher batch did (`PokeDispatcher`). */
export interface DispatchMetrics {
  /** A batch statement: its customers' outcomes, and its whole transaction's time. */
  batch(
    deliveries: { sent: number; failed: number; skipped: number } | null,
    seconds: number,
    ok: boolean,
  ): void;
}

/** The live layer's counts, read at scrape time (`LiveHub.stats`). */
export interface LiveStats {
  readonly stats: { queries: number; subscriptions: number };
}

/** Seconds; from a cached read (1 ms) to a slow export (10 s). */
const HTTP_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a NOTIFY usually arrives within milliseconds, a backed-up listener in seconds. */
const FEED_LAG_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds; a batch of up to POKE_BATCH_SIZE customers is one statement. */
const BATCH_BUCKETS_S = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route label of a request no route matched (a 404): never its path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One server's metrics, in a registry of its own (not prom-client's global one: tests run many
 * servers in one process). Made only when they are exposed (`METRICS_TOKEN` or `METRICS_PORT`):
 * otherwise no server code calls into prom-client at all. Labels are bounded: route patterns,
 * status classes, feed topics, outcome codes; never ids or paths.
 */
export class ServerMetrics implements FeedMetrics, ClaimMetrics, DispatchMetrics {
  /** prom-client's metrics; `text()` writes them with the request histogram, which is not in it. */
  private readonly registry = new Registry();
  /** Kept outside prom-client's registry and written after it (`RequestHistogram`). */
  private readonly http: RequestHistogram;
  private readonly claims: Counter<'kind' | 'outcome'>;
  private readonly feedSent: Counter<'topic'>;
  private readonly feedReceived: Counter<'topic'>;
  private readonly feedLag: Histogram<'topic'>;
  private readonly deliveries: Counter<'outcome'>;
  private readonly batches: Histogram<'result'>;
  private live: LiveStats | null = null;

  constructor(
    readonly settings: MetricsSettings,
    db: Database,
    options: { logger?: Logger; now?: () => number } = {},
  ) {
    const registers = [this.registry];
    const logger = (options.logger ?? defaultLogger()).child({ job: 'metrics' });
    // The event loop's delay sampled every 100 ms, not prom-client's 10: its timer woke an idle
    // process 100 times a second, about 3.5 ms of CPU a second (bench/http's idle server: 11.6
    // and 9.6 against 8.5 and 9.2 ms/s; off 6.2–8.3). Ten samples a second still give a scrape
    // every 15 s some 150 of them; a stall shorter than 100 ms may fall between two.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 100 });
    this.http = new RequestHistogram(
      'switchboard_http_request_duration_seconds',
      'Time from a request reaching the server to its answer, by method, route pattern (unmatched: no route) and status class (2xx…5xx).',
      HTTP_BUCKETS_S,
    );
    this.claims = new Counter({
      name: 'switchboard_chat_claims_total',
      help: 'Chat claim requests by kind (by-id: POST /chats/{id}/claim, next: POST /chats/claim-next) and outcome (claimed, or the error code answered: chat/claimed-by-another, chat/already-claiming, chat/queue-empty, not-found, not-allowed, invalid-input, error).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.feedSent = new Counter({
      name: 'switchboard_feed_events_sent_total',
      help: 'Change feed events this process published after their commit, sent to the other server processes over NOTIFY, by topic.',
      labelNames: ['topic'],
      registers,
    });
    this.feedReceived = new Counter({
      name: 'switchboard_feed_events_received_total',
      help: 'Change feed events this process heard from the other server processes and the database (chat rows announce themselves), by topic.',
      labelNames: ['topic'],
      registers,
    });
    this.feedLag = new Histogram({
      name: 'switchboard_feed_delivery_lag_seconds',
      help: "Time from another process sending a change feed event (in its transaction, just before the commit) to this process hearing it, by topic, on the two processes' clocks. The chat rows the database announces carry no time and are not in it.",
      labelNames: ['topic'],
      buckets: FEED_LAG_BUCKETS_S,
      registers,
    });
    this.deliveries = new Counter({
      name: 'switchboard_dispatch_deliveries_total',
      help: 'Poke deliveries the dispatcher of this process decided, by outcome: sent (a message written), failed, skipped (filtered out, answered, in a conversation).',
      labelNames: ['outcome'],
      registers,
    });
    this.batches = new Histogram({
      name: 'switchboard_dispatch_batch_duration_seconds',
      help: "Time of one dispatcher batch (one site's next customers, one transaction), by result: ok, or failed (the site stopped as crashed).",
      labelNames: ['result'],
      buckets: BATCH_BUCKETS_S,
      registers,
    });
    const live = () => this.live?.stats;
    new Gauge({
      name: 'switchboard_live_subscribers',
      help: 'Live query subscriptions of the sockets connected to this process.',
      registers,
      collect() {
        this.set(live()?.subscriptions ?? 0);
      },
    });
    new Gauge({
      name: 'switchboard_live_queries',
      help: 'Distinct live queries this process keeps (subscribers with equal query, parameters and audience share one).',
      registers,
      collect() {
        this.set(live()?.queries ?? 0);
      },
    });
    const queue = new AbuseQueueReader(db, logger, options.now);
    new Gauge({
      name: 'switchboard_abuse_queue_depth',
      help: 'Flagged messages and pokes waiting for a review decision (pending or claimed), all tenants; read from the database at most every few seconds.',
      registers,
      async collect() {
        const read = await queue.read();
        if (read) this.set(read.depth);
        else this.reset();
      },
    });
    new Gauge({
      name: 'switchboard_abuse_queue_oldest_age_seconds',
      help: 'Age of the oldest item waiting for review (the head of the queue, since it was written); 0 when the queue is empty.',
      registers,
      async collect() {
        const read = await queue.read();
        if (read) this.set(read.oldestAgeS);
        else this.reset();
      },
    });
    const pool = poolOf(db);
    if (pool) {
      new Gauge({
        name: 'switchboard_db_pool_connections',
        help: 'PostgreSQL connections of this process: total (open), idle (open and free), waiting (queries waiting for a free connection; the pool holds at most 10).',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** Records one answered request; `route` null: no route matched. */
  observeRequest(method: string, route: string | null, status: number, seconds: number): void {
    this.http.observe(method, route ?? UNMATCHED_ROUTE, status, seconds);
  }

  claimed(kind: 'by-id' | 'next', outcome: string): void {
    this.claims.inc({ kind, outcome });
  }

  sent(topic: string): void {
    this.feedSent.inc({ topic });
  }

  received(topic: string, sentAtMs: number | undefined): void {
    this.feedReceived.inc({ topic });
    if (sentAtMs !== undefined)
      this.feedLag.observe({ topic }, Math.max(0, Date.now() - sentAtMs) / 1000);
  }

  batch(
    deliveries: { sent: number; failed: number; skipped: number } | null,
    seconds: number,
    ok: boolean,
  ): void {
    if (deliveries) {
      for (const outcome of ['sent', 'failed', 'skipped'] as const) {
        if (deliveries[outcome] > 0) this.deliveries.inc({ outcome }, deliveries[outcome]);
      }
    }
    this.batches.observe({ result: ok ? 'ok' : 'failed' }, seconds);
  }

  /** Reads the live layer's counts at each scrape (the hub is made when the server listens). */
  watchLive(live: LiveStats): void {
    this.live = live;
  }

  /** The whole registry in Prometheus' text format, the request histogram after it. */
  async text(): Promise<{ body: string; contentType: string }> {
    const body = `${await this.registry.metrics()}\n${this.http.text()}\n`;
    return { body, contentType: this.registry.contentType };
  }
}
