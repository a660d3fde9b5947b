import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { ChatRow, MessageRow } from './chats.js';

/**
 * The claims behind the demo's answered chats (issue #29). The seed writes its history in SQL,
 * so no operator ever claimed what they answered, and Queues showed no claims while Operators
 * showed chats answered. Each operator reply to a waiting customer (or a platform nudge) was
 * preceded by that operator's claim, answered by the reply: `replayClaims` records those claims
 * as the claim trigger records a live claim and its answer (`stats_claims`, whose own triggers
 * keep every rollup), and the operators online while they worked (`stats_presence_sessions`).
 * Replaying them through the chats table would run the same trigger, but at the time of the
 * statement rather than the claim's, and thousands of single-row updates take a minute.
 */

/** One claim of a demo chat: who took it, since when the chat waited, when it was answered. */
export interface ClaimEpisode {
  chatId: string;
  operator: string;
  waitingSince: string;
  claimedAt: string;
  answeredAt: string;
}

/** How long before the reply an operator took the chat, at most (never before it waited). */
const CLAIM_LEAD_MS = 60_000;

/** The claims of the demo's chats, oldest first: one per reply that answered a wait. */
export function claimEpisodes(messages: readonly MessageRow[]): ClaimEpisode[] {
  const byChat = new Map<string, MessageRow[]>();
  for (const message of messages) {
    const list = byChat.get(message.chatId) ?? [];
    list.push(message);
    byChat.set(message.chatId, list);
  }
  const episodes: ClaimEpisode[] = [];
  for (const [chatId, rows] of byChat) {
    const ordered = [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    let waitingSince: string | null = null;
    for (const row of ordered) {
      if (row.senderType === 'customer' || row.senderType === 'trigger') {
        waitingSince ??= row.createdAt;
      } else if (row.senderType === 'agent' && waitingSince !== null && row.senderId) {
        const answered = Date.parse(row.createdAt);
        const claimed = Math.max(Date.parse(waitingSince), answered - CLAIM_LEAD_MS);
        episodes.push({
          chatId,
          operator: row.senderId,
          waitingSince,
          claimedAt: new Date(claimed).toISOString(),
          answeredAt: row.createdAt,
        });
        waitingSince = null;
      }
    }
  }
  return episodes.sort((a, b) => Date.parse(a.claimedAt) - Date.parse(b.claimedAt));
}

/** Margin of an operator's demo session around its first claim and last answer. */
const SESSION_MARGIN_MS = 15 * 60_000;
/** A pause longer than this between an operator's claims ends their session. */
const SESSION_GAP_MS = 2 * 3_600_000;
/** Claims per INSERT. */
const ROWS_PER_INSERT = 1000;

/**
 * Records each episode's claim, answered at its reply, as the claim trigger would have; then the
 * operators' presence: a session from a margin before a claim to a margin after the last answer
 * close to it (never past `now`).
 */
export async function replayClaims(
  tx: Tx,
  chats: readonly ChatRow[],
  episodes: readonly ClaimEpisode[],
  claimTtlS: number,
  now: Date,
): Promise<void> {
  if (episodes.length === 0) return;
  const chatsById = new Map(chats.map((chat) => [chat.id, chat]));
  const claims = episodes.flatMap((episode) => {
    const chat = chatsById.get(episode.chatId);
    if (!chat) return [];
    return [
      {
        tenant_id: chat.tenantId,
        locale: chat.locale,
        pool: chat.pool,
        chat_id: chat.id,
        operator_id: episode.operator,
        waiting_since: episode.waitingSince,
        claimed_at: episode.claimedAt,
        expires_at: new Date(Date.parse(episode.claimedAt) + claimTtlS * 1000).toISOString(),
        ended_at: episode.answeredAt,
      },
    ];
  });
  for (let start = 0; start < claims.length; start += ROWS_PER_INSERT) {
    const rows = JSON.stringify(claims.slice(start, start + ROWS_PER_INSERT));
    await tx.execute(sql`insert into stats_claims (tenant_id, locale, pool, chat_id, operator_id,
        waiting_since, claimed_at, expires_at, ended_at, outcome)
      select tenant_id, locale, pool, chat_id, operator_id, waiting_since, claimed_at, expires_at,
        ended_at, 'answered'
      from jsonb_to_recordset(${rows}::jsonb) as c(tenant_id text, locale text, pool text,
        chat_id text, operator_id text, waiting_since timestamptz, claimed_at timestamptz,
        expires_at timestamptz, ended_at timestamptz)`);
  }

  // An operator's claims close together (within SESSION_GAP_MS) are one session: never two at once.
  const sessions: { uid: string; from: number; to: number }[] = [];
  const open = new Map<string, { uid: string; from: number; to: number }>();
  for (const episode of episodes) {
    const from = Date.parse(episode.claimedAt) - SESSION_MARGIN_MS;
    const to = Math.min(Date.parse(episode.answeredAt) + SESSION_MARGIN_MS, now.getTime());
    const current = open.get(episode.operator);
    if (current && from <= current.to + SESSION_GAP_MS) {
      current.to = Math.max(current.to, to);
    } else {
      const session = { uid: episode.operator, from, to };
      sessions.push(session);
      open.set(episode.operator, session);
    }
  }
  const tenant = chats[0]?.tenantId ?? '';
  const rows = JSON.stringify(
    sessions.map((s, index) => ({
      // Per tenant: a second seeded tenant's sessions are rows of their own.
      socket_id: `seed-session-${tenant}-${index + 1}`,
      uid: s.uid,
      connected_at: new Date(s.from).toISOString(),
      disconnected_at: new Date(s.to).toISOString(),
    })),
  );
  await tx.execute(sql`insert into stats_presence_sessions
      (socket_id, tenant_id, uid, connected_at, disconnected_at)
    select socket_id, ${tenant}, uid, connected_at, disconnected_at
    from jsonb_to_recordset(${rows}::jsonb)
      as s(socket_id text, uid text, connected_at timestamptz, disconnected_at timestamptz)`);
}
