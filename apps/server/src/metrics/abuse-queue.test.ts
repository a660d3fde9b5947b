import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { defaultLogger } from '../log/logger.js';
import { ABUSE_QUEUE_CACHE_MS, AbuseQueueReader } from './abuse-queue.js';

/** A database whose one statement answers `rows` (or fails), counting how often it is asked. */
function fakeDb(answer: () => Promise<{ depth: number; oldest: string | null }[]>) {
  const db = {
    calls: 0,
    execute: async () => {
      db.calls += 1;
      return { rows: await answer() };
    },
  };
  return db;
}

describe('the abuse queue figures', () => {
  it('reads the depth and the age of the oldest item, once per few seconds however many scrape', async () => {
    let now = Date.parse('2026-01-01T12:00:00Z');
    const db = fakeDb(() => Promise.resolve([{ depth: 7, oldest: '2026-01-01T11:59:00Z' }]));
    const reader = new AbuseQueueReader(db as unknown as Database, defaultLogger(), () => now);
    const storm = await Promise.all(Array.from({ length: 20 }, () => reader.read()));
    expect(storm.every((figures) => figures?.depth === 7 && figures.oldestAgeS === 60)).toBe(true);
    expect(db.calls).toBe(1);
    now += ABUSE_QUEUE_CACHE_MS - 1;
    await reader.read();
    expect(db.calls).toBe(1);
    now += 1;
    expect(await reader.read()).toEqual({ depth: 7, oldestAgeS: 60 + ABUSE_QUEUE_CACHE_MS / 1000 });
    expect(db.calls).toBe(2);
  });

  it('answers an empty queue as 0 deep and 0 old, and a failed read as nothing', async () => {
    const empty = new AbuseQueueReader(
      fakeDb(() => Promise.resolve([{ depth: 0, oldest: null }])) as unknown as Database,
      defaultLogger(),
    );
    expect(await empty.read()).toEqual({ depth: 0, oldestAgeS: 0 });
    const down = new AbuseQueueReader(
      fakeDb(() => Promise.reject(new Error('connection refused'))) as unknown as Database,
      defaultLogger(),
    );
    expect(await down.read()).toBeNull();
  });
});
