import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { registerAccountRoutes } from './account/routes.js';
import { AuthService } from './auth/service.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerPasswordResetPage } from './auth/reset-page.js';
import { SignInRateLimiter } from './auth/rate-limit.js';
import { loadSigningKey } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { createBaseApp } from './http/app.js';
import type { AppDeps } from './deps.js';
import type { App } from './http/env.js';
import { CachingTokenService } from './http/verified-tokens.js';
import { registerTenantRoutes } from './tenants/routes.js';
import type { Server as SocketServer } from 'socket.io';
import { registerAnalyticsRoutes } from './analytics/routes.js';
import { registerAnnouncementRoutes } from './announcements/routes.js';
import { registerChatRoutes } from './chats/routes.js';
import { ChatService } from './chats/service.js';
import { serveConsole, serveLogos, serveUikit } from './http/console.js';
import { serveApiReference } from './http/docs.js';
import { serveFavicon } from './http/favicon.js';
import { registerHealthRoutes } from './http/health.js';
import { serveOpenApiDocument } from './http/openapi.js';
import type { NotifyChannel } from './db/notify.js';
import { ChangeFeed } from './live/feed.js';
import type { LiveHub } from './live/hub.js';
import { LiveQueries } from './live/registry.js';
import { attachRealtime } from './live/socket.js';
import { registerAnnouncementsLive } from './announcements/live.js';
import { registerChatLogsLive } from './chats/actions/live.js';
import { registerChatLive } from './chats/live.js';
import { registerSystemNotificationLive } from './notifications/live.js';
import { registerChatSuggestionsLive } from './suggestions/live.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { Presence } from './presence/presence.js';
import { registerPresenceRoutes } from './presence/routes.js';
import { registerConnectedOperatorsLive } from './presence/live.js';
import { registerAnnouncementEditRoutes } from './announcements/edit-routes.js';
import { registerTriggerRoutes } from './triggers/routes.js';
import { registerDebugRoutes } from './debug/routes.js';
import { PasswordResetService } from './auth/password-reset.js';
import { PhoneService } from './auth/phone.js';
import { TotpService } from './auth/totp.js';
import { RegionalTokenSigner } from './auth/regional.js';
import { DevOutbox, printTo } from './outbox/outbox.js';
import { messageSinkFor, type MessagePorts } from './outbox/smtp.js';
import { createLogger, defaultLogger, type Logger } from './log/logger.js';
import { registerAbuseWordRoutes } from './abuse-words/routes.js';
import { PoolSync } from './cache/pools.js';
import { RedisCacheStore } from './cache/redis-store.js';
import { registerCacheRoutes } from './cache/routes.js';
import { MemoryCacheStore } from './cache/store.js';
import { registerUserRoutes } from './users/routes.js';
import { registerAuditRoutes } from './audit/routes.js';
import { staffRequestContext } from './audit/context.js';
import { registerChatActionRoutes } from './chats/actions/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { UrlSigner } from './files/signing.js';
import { registerProfileRoutes } from './profiles/routes.js';
import { registerAudienceRoutes } from './audience/routes.js';
import { registerGeoRoutes } from './geo/routes.js';
import { registerPokeProfileRoutes } from './profiles/poke-routes.js';
import { pokeChangeEvent, registerPokeLive, registerPokeWindowLive } from './pokes/live.js';
import { PokeDispatcher } from './dispatch/dispatcher.js';
import { registerDispatchRoutes } from './dispatch/routes.js';
import { CustomerSimulator } from './dispatch/simulator.js';
import { registerPokeRoutes } from './pokes/routes.js';
import { registerAbuse } from './abuse/register.js';
import { startTextKeysBackfill } from './abuse/text-keys-backfill.js';
import { createSuggestionProvider, type SuggestionSettings } from './suggestions/create.js';
import { registerSuggestionRoutes } from './suggestions/routes.js';
import { registerStatisticsLive } from './statistics/live.js';
import { registerStatisticsRoutes } from './statistics/routes.js';
import { SuggestionWriter } from './suggestions/writer.js';
import { serveMetricsRoute, startMetricsServer } from './metrics/http.js';
import { ServerMetrics } from './metrics/metrics.js';

export const API_VERSION = '0.1.0';

