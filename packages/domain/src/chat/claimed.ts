import { messages, type Notification } from '../messages.js';
import type { Chat } from '../schemas/chat.js';
import { toMillis } from '../schemas/common.js';
import type { Message } from '../schemas/message.js';
import { applyLiveChange, type LiveChange, type LiveRow } from './events.js';

/**
 * The claimed chat of the signed-in operator, spec §4 "Chat claiming", as a pure reducer: each
 * event gives the next state and, when the user must be told something, a notification for the
 * snackbar. Logs are generic because their schema lives with the logbook.
 */
export interface ClaimedChatState<TLog extends LiveRow = LiveRow> {
  claimedChat: Chat | null;
  /** Set when a claim is requested, until its result (or failure) arrives. */
  waitingForClaim: boolean;
  /** The chat whose claim result is awaited. */
  pendingChatId: string | null;
  /** Messages of the claimed chat, oldest first. */
  messages: Message[];
  logs: TLog[];
  /** The claimed-chat notification: on when a chat is claimed, off when it is released. */
  notificationOn: boolean;
  /** Whether the listener on the claim (claim result, then the claimed chat) runs. */
  claimListenerEnabled: boolean;
}

export function initialClaimedChatState<TLog extends LiveRow = LiveRow>(): ClaimedChatState<TLog> {
  return {
    claimedChat: null,
    waitingForClaim: false,
    pendingChatId: null,
    messages: [],
    logs: [],
    notificationOn: false,
    claimListenerEnabled: false,
  };
}

export type ClaimedChatEvent<TLog extends LiveRow = LiveRow> =
  /** The user asked to claim a chat. */
  | { type: 'claimRequested'; chatId: string }
  /** The claim listener saw the chat's claim state; `userId` is the signed-in user's uid. */
  | { type: 'claimResult'; chat: Chat; userId: string }
  /** The claim call failed; `error` is its text. */
  | { type: 'claimFailed'; error: string }
  /** The listener on the claimed chat reported a change. */
  | { type: 'chatChanged'; change: LiveChange<Chat> }
  | { type: 'messageChanged'; change: LiveChange<Message> }
  | { type: 'logChanged'; change: LiveChange<TLog> }
  | { type: 'reset' }
  /** The user released the claim while on `path`. */
  | { type: 'released'; path: string };

export interface ClaimedChatStep<TLog extends LiveRow = LiveRow> {
  state: ClaimedChatState<TLog>;
  notification: Notification | null;
}

/** Whether a path is one of the chat pages: /chat or anything under it. */
export function isChatPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/chat' || pathname.startsWith('/chat/');
}

/** Messages oldest first; equal times keep a fixed order by id. */
export function compareMessagesByTime(
  a: Pick<Message, 'id' | 'createdAt'>,
  b: Pick<Message, 'id' | 'createdAt'>,
): number {
  const delta = toMillis(a.createdAt) - toMillis(b.createdAt);
  if (delta !== 0 && !Number.isNaN(delta)) return delta;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The next claimed-chat state. Where the spec is silent:
 * - a claim result for a chat nobody holds yet keeps waiting; one for another chat than the
 *   awaited one, or that arrives while not waiting, is ignored unless it is claimed by the user;
 * - 'added' on the claimed chat replaces it; changes about other chats are ignored;
 * - clearing the claimed chat on 'removed' also turns its notification off: nothing is claimed;
 * - reset touches only what the spec names (messages, logs, claimed chat);
 * - release also removes the claimed chat and ends any wait, so the floating panel goes away.
 */
export function reduceClaimedChat<TLog extends LiveRow>(
  state: ClaimedChatState<TLog>,
  event: ClaimedChatEvent<TLog>,
): ClaimedChatStep<TLog> {
  switch (event.type) {
    case 'claimRequested':
      return quiet({
        ...state,
        waitingForClaim: true,
        pendingChatId: event.chatId,
        claimListenerEnabled: true,
      });
    case 'claimResult':
      return claimResult(state, event.chat, event.userId);
    case 'claimFailed':
      return {
        state: { ...state, waitingForClaim: false, pendingChatId: null },
        notification: { message: messages.claimFailed(event.error), type: 'error' },
      };
    case 'chatChanged':
      return quiet(claimedChatChanged(state, event.change));
    case 'messageChanged':
      return quiet({
        ...state,
        messages: applyLiveChange(state.messages, event.change, { compare: compareMessagesByTime }),
      });
    case 'logChanged':
      return quiet({ ...state, logs: applyLiveChange(state.logs, event.change) });
    case 'reset':
      return quiet({ ...state, messages: [], logs: [], claimedChat: null });
    case 'released':
      return quiet({
        ...state,
        claimedChat: null,
        waitingForClaim: false,
        pendingChatId: null,
        notificationOn: false,
        claimListenerEnabled: state.claimListenerEnabled && isChatPagePath(event.path),
      });
    default:
      // Only reachable from untyped callers; a programming error, not a user-facing text.
      throw new Error(`Unknown claimed-chat event "${String((event as { type: unknown }).type)}"`);
  }
}

function quiet<TLog extends LiveRow>(state: ClaimedChatState<TLog>): ClaimedChatStep<TLog> {
  return { state, notification: null };
}

function claimResult<TLog extends LiveRow>(
  state: ClaimedChatState<TLog>,
  chat: Chat,
  userId: string,
): ClaimedChatStep<TLog> {
  const holder = chat.claimedBy?.trim() ?? '';
  if (holder !== '' && holder === userId) {
    return quiet({
      ...state,
      claimedChat: chat,
      waitingForClaim: false,
      pendingChatId: null,
      notificationOn: true,
      claimListenerEnabled: true,
    });
  }
  const awaited = state.waitingForClaim && (state.pendingChatId ?? chat.id) === chat.id;
  if (holder === '' || !awaited) return quiet(state);
  return {
    state: { ...state, waitingForClaim: false, pendingChatId: null },
    notification: { message: messages.chatClaimedByAnother, type: 'warning' },
  };
}

function claimedChatChanged<TLog extends LiveRow>(
  state: ClaimedChatState<TLog>,
  change: LiveChange<Chat>,
): ClaimedChatState<TLog> {
  const current = state.claimedChat;
  switch (change.kind) {
    case 'added':
      return current?.id === change.row.id ? { ...state, claimedChat: change.row } : state;
    case 'modified':
      return current?.id === change.row.id
        ? { ...state, claimedChat: { ...current, ...change.row } }
        : state;
    case 'removed':
      return current?.id === change.id
        ? { ...state, claimedChat: null, notificationOn: false }
        : state;
    default:
      throw new Error(messages.unknownChatEventKind(String((change as { kind: unknown }).kind)));
  }
}
