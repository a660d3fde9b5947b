import { randomUUID } from 'node:crypto';
import {
  pendingAbuseInfo,
  pokeSendHasEnded,
  isPokeInPast,
  messages,
  planPokeRemoval,
  pokeHasFilters,
  PokeRuleError,
  toRecurringPoke,
  type Poke,
  type PokeDateRange,
  type PokeRemovalPlan,
  type PokeWriteRequest,
  type RecurringPokeConversion,
} from '@switchboard/domain';
import { flagIfAbusive, type FlagResult } from '../abuse/flagging.js';
import type { StaffRequest } from '../audit/staff-request.js';
import { changedFields, recordStaffAction } from '../audit/record.js';
import type { AudienceService } from '../audience/service.js';
import type { AuthUser } from '../auth/service.js';
import type { Database, Tx } from '../db/client.js';
import { addRunSite, inDomainOrder, lockRunningRun, targetsOfRun } from '../dispatch/runs.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { assertLocalesAllowed } from '../auth/access.js';
import type { Announce, ChangeFeed } from '../live/feed.js';
import {
  deletePokes,
  findFamily,
  findPoke,
  insertPoke,
  pokesInWindow,
  replacePoke,
  type Db,
} from './repo.js';
import { pokeFields, pokeRecord } from './audit.js';
import { pokeWriteTexts } from './texts.js';
import {
  assertFamilyAttachments,
  assertPokeSendable,
  fieldError,
  pokeRuleToApiError,
  preparePokeWrite,
  type PreparedPokeWrite,
} from './write.js';

export interface PokeServiceDeps {
  db: Database;
  feed: ChangeFeed;
  audience: AudienceService;
  clock: () => Date;
  /**
   * Told of every poke written or removed, inside the transaction that writes it (`tx`, before
   * it commits; its failure fails the write): what it writes goes with the poke, and what it
   * `announce`s (the poke's live queries, the abuse queue) goes out when the write commits.
   */
  onChange?: PokeChangeListener;
}

export type PokeChangeListener = (
  tx: Tx,
  announce: Announce,
  tenantId: string,
  change: PokeChange,
) => Promise<void>;

export type PokeChange =
  { kind: 'added' | 'modified'; poke: Poke } | { kind: 'removed'; poke: Poke };

/** What removing a poke did: the plan's ids, counts and the spec's success text. */
export type PokeRemoval = PokeRemovalPlan;

/**
 * Pokes per locale (spec §3, §4, §7 per-locale actions): create, read, update, delete with the
 * follow-ups, daily and scheduled lists, follow-ups, adding a domain and converting to a
 * recurring poke. Every call checks the caller's geos; the routes check the role (Admin, Poker).
 * A write of a family (a main poke and its follow-ups) locks the main poke's row, so two writers
 * of the same family are checked one after the other (attachments, follow-up indexes).
 */
