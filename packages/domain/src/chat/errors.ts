import { messages } from '../messages.js';

/**
 * Why a chat claim or a reply was refused: the codes the server answers with (409/404) and the
 * texts it sends, so console and CLI switch on the code. Two texts are the spec's (§8 and the
 * claimed chat panel of §2); the spec is silent on the other two, which are ours.
 */
export const CHAT_ERROR_TEXTS = {
  /** Someone else holds a live claim on the chat, or it no longer waits in a queue. */
  'chat/claimed-by-another': messages.chatClaimedByAnother,
  /** The operator still holds a live claim on another chat: one at a time. */
  'chat/already-claiming': messages.stillHaveChatClaimed,
  /** claim-next found no waiting chat in the pool and locales asked for. */
  'chat/queue-empty': 'No chat is waiting in this queue.',
  /** A reply or release without holding the chat's live claim (it ran out, or was never taken). */
  'chat/not-claimed': 'You do not hold a claim on this chat. Claim it again to answer.',
} as const;

export type ChatErrorCode = keyof typeof CHAT_ERROR_TEXTS;
export const CHAT_ERROR_CODES = Object.keys(CHAT_ERROR_TEXTS) as ChatErrorCode[];

export function isChatErrorCode(code: unknown): code is ChatErrorCode {
  return typeof code === 'string' && Object.hasOwn(CHAT_ERROR_TEXTS, code);
}
