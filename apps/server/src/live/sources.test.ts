import { describe, expect, it } from 'vitest';
import type { FeedChange, FeedEvent, FeedRow } from './feed.js';
import { cachedRowsSource } from './sources.js';

const event = (change: FeedChange): FeedEvent => ({
  topic: 'chat-logs',
  tenantId: 'tenant',
  chatId: 'chat',
  change,
});

/** A source over `read`'s rows, and what it broadcast since. */
async function loaded(read: FeedRow[]) {
  const sent: FeedChange[][] = [];
  const source = cachedRowsSource({
    topics: ['chat-logs'],
    matches: () => true,
    read: () => Promise.resolve(read),
  });
  await source.load();
  const apply = (change: FeedChange) =>
    source.apply(event(change), (changes) => sent.push(changes));
  return { source, sent, apply };
}

describe('cachedRowsSource', () => {
  it('passes nothing on for the event of a write its read already saw', async () => {
    // The feed applies an event heard during the first read after it: the read holds its row.
    const { source, sent, apply } = await loaded([{ id: 'a', text: 'hi' } as FeedRow]);
    await apply({ kind: 'added', row: { id: 'a', text: 'hi' } as FeedRow });
    expect(sent).toEqual([]);
    expect(source.rows()).toEqual([{ id: 'a', text: 'hi' }]);
  });

  it('names a change by what its subscribers hold: a row they hold is modified, a new one added', async () => {
    const { source, sent, apply } = await loaded([{ id: 'a', text: 'hi' } as FeedRow]);
    await apply({ kind: 'added', row: { id: 'a', text: 'edited' } as FeedRow });
    await apply({ kind: 'modified', row: { id: 'b', text: 'new' } as FeedRow });
    await apply({ kind: 'modified', row: { id: 'b', text: 'newer' } as FeedRow });
    await apply({ kind: 'removed', id: 'a' });
    await apply({ kind: 'removed', id: 'a' });
    expect(sent).toEqual([
      [{ kind: 'modified', row: { id: 'a', text: 'edited' } }],
      [{ kind: 'added', row: { id: 'b', text: 'new' } }],
      [{ kind: 'modified', row: { id: 'b', text: 'newer' } }],
      [{ kind: 'removed', id: 'a' }],
    ]);
    expect(source.rows()).toEqual([{ id: 'b', text: 'newer' }]);
  });
});
