import { and, eq, inArray } from 'drizzle-orm';
import { isScheduledInRange, toMillis, type Poke, POKE_ROLES } from '@switchboard/domain';
import { pokeRuns } from '../db/dispatch-schema.js';
import { assertLocalesAllowed, assertRole } from '../auth/access.js';
import type { FeedEvent, FeedRow } from '../live/feed.js';
import type { LiveContext, LiveQueries, LiveSource } from '../live/registry.js';
import { cachedRowsSource } from '../live/sources.js';
import { findFamily, pokesInWindow, type Db } from './repo.js';
import type { PokeChange } from './service.js';

/**
 * `poke {locale, pokeId}`: a poke and its follow-ups, as they are written (status, targets,
 * domains) or removed. Admins and pokers of the locale.
 */
export function registerPokeLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('poke', {
    authorize: (user, { locale }) => {
      assertRole(user, POKE_ROLES);
      assertLocalesAllowed(user, [locale]);
    },
    open: ({ locale, pokeId }, user) =>
      cachedRowsSource({
        topics: ['pokes'],
        matches: (event) => {
          if (event.locale !== locale) return false;
          if (event.change.kind === 'removed') return true;
          const poke = event.change.row as Poke;
          return poke.id === pokeId || poke.followUp?.parentId === pokeId;
        },
        read: async () => {
          const family = await findFamily(ctx.db, user.tenantId, locale, pokeId);
          const root = family.find((poke) => poke.id === pokeId);
          // A follow-up's own query holds just it: its family is its parent's.
          return root?.followUp ? [root] : family;
        },
      }),
  });
}

/** The ids of the pokes (of some) with a run waiting for a poker's decision (found late). */
async function latePokeIds(
  db: Db,
  tenantId: string,
  locales: readonly string[],
  ids?: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ pokeId: pokeRuns.pokeId })
    .from(pokeRuns)
    .where(
      and(
        eq(pokeRuns.tenantId, tenantId),
        inArray(pokeRuns.locale, [...locales]),
        eq(pokeRuns.state, 'late'),
        ids ? inArray(pokeRuns.pokeId, [...ids]) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.pokeId));
}

/**
 * `pokes.window {locales, start, end}`: the pokes scheduled in a window in some locales, each with
 * `late` (domain `PokeWindowRow`), for the schedule and the calendar. Admins and pokers of every
 * locale asked. The rows depend only on the tenant and the parameters, so everyone asking the same
 * window shares one source. A poke written into the window comes in (`added`), one moved out of it
 * or removed goes (`removed`); `late` is read again only for a poke that may be late (scheduled,
 * its time passed), so a running send costs no extra read.
 */
export function registerPokeWindowLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('pokes.window', {
    authorize: (user, { locales }) => {
      assertRole(user, POKE_ROLES);
      assertLocalesAllowed(user, locales);
    },
    open: ({ locales, start, end }, user): LiveSource => {
      const wanted = new Set<string>(locales);
      const range = { start, end };
      let rows = new Map<string, FeedRow>();
      const mayBeLate = (poke: Poke) =>
        poke.status === 'scheduled' && toMillis(poke.scheduled) <= ctx.clock().getTime();
      return {
        topics: ['pokes'],
        matches: (event) => event.locale !== undefined && wanted.has(event.locale),
        load: async () => {
          const found: Poke[] = [];
          for (const locale of wanted) {
            found.push(...(await pokesInWindow(ctx.db, user.tenantId, locale, range)));
          }
          const late = await latePokeIds(ctx.db, user.tenantId, [...wanted]);
          rows = new Map(found.map((poke) => [poke.id, { ...poke, late: late.has(poke.id) }]));
        },
        rows: () => [...rows.values()],
        apply: async (event, send) => {
          const change = event.change;
          const id = change.kind === 'removed' ? change.id : change.row.id;
          const poke = change.kind === 'removed' ? null : (change.row as Poke);
          if (!poke || !isScheduledInRange(poke.scheduled, range)) {
            if (rows.delete(id)) send([{ kind: 'removed', id }]);
            return;
          }
          const late =
            mayBeLate(poke) &&
            (await latePokeIds(ctx.db, user.tenantId, [poke.locale], [poke.id])).has(poke.id);
          const known = rows.has(id);
          const row = { ...poke, late };
          rows.set(id, row);
          send([{ kind: known ? 'modified' : 'added', row }]);
        },
      };
    },
  });
}

/** The feed event of a poke written or removed, to announce in its write's transaction. */
export function pokeChangeEvent(tenantId: string, change: PokeChange): FeedEvent {
  return {
    topic: 'pokes',
    tenantId,
    locale: change.poke.locale,
    change:
      change.kind === 'removed'
        ? { kind: 'removed', id: change.poke.id }
        : { kind: change.kind, row: change.poke },
  };
}
