import { describe, expect, it } from 'vitest';
import { chatHomePath } from './claim';

describe('chatHomePath', () => {
  it('sends an Admin back to the unclaimed list after a chat, anyone else to the lobby', () => {
    expect(chatHomePath(['CHAT_ADMIN'])).toBe('/chat/list');
    expect(chatHomePath(['CHAT_ADMIN', 'CHAT_OPERATOR:NSFW'])).toBe('/chat/list');
    expect(chatHomePath(['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'])).toBe('/chat/lobby');
  });
});
