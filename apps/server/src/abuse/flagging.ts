import { sql } from 'drizzle-orm';
import { abuseTextMatchKeys, type AbuseInfo, type AbuseItemKind } from '@switchboard/domain';
import type { Database } from '../db/client.js';
import { ABUSE_HOLDING_STATUSES } from '../dispatch/runs.js';

/** The database or a transaction of it. */
export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What was sent or saved, to be matched against the abuse words. */
export interface FlagCandidate {
  tenantId: string;
  kind: AbuseItemKind;
  /** The message's or poke's id: the flagged item's id too. */
  id: string;
  locale: string;
  chatId: string | null;
  senderId: string;
  senderName: string | null;
  text: string;
  /** When the message was sent or the poke created. */
  createdAt: string;
  now: string;
}

export interface FlagResult {
  id: string;
  status: string;
  matchedWords: string[];
}

/** The rows a raw statement returned, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** Lower-cased text with runs of white space made one: clusters of "the same text". */
export function textKeyOf(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Matches a text against the tenant's abuse words (global and the locale's) and, on a hit, stores
 * the flagged item, in ONE statement: the text's keys (domain `abuseTextMatchKeys`: its tokens and
 * runs of tokens, lower-cased, accents removed, cut at Unicode letter boundaries) are joined
 * against the words' indexed `match_key` (`abuse_words_match_idx`), so the cost is one index probe
 * per key whatever the size of the list, and nothing is looped over in Node. No extension is
 * needed (PGlite ships `unaccent` only as a loadable extra; PostgreSQL may lack contrib), so the
 * same statement runs on both engines.
 *
 * A second hit of the same thing (a poke edited) updates its text and words; an item that was
 * marked safe goes back to pending, so what changed is reviewed again.
 */
export async function flagIfAbusive(tx: Tx, candidate: FlagCandidate): Promise<FlagResult | null> {
  const keys = abuseTextMatchKeys(candidate.text);
  if (keys.length === 0) return null;
  const result = await tx.execute(sql`
    with hit as (
      select array_agg(distinct w.value order by w.value) as words
      from abuse_words w
      where w.tenant_id = ${candidate.tenantId}
        and w.match_key = any(string_to_array(${keys.join('\n')}, E'\n'))
        and w.locale in ('', ${candidate.locale})
    )
    insert into flagged_items (id, tenant_id, kind, locale, chat_id, sender_id, sender_name, text,
      text_key, matched_words, item_created_at, flagged_at, status, version)
    select ${candidate.id}, ${candidate.tenantId}, ${candidate.kind}, ${candidate.locale},
      ${candidate.chatId}, ${candidate.senderId}, ${candidate.senderName}, ${candidate.text},
      ${textKeyOf(candidate.text)}, hit.words, ${candidate.createdAt}::timestamptz,
      ${candidate.now}::timestamptz, 'pending', 0
    from hit where hit.words is not null
    on conflict (id) do update set
      text = excluded.text,
      text_key = excluded.text_key,
      matched_words = excluded.matched_words,
      status = case when flagged_items.status = 'safe' then 'pending' else flagged_items.status end,
      checked_at = case when flagged_items.status = 'safe' then null else flagged_items.checked_at end,
      checked_by = case when flagged_items.status = 'safe' then null else flagged_items.checked_by end,
      version = flagged_items.version + 1
    returning id, status, matched_words as "matchedWords"
  `);
  const [row] = rowsOf<FlagResult>(result);
  return row ?? null;
}

/**
 * Whether a poke is held by abuse review: flagged and not yet marked safe (pending or claimed).
 * A held poke must not be sent; one marked abuse is cancelled (its status says so).
 */
export function isPokeHeld(poke: { abuse?: AbuseInfo | null | undefined }): boolean {
  const status = poke.abuse?.status;
  // The dispatcher's rule (`heldByAbuse` in dispatch/runs.ts), read in Node.
  return (ABUSE_HOLDING_STATUSES as readonly string[]).includes(status ?? '');
}