export class PokeService {
  constructor(private readonly deps: PokeServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** One transaction of a poke write; what `onChange` announces in it goes out with its commit. */
  private write<T>(work: (tx: Tx, announce: Announce) => Promise<T>): Promise<T> {
    return this.deps.feed.write(this.db, work);
  }

  /** A poke of the caller's geos, or 404 with the spec's text. */
  async get(user: AuthUser, locale: string, id: string, db: Db = this.db): Promise<Poke> {
    assertLocalesAllowed(user, [locale]);
    const poke = await findPoke(db, { tenantId: user.tenantId, locale, id });
    if (!poke) throw new NotFoundError(messages.pokeNotFound(id));
    return poke;
  }

  /** A poke with its follow-ups, by index. */
  async getWithFollowUps(user: AuthUser, locale: string, id: string) {
    const poke = await this.get(user, locale, id);
    return { poke, followUps: await this.followUps(user, locale, id) };
  }

  /** The follow-ups of a main poke, by index (none for a follow-up itself). */
  async followUps(user: AuthUser, locale: string, id: string): Promise<Poke[]> {
    const poke = await this.get(user, locale, id);
    if (poke.followUp) return [];
    const family = await findFamily(this.db, user.tenantId, locale, id);
    return family.filter((member) => member.id !== id);
  }

  /** Creates a poke from a body read with the domain's `PokeWriteRequest`. */
  async create(
    user: AuthUser,
    locale: string,
    body: PokeWriteRequest,
    by: StaffRequest,
  ): Promise<Poke> {
    const prepared = await preparePokeWrite(this.deps, user, locale, body);
    const now = this.deps.clock().toISOString();
    const { request } = prepared;
    const poke = this.document(prepared, {
      id: randomUUID(),
      agent: { id: user.uid, name: user.name ?? user.email },
      company: user.companyName,
      tenant: user.tenantId,
      createdAt: now,
      status: 'scheduled',
      // No review until the abuse words flag it: a flag sets abuse.status pending, which holds
      // the poke from sending until it is marked safe (dispatch/runs.ts `heldByAbuse`).
      abuse: null,
    });
    // Sent at once: the scheduled time is the creation time (domain `pokeScheduleForEdit`).
    poke.scheduled = request.scheduled ?? now;
    await this.write(async (tx, announce) => {
      await this.checkFamily(tx, user, poke);
      const flagged = await flagPoke(tx, poke, user.tenantId, now);
      if (flagged) poke.abuse = pendingAbuseInfo({ words: flagged.matchedWords, flaggedAt: now });
      await insertPoke(tx, poke, user.tenantId, prepared.hasFilters);
      await recordStaffAction(tx, by, {
        tenantId: user.tenantId,
        // A poke with no time goes out at once: the console's "Send now".
        kind: request.scheduled ? 'poke.create' : 'poke.send-now',
        record: pokeRecord(poke),
        after: pokeFields(poke),
      });
      await this.deps.onChange?.(tx, announce, user.tenantId, { kind: 'added', poke });
    });
    return poke;
  }

  async update(
    user: AuthUser,
    locale: string,
    id: string,
    body: PokeWriteRequest,
    by: StaffRequest,
  ): Promise<Poke> {
    const prepared = await preparePokeWrite(this.deps, user, locale, body);
    if (prepared.request.id !== undefined && prepared.request.id !== id) {
      throw fieldError('id', pokeWriteTexts.idMismatch);
    }
    const now = this.deps.clock();
    return this.write(async (tx, announce) => {
      const stored = await findPoke(tx, { tenantId: user.tenantId, locale, id }, true);
      if (!stored) throw new NotFoundError(messages.pokeNotFound(id));
      if (isPokeInPast(stored, now, stored.scheduled)) {
        throw new ConflictError(pokeWriteTexts.alreadySent);
      }
      const next = this.document(prepared, {
        id,
        agent: stored.agent,
        company: stored.company ?? null,
        tenant: user.tenantId,
        createdAt: stored.createdAt,
        status: stored.status ?? 'scheduled',
        abuse: stored.abuse ?? null,
      });
      next.scheduled = prepared.request.scheduled ?? now.toISOString();
      next.updatedAt = now.toISOString();
      next.updatedBy = user.uid;
      await this.checkFamily(tx, user, next);
      // A changed text is matched again: a new hit holds the poke (again) until marked safe.
      const flagged = await flagPoke(tx, next, user.tenantId, now.toISOString());
      if (flagged?.status === 'pending') {
        next.abuse = pendingAbuseInfo({
          words: flagged.matchedWords,
          flaggedAt: now.toISOString(),
        });
      }
      await replacePoke(tx, next, user.tenantId, prepared.hasFilters);
      await recordStaffAction(tx, by, {
        tenantId: user.tenantId,
        kind: prepared.request.scheduled ? 'poke.update' : 'poke.send-now',
        record: pokeRecord(next),
        ...changedFields(pokeFields(stored), pokeFields(next)),
      });
      await this.deps.onChange?.(tx, announce, user.tenantId, { kind: 'modified', poke: next });
      return next;
    });
  }

  /**
   * Removes a poke with what goes with it (spec §4): a main poke its follow-ups, a follow-up the
   * follow-ups after it. Answers the counts and 'The poke was removed.' with them.
   */
  async remove(user: AuthUser, locale: string, id: string, by: StaffRequest): Promise<PokeRemoval> {
    assertLocalesAllowed(user, [locale]);
    return this.write(async (tx, announce) => {
      const target = await findPoke(tx, { tenantId: user.tenantId, locale, id }, true);
      if (!target) throw new NotFoundError(messages.pokeNotFound(id));
      const root = target.followUp?.parentId ?? target.id;
      const family = await findFamily(tx, user.tenantId, locale, root);
      const plan = planPokeRemoval(target, family);
      await deletePokes(tx, user.tenantId, locale, plan.ids);
      const byId = new Map(family.map((poke) => [poke.id, poke]));
      const removed = plan.ids.flatMap((removedId) => byId.get(removedId) ?? []);
      for (const poke of removed) {
        await this.deps.onChange?.(tx, announce, user.tenantId, { kind: 'removed', poke });
      }
      // One record for the poke asked for; the follow-ups that went with it are listed in it.
      await recordStaffAction(tx, by, {
        tenantId: user.tenantId,
        kind: 'poke.delete',
        record: pokeRecord(target),
        before: {
          ...pokeFields(target),
          ...(plan.ids.length > 1 && { removedWithIt: plan.ids.filter((other) => other !== id) }),
        },
      });
      return plan;
    });
  }

  /** Pokes scheduled in a window, on some domains when given (queried ten domains at a time). */
  async scheduled(
    user: AuthUser,
    locale: string,
    range: PokeDateRange,
    domains?: readonly string[],
  ): Promise<Poke[]> {
    assertLocalesAllowed(user, [locale]);
    return pokesInWindow(this.db, user.tenantId, locale, range, domains);
  }

  /**
   * Adds a site to a main poke and counts its targets there. A poke being sent gets the site in
   * its running send (the console's "They get it now, with the running send."): the run's site is
   * added in the transaction that adds the domain, so each batch of the dispatcher, in whatever
   * process, either ran before it or sees it; its customers are sent once each, by the same
   * batches as the others. A poke whose send has ended (done, mixed, killed, crashed) has no send
   * left to reach it: 409, and its figures of what went out stay. Its follow-ups go to the added
   * domain too (to the poke's recipients there, dispatch/runs.ts `sitesOf`).
   */
  async addDomain(
    user: AuthUser,
    locale: string,
    id: string,
    domain: string,
    by: StaffRequest,
  ): Promise<Poke> {
    const [site] = await this.deps.audience.sites(user, [domain], 'domain');
    if (!site || site.locale !== locale) {
      throw fieldError('domain', pokeWriteTexts.siteOfOtherLocale(domain, locale));
    }
    const key = { tenantId: user.tenantId, locale, id };
    const check = (stored: Poke | null): Poke => {
      if (!stored) throw new NotFoundError(messages.pokeNotFound(id));
      if (stored.followUp) throw new ConflictError(pokeWriteTexts.followUpHasOwnDomains);
      if (stored.domains.includes(site.domain)) {
        throw new ConflictError(pokeWriteTexts.domainAlreadyThere(site.domain, id));
      }
      if (pokeSendHasEnded(stored.status)) {
        throw new ConflictError(pokeWriteTexts.domainAfterSend(site.domain, id));
      }
      return stored;
    };
    // Counted before the transaction: the count reads outside it (PGlite has one connection).
    const before = check(await findPoke(this.db, key));
    const domains = [...before.domains, site.domain];
    const targets = await this.recount(user.tenantId, before, domains);
    const attempt = () =>
      this.write(async (tx, announce) => {
        // The running send's run first, then the poke: the order the dispatcher takes them in.
        const runId = await lockRunningRun(tx, user.tenantId, id);
        const stored = check(await findPoke(tx, key, true));
        const sending = stored.status === 'in_progress';
        // Its send began after the run was looked for (it held the poke): look again.
        if (sending && !runId) throw new SendStarted();
        const now = this.deps.clock();
        const next: Poke = {
          ...stored,
          domains: [...stored.domains, site.domain],
          targets,
          updatedAt: now.toISOString(),
          updatedBy: user.uid,
        };
        if (sending && runId) {
          await addRunSite(tx, runId, user.tenantId, next, site.domain, now);
          // The running send's figures: what went out so far, and the new site counted now.
          next.targets = inDomainOrder(next.domains, await targetsOfRun(tx, runId));
        }
        await replacePoke(tx, next, user.tenantId, hasFiltersOf(next));
        await recordStaffAction(tx, by, {
          tenantId: user.tenantId,
          kind: 'poke.add-domain',
          record: pokeRecord(next),
          before: { domains: stored.domains },
          after: { domains: next.domains, added: site.domain },
        });
        await this.deps.onChange?.(tx, announce, user.tenantId, { kind: 'modified', poke: next });
        return next;
      });
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof SendStarted)) throw error;
        if (tries >= 3) throw new ConflictError(pokeWriteTexts.sendStarting(site.domain, id));
      }
    }
  }

  /** A recurring copy of a poke (spec §4), with its targets counted afresh. */
  async convertToRecurring(
    user: AuthUser,
    locale: string,
    id: string,
    conversion: RecurringPokeConversion,
    by: StaffRequest,
  ): Promise<Poke> {
    const original = await this.get(user, locale, id);
    let copy: Poke;
    try {
      copy = toRecurringPoke(original, conversion, {
        newId: randomUUID(),
        now: this.deps.clock(),
        agent: { id: user.uid, name: user.name ?? user.email },
      });
    } catch (error) {
      if (error instanceof PokeRuleError) throw pokeRuleToApiError(error);
      throw error;
    }
    copy.targets = await this.recount(user.tenantId, copy, copy.domains);
    // The copy goes out at its time like any poke: it needs someone to reach.
    assertPokeSendable(copy.targets, copy.filters);
    await this.write(async (tx, announce) => {
      await insertPoke(tx, copy, user.tenantId, hasFiltersOf(copy));
      // Recorded on the original (its "convert" button); the copy's id and fields are the after.
      await recordStaffAction(tx, by, {
        tenantId: user.tenantId,
        kind: 'poke.convert-recurring',
        record: pokeRecord(original),
        after: { recurringPokeId: copy.id, ...pokeFields(copy) },
      });
      await this.deps.onChange?.(tx, announce, user.tenantId, { kind: 'added', poke: copy });
    });
    return copy;
  }

  /** The targets of a stored poke on some domains. */
  private async recount(tenantId: string, poke: Poke, domains: readonly string[]) {
    const audience = this.deps.audience.filters(poke.origin.type, poke.filters, 'body');
    const count = await this.deps.audience.countFor(
      tenantId,
      domains,
      audience,
      (hasFiltersOf(poke) ?? []) as Parameters<AudienceService['countFor']>[3],
    );
    return { estimate: count.estimate, targetsPerDomain: count.targetsPerDomain };
  }

  /** The stored document of a prepared write. */
  private document(
    prepared: PreparedPokeWrite,
    kept: Pick<Poke, 'id' | 'agent' | 'createdAt' | 'tenant'> &
      Pick<Poke, 'company' | 'status' | 'abuse'>,
  ): Poke {
    const { request } = prepared;
    return {
      ...kept,
      updatedAt: null,
      updatedBy: null,
      domain: request.domains[0] ?? '',
      domains: request.domains,
      locale: request.locale,
      type: request.type,
      strategy: request.strategy,
      origin: request.origin,
      scheduled: request.scheduled,
      frequency: request.frequency ?? null,
      message: request.message,
      profile: request.profile,
      targets: prepared.targets,
      followUp: request.followUp ?? null,
      filters: request.filters,
    } as Poke;
  }

  /**
   * The rules that need the rest of the family, with the main poke's row locked: a follow-up's
   * parent exists here and is a main poke, its previous poke is of the family, its index is its
   * own; and no attachment is used twice in the family.
   */
  private async checkFamily(tx: Db, user: AuthUser, poke: Poke): Promise<void> {
    const link = poke.followUp;
    const rootId = link?.parentId ?? poke.id;
    const key = { tenantId: user.tenantId, locale: poke.locale, id: rootId };
    if (link) {
      const parent = await findPoke(tx, key, true);
      if (!parent) throw fieldError('followUp.parentId', messages.pokeNotFound(link.parentId));
      if (parent.followUp) throw fieldError('followUp.parentId', pokeWriteTexts.parentIsFollowUp);
    } else {
      await findPoke(tx, key, true);
    }
    const family = await findFamily(tx, user.tenantId, poke.locale, rootId);
    if (link) {
      const previous = link.previousId;
      if (previous && !family.some((member) => member.id === previous && member.id !== poke.id)) {
        throw fieldError('followUp.previousId', pokeWriteTexts.previousNotInFamily(previous));
      }
      const taken = family.some(
        (member) => member.id !== poke.id && member.followUp?.index === link.index,
      );
      if (taken) throw fieldError('followUp.index', pokeWriteTexts.followUpIndexTaken(link.index));
    }
    assertFamilyAttachments(family, poke);
  }
}

/** Thrown inside `addDomain`'s transaction when the poke's send began after it looked for it. */
class SendStarted extends Error {}

/** The placeholders a stored poke's message uses, for the count (other origins only). */
function hasFiltersOf(poke: Poke): string[] | null {
  return pokeHasFilters(poke.message.content, poke.origin.type) ?? null;
}

/** Matches a poke's text against the abuse words and flags it on a hit (abuse/flagging.ts). */
function flagPoke(tx: Tx, poke: Poke, tenantId: string, now: string): Promise<FlagResult | null> {
  return flagIfAbusive(tx, {
    tenantId,
    kind: 'poke',
    id: poke.id,
    locale: poke.locale,
    chatId: null,
    senderId: poke.agent.id,
    senderName: poke.agent.name,
    text: poke.message.content ?? '',
    createdAt: poke.createdAt,
    now,
  });
}
