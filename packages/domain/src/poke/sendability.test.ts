import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { pokeSendability, pokeTargetCount } from './sendability.js';

describe('pokeTargetCount', () => {
  it.each([
    [null, 0],
    [{}, 0],
    [{ estimate: 12, targetsPerDomain: [{ estimate: 1 }] }, 12],
    [{ estimate: 0, targetsPerDomain: [{ estimate: 4 }] }, 0],
    [{ targetsPerDomain: [{ estimate: 4 }, { estimate: 5 }, {}] }, 9],
  ])('%j → %i', (targets, count) => {
    expect(pokeTargetCount(targets)).toBe(count);
  });
});

describe('pokeSendability', () => {
  it.each([
    [5, {}, true, []],
    [5, { inConversation: ['yes', 'no'] }, true, []],
    [5, { inConversation: ['no'] }, false, ['in-conversation']],
    [0, {}, false, ['no-targets']],
    [Number.NaN, null, false, ['no-targets']],
    [5, { inConversation: ['yes'] }, false, ['in-conversation']],
    [0, { inConversation: ['yes'] }, false, ['no-targets', 'in-conversation']],
  ])('targets %d, filters %j → sendable %s', (count, filters, sendable, causes) => {
    const result = pokeSendability(count, filters);
    expect(result.sendable).toBe(sendable);
    if (!result.sendable) {
      expect(result.reason).toBe(
        "It's disabled because: there is no targets, filter 'in conversation' is enabled",
      );
      expect(result.reason).toBe(messages.pokeDisabledReason);
      expect(result.causes).toEqual(causes);
    }
  });
});
