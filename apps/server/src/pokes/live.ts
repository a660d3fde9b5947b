import { hasRole, type Poke } from '@switchboard/domain';
import { NotAllowedError } from '../http/errors.js';
import { assertLocalesAllowed } from '../http/middleware.js';
import type { ChangeFeed } from '../live/feed.js';
import type { LiveContext, LiveQueries } from '../live/registry.js';
import { cachedRowsSource } from '../live/sources.js';
import { POKE_ROLES } from '../audience/routes.js';
import { findFamily } from './repo.js';
import type { PokeChange } from './service.js';

/**
 * `poke {locale, pokeId}`: a poke and its follow-ups, as they are written (status, targets,
 * domains) or removed. Admins and pokers of the locale.
 */
export function registerPokeLive(live: LiveQueries, ctx: LiveContext): void {
  live.register('poke', {
    authorize: (user, { locale }) => {
      if (!hasRole(user.roles, POKE_ROLES)) throw new NotAllowedError();
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

/** Tells the live queries of a poke written or removed (after its transaction). */
export function publishPokeChange(feed: ChangeFeed, tenantId: string, change: PokeChange): void {
  feed.publish({
    topic: 'pokes',
    tenantId,
    locale: change.poke.locale,
    change:
      change.kind === 'removed'
        ? { kind: 'removed', id: change.poke.id }
        : { kind: change.kind, row: change.poke },
  });
}
