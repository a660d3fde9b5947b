import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../http/env.js';
import { UnauthenticatedError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import type { ServerMetrics } from './metrics.js';

/** Where the metrics are served, on the main port and on `METRICS_PORT` alike. */
export const METRICS_PATH = '/metrics';

/** Whether `given` is the token, in time that does not depend on how much of it matches. */
export function tokenMatches(given: string, token: string): boolean {
  // Digests of both: equal lengths whatever was sent, as timingSafeEqual needs.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` on the main port for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 * Not in the API document: it is for the service's scraper, not for clients of the API.
 */
export function serveMetricsRoute(app: App, metrics: ServerMetrics, token: string): void {
  app.get(METRICS_PATH, async (c) => {
    const header = c.req.header('Authorization') ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    if (!tokenMatches(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthenticatedError('unauthenticated', 'GET /metrics needs the metrics token.');
    }
    const { body, contentType } = await metrics.text();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
}

/**
 * `GET /metrics` without authentication on a port of its own (`METRICS_PORT`, on `METRICS_HOST`:
 * loopback unless said), for a scraper on the same machine or network; nothing else is served
 * there.
 */
export async function startMetricsServer(
  metrics: ServerMetrics,
  port: number,
  host: string,
  logger: Logger,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: try GET /metrics\n');
      return;
    }
    metrics.text().then(
      ({ body, contentType }) => {
        res.writeHead(200, { 'Content-Type': contentType });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Collecting the metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Collecting the metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
