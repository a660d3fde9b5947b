import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_POOL, QUEUE_POOLS, type QueuePool } from '../schemas/queue.js';
import {
  chatQueuePool,
  claimablePools,
  mayClaimChat,
  mayClaimInPool,
  QUEUE_POOL_LABELS,
  queuePoolLabel,
} from './pools.js';

describe('queue pools', () => {
  it.each([
    ['SFW', 'Snowflake'],
    ['NSFW', 'Generic'],
    ['AGENT_ONLY', 'Agent Only'],
  ] as const)('labels pool %s as %s', (pool, label) => {
    expect(QUEUE_POOL_LABELS[pool]).toBe(label);
    expect(queuePoolLabel(pool)).toBe(label);
  });

  it('has the three pools of the spec and NSFW as default', () => {
    expect(QUEUE_POOLS).toEqual(['SFW', 'NSFW', 'AGENT_ONLY']);
    expect(DEFAULT_QUEUE_POOL).toBe('NSFW');
  });

  it.each<[string[], QueuePool[]]>([
    [[], []],
    [['CHAT_POKER'], []],
    [['CHAT_MANAGER', 'CHAT_ABUSE_CHECKER'], []],
    [['CHAT_OPERATOR'], ['NSFW']],
    [['CHAT_OPERATOR:SFW'], ['SFW']],
    [['CHAT_OPERATOR:NSFW'], ['NSFW']],
    [['CHAT_OPERATOR:AGENT_ONLY'], ['AGENT_ONLY']],
    [['CHAT_OPERATOR', 'CHAT_OPERATOR:SFW'], ['SFW']],
    [
      ['CHAT_OPERATOR:AGENT_ONLY', 'CHAT_OPERATOR:SFW'],
      ['SFW', 'AGENT_ONLY'],
    ],
    [['CHAT_ADMIN'], ['SFW', 'NSFW', 'AGENT_ONLY']],
    [
      ['CHAT_ADMIN', 'CHAT_OPERATOR:SFW'],
      ['SFW', 'NSFW', 'AGENT_ONLY'],
    ],
  ])('claim roles %j may claim in %j', (roles, pools) => {
    expect(claimablePools(roles)).toEqual(pools);
    for (const pool of QUEUE_POOLS) {
      expect(mayClaimInPool(roles, pool)).toBe(pools.includes(pool));
    }
  });

  it('puts a chat in the pool of its last message, or NSFW when it names none', () => {
    expect(chatQueuePool({ lastMessageMessagePool: 'SFW' })).toBe('SFW');
    expect(chatQueuePool({ lastMessageMessagePool: null })).toBe('NSFW');
  });

  it('lets an operator claim a chat only in a pool they hold', () => {
    expect(mayClaimChat(['CHAT_OPERATOR:SFW'], { lastMessageMessagePool: 'SFW' })).toBe(true);
    expect(mayClaimChat(['CHAT_OPERATOR:SFW'], { lastMessageMessagePool: null })).toBe(false);
    expect(mayClaimChat(['CHAT_OPERATOR'], { lastMessageMessagePool: null })).toBe(true);
    expect(mayClaimChat(['CHAT_OPERATOR'], { lastMessageMessagePool: 'AGENT_ONLY' })).toBe(false);
  });
});
