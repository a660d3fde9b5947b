import { describe, expect, it } from 'vitest';
import {
  CHAT_ERROR_CODES,
  CHAT_ERROR_TEXTS,
  isChatErrorCode,
  type ChatErrorCode,
} from './errors.js';

describe('chat error codes', () => {
  it.each<[ChatErrorCode, string]>([
    ['chat/claimed-by-another', 'The chat was claimed by another operator'],
    ['chat/already-claiming', 'You still have a chat claimed'],
    ['chat/queue-empty', 'No chat is waiting in this queue.'],
    ['chat/not-claimed', 'You do not hold a claim on this chat. Claim it again to answer.'],
  ])('%s reads "%s"', (code, text) => {
    expect(CHAT_ERROR_TEXTS[code]).toBe(text);
    expect(isChatErrorCode(code)).toBe(true);
  });

  it('lists every code once', () => {
    expect(CHAT_ERROR_CODES).toHaveLength(4);
    expect(new Set(CHAT_ERROR_CODES).size).toBe(4);
  });

  it.each([['chat/unknown'], ['toString'], ['auth/user-disabled'], [''], [null], [42]])(
    'does not take %s for a chat error code',
    (code) => expect(isChatErrorCode(code)).toBe(false),
  );
});
