import { z } from 'zod';
import { messages } from '../messages.js';
import { Chat } from '../schemas/chat.js';
import { Id } from '../schemas/common.js';
import { Message } from '../schemas/message.js';

/**
 * The change events of live lists (spec §4: "Chat lists change by added, modified or removed
 * events. Any other event kind is an error"), shared by the server that emits them and the
 * console that applies them. Generic over the row, so every live query can reuse it.
 *
 * Like a document database's change feed, 'added' and 'modified' carry the whole row as it now
 * is; 'removed' carries only the id.
 */

export const LIVE_CHANGE_KINDS = ['added', 'modified', 'removed'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/** Anything a live list holds: rows are keyed by id. */
export interface LiveRow {
  id: string;
}

export type LiveChange<T extends LiveRow> =
  { kind: 'added'; row: T } | { kind: 'modified'; row: T } | { kind: 'removed'; id: string };

/** The zod schema of a change whose rows `row` validates. */
export function liveChangeSchema<S extends z.ZodType<LiveRow>>(row: S) {
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('added'), row }),
    z.object({ kind: z.literal('modified'), row }),
    z.object({ kind: z.literal('removed'), id: Id }),
  ]);
}

/** A change of a chat list (unclaimed chats, the claimed chat). */
export const ChatChange = liveChangeSchema(Chat);
export type ChatChange = z.infer<typeof ChatChange>;

/** A change of a chat's message list. */
export const MessageChange = liveChangeSchema(Message);
export type MessageChange = z.infer<typeof MessageChange>;

export function isLiveChangeKind(kind: unknown): kind is LiveChangeKind {
  return (LIVE_CHANGE_KINDS as readonly unknown[]).includes(kind);
}

export interface LiveListOptions<T> {
  /** Keeps the list in this order after every change (a stable sort: ties keep their places). */
  compare?: (a: T, b: T) => number;
  /** Keeps at most this many rows, the first ones after sorting. */
  limit?: number;
}

/**
 * Applies one change to a list of rows keyed by id and returns a new list (the input is never
 * changed):
 * - 'added' inserts the row, or replaces the row with its id in place;
 * - 'modified' merges the row over the one with its id, in place (fields the list holds but the
 *   row lacks survive). A row the list does not hold is inserted: the list missed its 'added',
 *   and the change carries the whole row, so it heals rather than drops it;
 * - 'removed' deletes the row with the id, if any;
 * - any other kind throws an Error (`messages.unknownChatEventKind`).
 * Without `compare` new rows go to the end and the order is otherwise kept.
 */
export function applyLiveChange<T extends LiveRow>(
  rows: readonly T[],
  change: LiveChange<T>,
  options: LiveListOptions<T> = {},
): T[] {
  let next: T[];
  switch (change.kind) {
    case 'added':
      next = upsert(rows, change.row, (_old, row) => row);
      break;
    case 'modified':
      next = upsert(rows, change.row, (old, row) => ({ ...old, ...row }));
      break;
    case 'removed':
      next = rows.filter((row) => row.id !== change.id);
      break;
    default:
      throw new Error(messages.unknownChatEventKind(String((change as { kind: unknown }).kind)));
  }
  if (options.compare) next.sort(options.compare);
  if (options.limit !== undefined) next = next.slice(0, Math.max(0, options.limit));
  return next;
}

function upsert<T extends LiveRow>(
  rows: readonly T[],
  row: T,
  combine: (old: T, row: T) => T,
): T[] {
  const index = rows.findIndex((candidate) => candidate.id === row.id);
  if (index === -1) return [...rows, row];
  return rows.map((old, at) => (at === index ? combine(old, row) : old));
}
