import { CHAT_ERROR_TEXTS, type ChatErrorCode } from '@switchboard/domain';
import { ApiError } from '../errors.js';

/** A refused claim or reply, with the domain's code and text: 404 for an empty queue, else 409. */
export function chatError(code: ChatErrorCode): ApiError {
  return new ApiError(code === 'chat/queue-empty' ? 404 : 409, code, CHAT_ERROR_TEXTS[code]);
}
