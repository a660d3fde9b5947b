import { describe, expect, it } from 'vitest';
import { mayModerateMessages } from './moderation.js';

describe('mayModerateMessages', () => {
  it.each([
    [['CHAT_ADMIN'], true],
    [['CHAT_MANAGER'], true],
    [['CHAT_ABUSE_CHECKER'], true],
    [['CHAT_OPERATOR:NSFW', 'CHAT_ABUSE_CHECKER'], true],
    [['CHAT_OPERATOR'], false],
    [['CHAT_OPERATOR:SFW', 'CHAT_SUGGESTIONS'], false],
    [['CHAT_POKER'], false],
    [['DEBUG_DEVELOPER'], false],
    [['CHAT_BETA_ACCESS'], false],
    [[], false],
  ])('roles %j: %s', (roles, expected) => {
    expect(mayModerateMessages(roles)).toBe(expected);
  });
});
