import type { Queryable } from '../db/client.js';
import { reviewerNames } from './skips.js';

/**
 * People by name on the abuse screens (issue #28): whoever holds, checked, acted on or reported
 * something is named on read from `users` (their name, else their e-mail), so a renamed colleague
 * reads as they are called now; a deleted user reads as their uid. One select per answer.
 */
export class PeopleNames {
  private constructor(private readonly names: ReadonlyMap<string, string>) {}

  /** The names of `uids` (nulls and repeats ignored), of the users of `tenantId`. */
  static async of(
    tx: Queryable,
    tenantId: string | undefined,
    uids: readonly (string | null | undefined)[],
  ): Promise<PeopleNames> {
    const wanted = uids.filter((uid): uid is string => typeof uid === 'string' && uid !== '');
    if (tenantId === undefined || wanted.length === 0) return new PeopleNames(new Map());
    return new PeopleNames(await reviewerNames(tx, tenantId, wanted));
  }

  /** The user's name, else their e-mail, else the uid itself (a deleted user). */
  name(uid: string): string {
    return this.names.get(uid) || uid;
  }

  /** Whether `uid` is a user of the tenant (else it may be a customer, or a deleted user). */
  has(uid: string): boolean {
    return this.names.has(uid);
  }
}
