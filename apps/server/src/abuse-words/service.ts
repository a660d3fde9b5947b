import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  AbuseWordExistsError,
  abuseWordMatchKey,
  AddAbuseWordRequest,
  chunk,
  isGlobalAbuseWord,
  prepareNewAbuseWord,
  type AbuseWord,
  type AbuseWordRejection,
  type ImportAbuseWordsRequest,
  type ImportAbuseWordsResult,
} from '@switchboard/domain';
import type { StaffRequest } from '../audit/staff-request.js';
import { recordStaffAction } from '../audit/record.js';
import type { Database, Tx } from '../db/client.js';
import { abuseWords, tenants } from '../db/schema.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { ChangeFeed, FeedEvent } from '../live/feed.js';
import { assertLocalesAllowed } from '../auth/access.js';
import { isUniqueViolation } from '../db/errors.js';

type NewWord = Omit<AbuseWord, 'id'>;

/** Rows per INSERT of an import. */
const INSERT_CHUNK = 500;

function wordRow(row: typeof abuseWords.$inferSelect): AbuseWord {
  return { id: row.id, value: row.value, locale: row.locale };
}

function addedEvent(tenantId: string, word: AbuseWord): FeedEvent {
  return {
    topic: 'abuse-words',
    tenantId,
    locale: word.locale,
    change: { kind: 'added', row: word },
  };
}

function removedEvent(tenantId: string, word: Pick<AbuseWord, 'id' | 'locale'>): FeedEvent {
  return {
    topic: 'abuse-words',
    tenantId,
    locale: word.locale,
    change: { kind: 'removed', id: word.id },
  };
}

