import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import type { App } from './env.js';

/** How long a dependency may take to answer before the server counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), READINESS_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch (error) {
    return `down: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: the process answers (liveness). `GET /health/ready`: it can serve, because the
 * database and, when REDIS_URL is set, Redis answer (readiness, for a load balancer: 503 until
 * they do, so traffic goes to the other processes meanwhile).
 */
export function registerHealthRoutes(
  app: App,
  deps: Pick<AppDeps, 'cache' | 'db'>,
  redis: boolean,
) {
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/health/ready', async (c) => {
    const [database, cache] = await Promise.all([
      check(() => deps.db.execute(sql`select 1`)),
      redis ? check(() => deps.cache.ping()) : Promise.resolve('in-process'),
    ]);
    const ok = database === 'up' && (cache === 'up' || cache === 'in-process');
    return c.json({ ok, database, cache }, ok ? 200 : 503);
  });
}