/** Builds the whole HTTP app on an open database. */
export async function buildApp(
  db: Database,
  config: Pick<
    ServerConfig,
    | 'AUTH_SECRET'
    | 'ID_TOKEN_TTL_S'
    | 'REFRESH_TOKEN_TTL_S'
    | 'PUBLIC_URL'
    | 'CHAT_CLAIM_TTL_S'
    | 'REDIS_URL'
  > &
    Partial<
      Pick<
        ServerConfig,
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'DEV_OUTBOX'
        | 'POKE_DISPATCH_INTERVAL_MS'
        | 'POKE_GRACE_MINUTES'
        | 'POKE_BATCH_SIZE'
        | 'SIMULATE_CUSTOMERS'
        | 'SIMULATE_CUSTOMERS_DELAY_S'
        | 'SIMULATE_CUSTOMERS_INTERVAL_MS'
        | 'ABUSE_CLAIM_TTL_S'
        | 'LOG_LEVEL'
        | 'METRICS_TOKEN'
        | 'METRICS_PORT'
        | 'METRICS_HOST'
        | 'SERVICE_TOKEN'
      >
    > &
    SuggestionSettings,
  clock: () => Date = () => new Date(),
  options: {
    serveConsole?: boolean;
    /**
     * The database's LISTEN/NOTIFY: with it, live queries hear the changes of every server process
     * on the same database (`DatabaseHandle.notify`).
     */
    notify?: NotifyChannel;
    /** Runs after each write commits, before this process hears its changes (tests: a death). */
    afterCommit?: () => void;
    /**
     * The server's logger; else one at `LOG_LEVEL` (the default logger when that is unset: silent
     * under vitest).
     */
    logger?: Logger;
    /** Providers wired in code for mail and SMS (an SMS gateway; tests), before SMTP and the dev outbox. */
    messages?: MessagePorts;
  } = {},
): Promise<{
  app: App;
  deps: AppDeps;
}> {
  const key = await loadSigningKey(db, config.AUTH_SECRET);
  // Verified ID tokens are remembered for their lifetime: most requests skip the signature check.
  const tokens = new CachingTokenService(key, config.ID_TOKEN_TTL_S);
  const limiter = new SignInRateLimiter(db);
  const auth = new AuthService(db, tokens, limiter, config.REFRESH_TOKEN_TTL_S, clock);
  const logger = options.logger ?? (config.LOG_LEVEL ? createLogger(config) : defaultLogger());
  const outboxLog = logger.child({ job: 'outbox' });
  // DEV_OUTBOX=off: no dev outbox at all, so no code or link is kept or printed anywhere.
  const outbox = config.DEV_OUTBOX === 'off' ? null : new DevOutbox(db, printTo(outboxLog));
  // Mail over SMTP when SMTP_URL is set; what has no provider (SMS) goes to the dev outbox, or
  // with DEV_OUTBOX=off nowhere (a warning without the message).
  const sink = messageSinkFor(config, outbox, { ...options.messages, logger: outboxLog });
  const publicUrl = config.PUBLIC_URL ?? 'http://localhost:8080';
  const phone = new PhoneService(db, auth, limiter, tokens, sink, clock);
  auth.usePhoneChallenger(phone);
  // Only when they are exposed: otherwise no code calls into prom-client (metrics/metrics.ts).
  const metrics =
    config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined
      ? new ServerMetrics(
          { token: config.METRICS_TOKEN, port: config.METRICS_PORT, host: config.METRICS_HOST },
          db,
          { logger },
        )
      : null;
  const feed = new ChangeFeed({
    afterCommit: options.afterCommit,
    logger,
    metrics: metrics ?? undefined,
  });
  if (options.notify) await feed.connect(options.notify);
  // A change to a user drops every process's cached read of them, not only this one's.
  auth.onForget((uid) =>
    feed.publish({ topic: 'users', tenantId: '', change: { kind: 'modified', row: { id: uid } } }),
  );
  feed.subscribe(['users'], (event) => {
    if (event.change.kind !== 'removed') auth.dropCachedUser(event.change.row.id);
  });
  const chats = new ChatService({
    db,
    feed,
    clock,
    claimTtlS: config.CHAT_CLAIM_TTL_S,
    logger,
    metrics: metrics ?? undefined,
  });
  const suggestionProvider = createSuggestionProvider(config);
  const deps: AppDeps = {
    db,
    auth,
    totp: new TotpService(db, auth, limiter, tokens, clock),
    phone,
    regional: new RegionalTokenSigner(key),
    passwordReset: new PasswordResetService(
      db,
      sink,
      publicUrl,
      clock,
      config.REFRESH_TOKEN_TTL_S,
      logger,
    ),
    outbox,
    devOutbox: config.DEV_OUTBOX ?? 'local',
    feed,
    live: new LiveQueries(),
    presence: new Presence(db, feed, logger),
    cache: config.REDIS_URL
      ? new RedisCacheStore(config.REDIS_URL)
      : new MemoryCacheStore(() => clock().getTime()),
    chats,
    suggestions: suggestionProvider,
    suggestionWriter: new SuggestionWriter({
      db,
      feed,
      chats,
      suggestions: suggestionProvider,
      clock,
      logger,
    }),
    urlSigner: new UrlSigner(key),
    dispatcher: new PokeDispatcher({
      db,
      feed,
      chats,
      clock,
      intervalMs: config.POKE_DISPATCH_INTERVAL_MS,
      graceMs: (config.POKE_GRACE_MINUTES ?? 15) * 60_000,
      batchSize: config.POKE_BATCH_SIZE,
      logger,
      metrics: metrics ?? undefined,
    }),
    simulator: config.SIMULATE_CUSTOMERS
      ? new CustomerSimulator(
          { db, feed, chats, clock, logger },
          {
            delayS: config.SIMULATE_CUSTOMERS_DELAY_S,
            intervalMs: config.SIMULATE_CUSTOMERS_INTERVAL_MS,
          },
        )
      : null,
    logger,
    clock,
    metrics,
  };
  new PoolSync(deps.presence, deps.cache, logger);
  deps.suggestionWriter.followCustomerMessages();
  registerAnnouncementsLive(deps.live, deps);
  registerSystemNotificationLive(deps.live, deps);
  registerChatLive(deps.live, deps);
  registerChatLogsLive(deps.live, deps);
  registerChatSuggestionsLive(deps.live, deps);
  registerPokeLive(deps.live, deps);
  registerPokeWindowLive(deps.live, deps);
  const abuse = registerAbuse(deps, config.ABUSE_CLAIM_TTL_S);
  registerConnectedOperatorsLive(deps.live, deps);
  registerStatisticsLive(deps.live, deps);
  const app = createBaseApp({ logger, metrics });
  if (metrics && config.METRICS_TOKEN !== undefined) {
    serveMetricsRoute(app, metrics, config.METRICS_TOKEN);
  }
  // Before every route: the record of staff actions reads the request's actor and id from it.
  app.use('*', staffRequestContext(clock));
  serveLogos(app);
  serveFavicon(app, db);
  serveUikit(app);
  serveApiReference(app, '/openapi.json');
  if (options.serveConsole) serveConsole(app);
  registerHealthRoutes(app, deps, Boolean(config.REDIS_URL));
  registerAuthRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerPasswordResetPage(app);
  registerTenantRoutes(app, deps, { serviceToken: config.SERVICE_TOKEN });
  registerAnnouncementRoutes(app, deps);
  registerAnnouncementEditRoutes(app, deps);
  registerTriggerRoutes(app, deps);
  registerDebugRoutes(app, deps, Boolean(config.REDIS_URL));
  registerNotificationRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerPresenceRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerAbuseWordRoutes(app, deps);
  registerCacheRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerChatActionRoutes(app, deps);
  registerSuggestionRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerGeoRoutes(app, deps);
  registerAudienceRoutes(app, deps);
  registerStatisticsRoutes(app, deps);
  registerPokeProfileRoutes(app, deps);
  registerPokeRoutes(app, deps, async (tx, announce, tenantId, change) => {
    announce(pokeChangeEvent(tenantId, change));
    await abuse.onPokeChange(tx, announce, tenantId, change);
  });
  abuse.routes(app);
  registerDispatchRoutes(app, deps);
  // Last: GET /profile/{id} would otherwise answer for other one-segment /profile/… routes.
  registerProfileRoutes(app, deps);
  serveOpenApiDocument(app, '/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version: API_VERSION,
      description:
        'The calls of the Switchboard console (spec §7). Sign in with POST /auth/sign-in and send the ID token as `Authorization: Bearer …`.',
    },
    // Relative: the server that serves the document, wherever it is deployed.
    servers: [{ url: '/', description: 'This server' }],
  });
  return { app, deps };
}

