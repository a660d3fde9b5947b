import { describe, expect, it } from 'vitest';
import { areSuggestionsOffered } from './suggestions.js';

const enabled = { suggestionsEnabled: true };

describe('areSuggestionsOffered', () => {
  it.each([
    [enabled, ['CHAT_OPERATOR', 'CHAT_BETA_ACCESS'], null, true],
    [enabled, ['CHAT_OPERATOR', 'CHAT_SUGGESTIONS'], 'like', true],
    [enabled, ['CHAT_OPERATOR:NSFW', 'CHAT_SUGGESTIONS'], null, true],
    [{ suggestionsEnabled: false }, ['CHAT_BETA_ACCESS'], null, false],
    [null, ['CHAT_BETA_ACCESS'], null, false],
    [undefined, ['CHAT_BETA_ACCESS'], null, false],
    [enabled, ['CHAT_OPERATOR'], null, false],
    [enabled, ['CHAT_ADMIN'], null, false],
    [enabled, ['CHAT_OPERATOR:AGENT_ONLY', 'CHAT_BETA_ACCESS'], null, false],
    [enabled, ['CHAT_OPERATOR:SFW', 'CHAT_OPERATOR:AGENT_ONLY', 'CHAT_SUGGESTIONS'], null, false],
    [enabled, ['CHAT_BETA_ACCESS'], 'stopped_conversation', false],
    [enabled, ['CHAT_SUGGESTIONS'], 're_engagement', false],
  ])('domain %j, roles %j, trigger %j: %s', (domainConfig, claimRoles, trigger, expected) => {
    const chat = { trigger: trigger === null ? null : { type: trigger } };
    expect(areSuggestionsOffered({ domainConfig, claimRoles, chat })).toBe(expected);
  });
});
