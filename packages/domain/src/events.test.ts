import { describe, expect, it } from 'vitest';
import { LiveChangeBatch, LiveSubscribeRequest } from './events.js';
import { pokeScheduleTexts } from './poke/schedule.js';

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

  it('takes a pokes window whose end is not before its start, and refuses one whose end is', () => {
    const window = (start: string, end: string) => ({
      id: 's1',
      query: 'pokes.window',
      params: { locales: ['nl'], start, end },
    });
    for (const end of ['2026-11-24T00:00:00Z', '2026-11-30T23:59:59Z']) {
      expect(LiveSubscribeRequest.parse(window('2026-11-24T00:00:00Z', end))).toEqual(
        window('2026-11-24T00:00:00Z', end),
      );
    }
    const inverted = LiveSubscribeRequest.safeParse(
      window('2026-11-24T00:00:00Z', '2026-11-23T23:59:59Z'),
    );
    expect(inverted.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['params.end', pokeScheduleTexts.dateRangeInverted],
    ]);
  });
});
