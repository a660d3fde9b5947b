import {
  chatRedirectFor,
  messages,
  routerRolesOf,
  type ChatErrorCode,
  type Notification,
} from '@switchboard/domain';
import { isApiError } from '../../app/apiError';

/** Another operator was quicker, or the chat no longer waits (the chat API's 409). */
const CLAIMED_BY_ANOTHER: ChatErrorCode = 'chat/claimed-by-another';

/**
 * Where a user goes when they are done with a claimed chat (released or answered): their chat
 * page, as /chat sends them (spec §2): an Admin to the unclaimed list, everyone else to the lobby.
 */
export function chatHomePath(claimRoles: readonly string[]): string {
  return chatRedirectFor(routerRolesOf(claimRoles));
}

/** The text of any failure: the server's message, or what was thrown. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What the snackbar says when a claim fails (spec §4, §8): another operator was quicker →
 * warning 'The chat was claimed by another operator'; anything else → error 'Failed to claim
 * chat. {error}'.
 */
export function claimFailureNotification(error: unknown): Notification {
  if (isApiError(error) && error.code === CLAIMED_BY_ANOTHER) {
    return { message: messages.chatClaimedByAnother, type: 'warning' };
  }
  return { message: messages.claimFailed(errorText(error)), type: 'error' };
}
