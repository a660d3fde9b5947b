import { describe, expect, it } from 'vitest';
import { LiveChangeBatch, LiveSubscribeRequest } from './events.js';

describe('realtime protocol', () => {
  it('accepts a subscription with its parameters', () => {
    expect(
      LiveSubscribeRequest.parse({ id: 's1', query: 'announcements', params: { locales: ['nl'] } }),
    ).toEqual({
      id: 's1',
      query: 'announcements',
      params: { locales: ['nl'] },
    });
    expect(LiveSubscribeRequest.parse({ id: 's2', query: 'system-notification' })).toMatchObject({
      params: {},
    });
  });

  it.each([
    [{ id: 's1', query: 'announcements', params: { locales: [] } }, 'params.locales'],
    [{ id: 's1', query: 'announcements', params: { locales: ['NLD'] } }, 'params.locales.0'],
    [{ id: '', query: 'system-notification' }, 'id'],
    // Shared channels are named ~…: a subscription id never looks like one.
    [{ id: '~abc', query: 'system-notification' }, 'id'],
    [{ id: 's1', query: 'no-such-query' }, 'query'],
  ])('refuses %j naming %s', (input, path) => {
    const result = LiveSubscribeRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('parses a change batch and refuses an unknown kind', () => {
    const batch = {
      id: 's1',
      changes: [
        { kind: 'added', row: { id: 'a', title: 'x' } },
        { kind: 'removed', id: 'b' },
      ],
    };
    expect(LiveChangeBatch.parse(batch).changes[0]).toEqual({
      kind: 'added',
      row: { id: 'a', title: 'x' },
    });
    expect(
      LiveChangeBatch.safeParse({ id: 's1', changes: [{ kind: 'renamed', id: 'a' }] }).success,
    ).toBe(false);
  });
});
