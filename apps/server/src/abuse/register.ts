import { and, eq, inArray } from 'drizzle-orm';
import { ABUSE_CLAIM_EXPIRY_MINUTES } from '@switchboard/domain';
import { flaggedItems } from '../db/schema.js';
import { isPokeHeld } from './flagging.js';
import type { Queryable } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import type { Announce } from '../live/feed.js';
import type { PokeChange } from '../pokes/service.js';
import { registerAbuseLive } from './live.js';
import { flaggedEvent } from './publish.js';
import { registerReportedRoutes } from './reported-routes.js';
import { registerAbuseRoutes } from './routes.js';
import { AbuseReviewService } from './service.js';

/**
 * The abuse review feature (issue #13): its live query now, its routes when the app registers
 * them, and what it does of pokes (a poke saved and held is a new item in the queue; a removed one
 * leaves it). A claim lasts `claimTtlS` seconds (the setting `ABUSE_CLAIM_TTL_S`).
 */
export function registerAbuse(
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed' | 'live'>,
  claimTtlS = ABUSE_CLAIM_EXPIRY_MINUTES * 60,
) {
  const service = new AbuseReviewService({
    db: deps.db,
    feed: deps.feed,
    clock: deps.clock,
    claimTtlMs: claimTtlS * 1_000,
  });
  registerAbuseLive(deps.live, deps);
  return {
    service,
    routes: (app: App) => {
      registerAbuseRoutes(app, deps, service);
      registerReportedRoutes(app, deps);
    },
    onPokeChange: abuseOnPokeChange,
  };
}

/**
 * What a poke written or removed does to the abuse queue, in the poke write's own transaction
 * `tx` (announced through its `announce`), so the queue and the poke never disagree, whatever
 * happens after the commit: a removed poke leaves the queue (a decided one stays in the history
 * with its audit trail); one saved and held is announced as a newly flagged (or re-flagged) item.
 * A failure here fails the poke's write.
 */
export async function abuseOnPokeChange(
  tx: Queryable,
  announce: Announce,
  tenantId: string,
  change: PokeChange,
): Promise<void> {
  const id = change.poke.id;
  if (change.kind === 'removed') {
    const [row] = await tx
      .delete(flaggedItems)
      .where(
        and(
          eq(flaggedItems.tenantId, tenantId),
          eq(flaggedItems.id, id),
          eq(flaggedItems.kind, 'poke'),
          inArray(flaggedItems.status, ['pending', 'claimed']),
        ),
      )
      .returning({ locale: flaggedItems.locale });
    if (row) {
      announce({
        topic: 'abuse-queue',
        tenantId,
        locale: row.locale,
        change: { kind: 'removed', id },
      });
    }
  } else if (isPokeHeld(change.poke)) {
    const event = await flaggedEvent(tx, tenantId, id);
    if (event) announce(event);
  }
}
