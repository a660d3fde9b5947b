import { describe, expect, it } from 'vitest';
import { QueueCount, QueuePool } from './queue.js';

describe('queue schemas', () => {
  it('reads a queue count per locale and pool', () => {
    expect(
      QueueCount.parse({
        locale: 'nl',
        pool: 'SFW',
        count: 3,
        oldestMessageAt: '2024-05-01T10:00:00Z',
      }),
    ).toEqual({
      locale: 'nl',
      pool: 'SFW',
      count: 3,
      oldestMessageAt: '2024-05-01T10:00:00Z',
    });
    expect(QueueCount.parse({ locale: 'nl', pool: 'NSFW', count: 0 }).oldestMessageAt).toBeNull();
  });

  it.each([
    { locale: 'nl', pool: 'ADULT', count: 1 },
    { locale: 'nl', pool: 'SFW', count: -1 },
    { locale: 'nl', pool: 'SFW', count: 1.5 },
    { locale: 'NL', pool: 'SFW', count: 1 },
  ])('rejects %j', (value) => {
    expect(QueueCount.safeParse(value).success).toBe(false);
  });

  it('knows the three pools', () => {
    expect(QueuePool.options).toEqual(['SFW', 'NSFW', 'AGENT_ONLY']);
  });
});
