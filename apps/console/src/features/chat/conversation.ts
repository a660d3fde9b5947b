import {
  applyLiveChange,
  attachmentKey,
  compareMessagesByTime,
  PAGE_SIZE_LIVE_CHAT,
  SendMessageRequest,
  type Attachment,
  type Chat,
  type DomainConfig,
  type Message,
} from '@switchboard/domain';
import type { SuggestionRow } from './chatRows';
import type { MessagePage } from './chatRows';

/**
 * The claimed chat's conversation as the screen needs it: one list of messages (the live first
 * page plus older pages), the paging cursor, the reply to send, and what the user may do.
 */

/** `incoming` merged into `rows` by id (an incoming message replaces its old copy), oldest first. */
export function mergeMessages(rows: readonly Message[], incoming: readonly Message[]): Message[] {
  let next = [...rows];
  for (const message of incoming) {
    next = applyLiveChange(next, { kind: 'added', row: message });
  }
  return next.sort(compareMessagesByTime);
}

/** Where the next older page starts: before the oldest message shown; null when none is shown. */
export function olderPageCursor(messages: readonly Message[]): string | null {
  return messages[0]?.createdAt ?? null;
}

/**
 * Whether older messages may exist. Until an older page was asked for, a full first live page
 * (10 messages) suggests more; after that, the server's `hasMore` of the last page decides.
 */
export function hasOlderMessages(
  loadedCount: number,
  lastOlderPage: Pick<MessagePage, 'hasMore'> | null,
): boolean {
  if (lastOlderPage !== null) return lastOlderPage.hasMore;
  return loadedCount >= PAGE_SIZE_LIVE_CHAT;
}

/** What names an attachment for signing and for the reuse check: its hash, else its URL. */
export function attachmentSourceKey(attachment: Attachment): string | null {
  return attachmentKey({ attachment });
}

/**
 * The attachments the operator may send: the chat's own and the profile's photos, each once,
 * without those already sent in this chat (none is sent twice).
 */
export function unusedAttachments(
  candidates: readonly Attachment[],
  chat: Pick<Chat, 'usedAttachments'>,
): Attachment[] {
  const seen = new Set(chat.usedAttachments);
  const choices: Attachment[] = [];
  for (const attachment of candidates) {
    const key = attachmentSourceKey(attachment);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    choices.push(attachment);
  }
  return choices;
}

/** The keys of the messages' attachments, for one bulk signing call; sorted, each once. */
export function messageAttachmentKeys(messages: readonly Message[]): string[] {
  const keys = new Set<string>();
  for (const message of messages) {
    const key = message.attachment ? attachmentSourceKey(message.attachment) : null;
    if (key !== null) keys.add(key);
  }
  return [...keys].sort();
}

/** The messages with their attachments shown through the signed URLs (when signed). */
export function withSignedAttachments(
  messages: readonly Message[],
  signed: Readonly<Record<string, string>> | undefined,
): Message[] {
  if (!signed) return [...messages];
  return messages.map((message) => {
    const key = message.attachment ? attachmentSourceKey(message.attachment) : null;
    const url = key === null ? undefined : signed[key];
    return url && message.attachment
      ? { ...message, attachment: { ...message.attachment, displayUrl: url } }
      : message;
  });
}

/**
 * Where a domain's message-central API is reached: the path of its configured URL on this
 * console's own server, which serves every site's API under it. Calling the configured host
 * itself would hand the staff token to another origin. Null when the domain has no such API.
 */
export function messageCentralBasePath(config: Pick<DomainConfig, 'messageCentralUrl'> | null) {
  if (!config?.messageCentralUrl) return null;
  try {
    return new URL(config.messageCentralUrl).pathname.replace(/\/$/, '');
  } catch {
    return null;
  }
}

export interface ReplyInput {
  chat: Chat;
  /** The signed-in operator's uid: the server checks that the sender is the caller. */
  senderId: string;
  text: string;
  attachment: Attachment | null;
}

/**
 * The `POST /message/send` body of a reply, validated with the domain schema: the operator
 * answers as the chat's entertainment profile, after the chat's last message. Null when the
 * reply is not sendable (no text and no attachment, or a chat without a domain).
 */
export function buildReply({
  chat,
  senderId,
  text,
  attachment,
}: ReplyInput): SendMessageRequest | null {
  const parsed = SendMessageRequest.safeParse({
    chatDocumentId: chat.id,
    domain: chat.domain,
    metadata: {},
    message: {
      senderType: 'agent',
      senderId,
      senderName: chat.profile?.name ?? null,
      content: text,
      attachment: attachment ?? null,
      previousMessage: chat.lastMessage?.id ?? null,
    },
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The suggestions to offer: those answering the chat's last message (older ones answered a
 * message the customer has since followed up on), oldest first.
 */
export function currentSuggestions(
  rows: readonly SuggestionRow[],
  chat: Pick<Chat, 'lastMessage'>,
): SuggestionRow[] {
  const messageId = chat.lastMessage?.id;
  if (!messageId) return [];
  return rows
    .filter((row) => row.messageId === messageId)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