/** Listens on `port` (0 picks a free one) with the realtime socket on the same port. */
export async function listen(
  app: App,
  deps: AppDeps,
  port: number,
  hostname: string,
): Promise<{
  server: Server;
  port: number;
  io: SocketServer;
  liveHub: LiveHub;
  /** The port of `GET /metrics` without a token (`METRICS_PORT`), when there is one. */
  metricsPort: number | null;
  /** Stops taking connections and work, and leaves the other processes (presence, feed). */
  close: () => Promise<void>;
}> {
  // Registered before the first socket can connect.
  await deps.presence.start();
  const { metrics } = deps;
  const metricsServer =
    metrics?.settings.port !== undefined
      ? await startMetricsServer(
          metrics,
          metrics.settings.port,
          metrics.settings.host ?? '127.0.0.1',
          deps.logger,
        )
      : null;
  let closing: Promise<void> | null = null;
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        server,
        port: info.port,
        io,
        liveHub: io.liveHub,
        metricsPort: metricsServer?.port ?? null,
        close,
      });
    }) as Server;
    const io = attachRealtime(server, deps);
    metrics?.watchLive(io.liveHub);
    deps.chats.startSweeper();
    // The abuse words dry run's keys of stored texts written some other way (a seed, older data),
    // in the background: the start does not wait for it, and closing stops it after its page.
    const backfill = startTextKeysBackfill(
      deps,
      deps.db,
      deps.clock(),
      deps.logger.child({ job: 'text-keys-backfill' }),
    );
    deps.dispatcher.start();
    deps.simulator?.start();
    const close = () =>
      (closing ??= (async () => {
        await deps.chats.stopSweeper();
        await backfill.stop();
        deps.simulator?.stop();
        await deps.dispatcher.stop();
        await io.close();
        await new Promise<void>((done) => {
          server.close(() => done());
          // Not listening any more (io.close may have closed it already).
          if (!server.listening) done();
        });
        await metricsServer?.close();
        await deps.presence.stop();
        await deps.feed.close();
      })());
    // Closed some other way: leave the others all the same (the database may be gone by then).
    server.on('close', () => void close().catch(() => undefined));
  });
}