/** The reason an import line is refused, naming the field like a 400 does. */
function lineReason(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid word';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The tenant's abuse word list (spec §3, §5), a locale's words only within the caller's geos
 * (the routes check single words; `list`, `remove` and `import` take the geos). Writes of a tenant are serialised by locking its
 * tenant row, so the rule "not already there globally or in the same locale" holds even between
 * two admins adding at once. Adding a global word removes the same value's locale entries, which
 * it makes redundant (domain `abuseWordsShadowedBy`).
 */
export class AbuseWordService {
  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
  ) {}

  /** No locale: the global words and those of `geos`; '' the global ones; a locale its own. */
  async list(tenantId: string, geos: readonly string[], locale?: string): Promise<AbuseWord[]> {
    const rows = await this.db
      .select()
      .from(abuseWords)
      .where(
        and(
          eq(abuseWords.tenantId, tenantId),
          locale === undefined
            ? inArray(abuseWords.locale, ['', ...geos])
            : eq(abuseWords.locale, locale),
        ),
      )
      .orderBy(asc(abuseWords.locale), asc(sql`lower(${abuseWords.value})`));
    return rows.map(wordRow);
  }

  /** @throws ConflictError with the spec's text when the word already exists. */
  async add(
    tenantId: string,
    createdBy: string,
    request: AddAbuseWordRequest,
    by: StaffRequest,
  ): Promise<AbuseWord> {
    const added = await this.write(
      tenantId,
      createdBy,
      (existing) => {
        try {
          return [prepareNewAbuseWord(request, existing)];
        } catch (error) {
          if (error instanceof AbuseWordExistsError) throw new ConflictError(error.message);
          throw error;
        }
      },
      async (tx, kept, removed) => {
        const [word] = kept;
        if (!word) return;
        await recordStaffAction(tx, by, {
          tenantId,
          kind: 'abuse-word.create',
          record: { type: 'abuse-word', id: word.id, label: word.value },
          after: {
            value: word.value,
            locale: word.locale,
            // The locale entries a new global word made redundant went with it.
            ...(removed.length > 0 && { removedLocales: removed.map((w) => w.locale) }),
          },
        });
      },
    );
    const [word] = added;
    if (!word) throw new Error('insert returned nothing');
    return word;
  }

  /** Removes a global word or one of a locale in `geos`; another locale's word is refused. */
  async remove(
    tenantId: string,
    geos: readonly string[],
    id: string,
    by: StaffRequest,
  ): Promise<AbuseWord> {
    const row = await this.feed.write(this.db, async (tx, announce) => {
      const [removed] = await tx
        .delete(abuseWords)
        .where(
          and(
            eq(abuseWords.id, id),
            eq(abuseWords.tenantId, tenantId),
            inArray(abuseWords.locale, ['', ...geos]),
          ),
        )
        .returning();
      if (removed) {
        announce(removedEvent(tenantId, removed));
        await recordStaffAction(tx, by, {
          tenantId,
          kind: 'abuse-word.delete',
          record: { type: 'abuse-word', id: removed.id, label: removed.value },
          before: { value: removed.value, locale: removed.locale },
        });
      }
      return removed;
    });
    if (!row) {
      const [other] = await this.db
        .select({ locale: abuseWords.locale })
        .from(abuseWords)
        .where(and(eq(abuseWords.id, id), eq(abuseWords.tenantId, tenantId)));
      if (other) assertLocalesAllowed({ geos }, [other.locale]);
      throw new NotFoundError('No such abuse word.');
    }
    return wordRow(row);
  }

  /**
   * Checks every line against the list and the lines before it; reports each refused line with
   * its reason. Atomic: one refusal and nothing is written. Otherwise the valid words are written
   * together in one transaction.
   */
  async import(
    tenantId: string,
    createdBy: string,
    geos: readonly string[],
    request: ImportAbuseWordsRequest,
    by: StaffRequest,
  ): Promise<ImportAbuseWordsResult> {
    const rejected: AbuseWordRejection[] = [];
    const added = await this.write(
      tenantId,
      createdBy,
      (existing) => {
        const known: AbuseWord[] = [...existing];
        const accepted: NewWord[] = [];
        request.words.forEach((raw, index) => {
          const line = raw.line ?? index + 1;
          const parsed = AddAbuseWordRequest.safeParse({ value: raw.value, locale: raw.locale });
          if (!parsed.success) {
            rejected.push({ line, value: raw.value, reason: lineReason(parsed.error) });
            return;
          }
          const { locale } = parsed.data;
          if (locale && !geos.includes(locale)) {
            rejected.push({
              line,
              value: raw.value,
              reason: `locale: No access to locale ${locale}.`,
            });
            return;
          }
          try {
            const word = prepareNewAbuseWord(parsed.data, known);
            accepted.push(word);
            known.push({ id: `line-${line}`, ...word });
          } catch (error) {
            if (!(error instanceof AbuseWordExistsError)) throw error;
            rejected.push({ line, value: raw.value, reason: error.message });
          }
        });
        return request.atomic && rejected.length > 0 ? [] : accepted;
      },
      async (tx, kept, removed) => {
        // One record for the whole import; one that added nothing changed nothing.
        if (kept.length === 0) return;
        await recordStaffAction(tx, by, {
          tenantId,
          kind: 'abuse-word.import',
          record: { type: 'abuse-word', id: randomUUID(), label: `${kept.length} words` },
          after: {
            added: kept.length,
            rejected: rejected.length,
            words: kept.map((w) => (w.locale ? `${w.value} (${w.locale})` : w.value)),
            ...(removed.length > 0 && { removedLocaleEntries: removed.length }),
          },
        });
      },
    );
    return { added: added.length, rejected };
  }

  /**
   * One write transaction: locks the tenant, reads its list, inserts what `decide` returns,
   * removes the locale entries the new global words make redundant, and announces both with it.
   * Records it (`record`). Answers the words added (and kept).
   */
  private async write(
    tenantId: string,
    createdBy: string,
    decide: (existing: AbuseWord[]) => NewWord[],
    /** Records the staff action in the write's transaction: the words kept, the ones removed. */
    record: (
      tx: Tx,
      kept: AbuseWord[],
      removed: Pick<AbuseWord, 'id' | 'locale'>[],
    ) => Promise<void>,
  ): Promise<AbuseWord[]> {
    try {
      return await this.feed.write(this.db, async (tx, announce) => {
        await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, tenantId))
          .for('update');
        const existing = (
          await tx.select().from(abuseWords).where(eq(abuseWords.tenantId, tenantId))
        ).map(wordRow);
        const words = decide(existing);
        const added: AbuseWord[] = [];
        for (const part of chunk(words, INSERT_CHUNK)) {
          const rows = await tx
            .insert(abuseWords)
            .values(
              part.map((word) => ({
                id: randomUUID(),
                tenantId,
                createdBy,
                matchKey: abuseWordMatchKey(word.value),
                ...word,
              })),
            )
            .returning();
          added.push(...rows.map(wordRow));
        }
        // The locale entries a new global word shadows: those of the same match key, the key the
        // duplicate rule compares by (domain `abuseWordsShadowedBy`).
        const globals = added
          .filter(isGlobalAbuseWord)
          .map((word) => abuseWordMatchKey(word.value))
          .filter((key) => key !== '');
        const removed =
          globals.length === 0
            ? []
            : await tx
                .delete(abuseWords)
                .where(
                  and(
                    eq(abuseWords.tenantId, tenantId),
                    ne(abuseWords.locale, ''),
                    // The first token, for `abuse_words_first_token_idx`; then the whole key.
                    inArray(
                      sql`split_part(${abuseWords.matchKey}, ' ', 1)`,
                      globals.map((key) => key.split(' ')[0] ?? key),
                    ),
                    inArray(abuseWords.matchKey, globals),
                  ),
                )
                .returning({ id: abuseWords.id, locale: abuseWords.locale });
        // A locale word and the global one of the same value in one import: only the global stays.
        const addedIds = new Set(added.map((word) => word.id));
        const removedIds = new Set(removed.map((word) => word.id));
        const kept = added.filter((word) => !removedIds.has(word.id));
        for (const word of removed) {
          if (!addedIds.has(word.id)) announce(removedEvent(tenantId, word));
        }
        for (const word of kept) announce(addedEvent(tenantId, word));
        await record(
          tx,
          kept,
          removed.filter((word) => !addedIds.has(word.id)),
        );
        return kept;
      });
    } catch (error) {
      // The lock makes this rare; a writer outside this service could still get in first.
      if (isUniqueViolation(error)) {
        throw new ConflictError('The abuse word list changed meanwhile; try again.');
      }
      throw error;
    }
  }
}
