import { sql } from 'drizzle-orm';
import {
  ABUSE_DRY_RUN_DAYS,
  abuseTextMatchKeys,
  type AbuseInfo,
  type AbuseItemKind,
} from '@switchboard/domain';
import type { Queryable } from '../db/client.js';
import { ABUSE_HOLDING_STATUSES } from '../dispatch/runs.js';

/** What was sent or saved, to be matched against the abuse words. */
export interface FlagCandidate {
  tenantId: string;
  kind: AbuseItemKind;
  /** The message's or poke's id: the flagged item's id too. */
  id: string;
  locale: string;
  chatId: string | null;
  /** Who wrote it: the operator (uid and name) of a message, the author of a poke. */
  senderId: string;
  senderName: string | null;
  /** The entertainment profile an operator's message was written as (issue #28). */
  profileName?: string | null;
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

/** Rows past the dry run's window each flagging statement deletes (more than it adds: bounded). */
export const TEXT_KEYS_PRUNE_PER_WRITE = 2;

/** The start of the words dry run's window (`ABUSE_DRY_RUN_DAYS` before `now`), ISO. */
export function dryRunWindowStart(now: Date): string {
  return new Date(now.getTime() - ABUSE_DRY_RUN_DAYS * 86_400_000).toISOString();
}

/**
 * Matches a text against the tenant's abuse words (global and the locale's) and, on a hit, stores
 * the flagged item, in ONE statement. A word matches when its `match_key` is one of the text's keys
 * (domain `abuseTextMatchKeys`: its tokens and runs of up to 8 tokens, lower-cased, accents
 * removed, cut at Unicode letter boundaries). A word's key starts with its first token, so only
 * words whose first token is one of the text's distinct tokens can match: the index on that first
 * token (`abuse_words_first_token_idx`) is probed once per distinct token (not once per run, about
 * eight times as many), and only the few words found are compared with the runs. The cost does not
 * grow with the size of the list, and nothing is looped over in Node. No extension is
 * needed (PGlite ships `unaccent` only as a loadable extra; PostgreSQL may lack contrib), so the
 * same statement runs on both engines.
 *
 * A second hit of the same thing (a poke edited) updates its text and words; an item that was
 * marked safe goes back to pending, so what changed is reviewed again.
 *
 * The same statement keeps the text's keys in `abuse_text_keys` for the words dry run (hit or
 * not; only texts of the dry run's window) and deletes a few rows past that window.
 */
export async function flagIfAbusive(
  tx: Queryable,
  candidate: FlagCandidate,
): Promise<FlagResult | null> {
  const keys = abuseTextMatchKeys(candidate.text);
  if (keys.length === 0) return null;
  // The distinct single tokens: the keys without a space.
  const tokens = keys.filter((key) => !key.includes(' '));
  const since = dryRunWindowStart(new Date(candidate.now));
  const result = await tx.execute(sql`
    with kept as (
      insert into abuse_text_keys (id, tenant_id, kind, locale, text, keys, created_at)
      select ${candidate.id}, ${candidate.tenantId}, ${candidate.kind}, ${candidate.locale},
        ${candidate.text}, string_to_array(${keys.join('\n')}, E'\n'),
        ${candidate.createdAt}::timestamptz
      where ${candidate.createdAt}::timestamptz >= ${since}::timestamptz
      on conflict (id) do update set
        locale = excluded.locale, text = excluded.text, keys = excluded.keys
    ), pruned as (
      delete from abuse_text_keys where id in (
        select id from abuse_text_keys
        where tenant_id = ${candidate.tenantId} and created_at < ${since}::timestamptz
          and id <> ${candidate.id}
        order by created_at limit ${TEXT_KEYS_PRUNE_PER_WRITE}
        for update skip locked
      )
    ), hit as (
      select array_agg(distinct w.value order by w.value) as words
      from abuse_words w
      where w.tenant_id = ${candidate.tenantId}
        and split_part(w.match_key, ' ', 1) = any(string_to_array(${tokens.join('\n')}, E'\n'))
        and w.locale in ('', ${candidate.locale})
        and w.match_key = any(string_to_array(${keys.join('\n')}, E'\n'))
    )
    insert into flagged_items (id, tenant_id, kind, locale, chat_id, sender_id, sender_name,
      profile_name, text, text_key, matched_words, item_created_at, flagged_at, status, version)
    select ${candidate.id}, ${candidate.tenantId}, ${candidate.kind}, ${candidate.locale},
      ${candidate.chatId}, ${candidate.senderId}, ${candidate.senderName},
      ${candidate.profileName ?? null}, ${candidate.text},
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
