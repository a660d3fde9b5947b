import { and, eq } from 'drizzle-orm';
import { flaggedItems } from '../db/schema.js';
import { isPokeHeld } from './flagging.js';
import type { App, AppDeps } from '../http/app.js';
import type { PokeChange } from '../pokes/service.js';
import { registerAbuseLive } from './live.js';
import { publishFlagged } from './publish.js';
import { registerReportedRoutes } from './reported-routes.js';
import { registerAbuseRoutes } from './routes.js';
import { AbuseReviewService } from './service.js';

/**
 * The abuse review feature (issue #13): its live query now, its routes when the app registers
 * them, and what it hears of pokes (a poke saved and held is a new item in the queue).
 */
export function registerAbuse(deps: AppDeps) {
  const service = new AbuseReviewService({ db: deps.db, feed: deps.feed, clock: deps.clock });
  registerAbuseLive(deps.live, deps);
  return {
    service,
    routes: (app: App) => {
      registerAbuseRoutes(app, deps, service);
      registerReportedRoutes(app, deps);
    },
    onPokeChange: (tenantId: string, change: PokeChange) => {
      if (change.kind === 'removed') {
        void forgetPoke(deps, tenantId, change.poke.id);
      } else if (isPokeHeld(change.poke)) {
        void publishFlagged(deps.db, deps.feed, tenantId, change.poke.id);
      }
    },
  };
}

/** A removed poke leaves the review (its flag and audit trail are kept once decided). */
async function forgetPoke(deps: AppDeps, tenantId: string, id: string): Promise<void> {
  try {
    const [row] = await deps.db
      .delete(flaggedItems)
      .where(
        and(
          eq(flaggedItems.tenantId, tenantId),
          eq(flaggedItems.id, id),
          eq(flaggedItems.kind, 'poke'),
        ),
      )
      .returning();
    if (row) {
      deps.feed.publish({
        topic: 'abuse-queue',
        tenantId,
        locale: row.locale,
        change: { kind: 'removed', id },
      });
    }
  } catch (error) {
    console.error('Could not drop the flag of a removed poke', id, error);
  }
}
