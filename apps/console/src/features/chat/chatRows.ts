import {
  Attachment,
  Chat,
  Log,
  Message,
  Profile,
  QueueCount,
  Suggestion,
} from '@switchboard/domain';

/**
 * Rows of the chat live queries and bodies of the chat HTTP answers, validated with the domain
 * schemas (STYLE rule 20). A live row that fails its schema is dropped; an HTTP answer that fails
 * it becomes an error, so a screen never renders half a chat.
 */

export type QueueCountRow = QueueCount & { id: string };
export type SuggestionRow = Suggestion & { id: string };

/** Validates with `schema`, or null. */
function parseWith<T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) {
  return (row: unknown): T | null => {
    const parsed = schema.safeParse(row);
    return parsed.success ? (parsed.data as T) : null;
  };
}

export const parseChatRow = parseWith<Chat>(Chat);
export const parseMessageRow = parseWith<Message>(Message);
export const parseLogRow = parseWith<Log>(Log);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The id every queue count row carries: `<locale>:<pool>` (one row per locale and pool). */
export function queueCountId(count: Pick<QueueCount, 'locale' | 'pool'>): string {
  return `${count.locale}:${count.pool}`;
}

export function parseQueueCountRow(row: unknown): QueueCountRow | null {
  const parsed = QueueCount.safeParse(row);
  if (!parsed.success) return null;
  const id = isRecord(row) && typeof row.id === 'string' ? row.id : queueCountId(parsed.data);
  return { ...parsed.data, id };
}

export function parseSuggestionRow(row: unknown): SuggestionRow | null {
  if (!isRecord(row) || typeof row.id !== 'string' || row.id === '') return null;
  const parsed = Suggestion.safeParse(row);
  return parsed.success ? { ...parsed.data, id: row.id } : null;
}

export const parseProfile = parseWith<Profile>(Profile);

/** A page of older messages: `{data: Message[], hasMore}`. */
export interface MessagePage {
  messages: Message[];
  hasMore: boolean;
}

export function parseMessagePage(answer: unknown): MessagePage | null {
  if (!isRecord(answer) || !Array.isArray(answer.data)) return null;
  const messages: Message[] = [];
  for (const item of answer.data) {
    const message = parseMessageRow(item);
    if (message === null) return null;
    messages.push(message);
  }
  return { messages, hasMore: answer.hasMore === true };
}

/** `{data: signedUrl}` of POST /url/sign. */
export function parseSignedUrl(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `{data: {[url]: signedUrl}}` of POST /url/sign-bulk (with_keys). */
export function parseSignedUrlMap(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const signed: Record<string, string> = {};
  for (const [key, url] of Object.entries(value)) {
    if (typeof url === 'string' && url !== '') signed[key] = url;
  }
  return signed;
}

/** A list of attachments; invalid entries are left out. */
export function parseAttachments(value: unknown): Attachment[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item) => {
    const parsed = Attachment.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** `{data: {id}}` of POST /logs/remove. */
export function parseRemovedId(value: unknown): string | null {
  return isRecord(value) && typeof value.id === 'string' ? value.id : null;
}
