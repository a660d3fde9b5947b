import { describe, expect, it } from 'vitest';
import { STATISTICS_MESSAGES as text } from '@switchboard/domain';
import { chartEmptyText, downloadFailureText, failureText } from './failure';
import { formatDuration } from './format';
import { argsOf, defaultFilter } from './range';
import { sortRows } from './sorting';
import { statisticsSearch } from './statisticsApi';
import { shownBucket } from './VolumeViews';

describe('sortRows', () => {
  const rows = [
    { name: 'b', median: 30 },
    { name: 'a', median: null },
    { name: 'c', median: 5 },
    { name: 'd', median: 30 },
  ];
  const value = (row: (typeof rows)[number], id: string) =>
    id === 'median' ? row.median : row.name;

  it('sorts numbers as numbers, keeps ties in order and puts nulls last both ways', () => {
    const up = sortRows(rows, { columnId: 'median', direction: 'asc' }, value);
    expect(up.map((r) => r.name)).toEqual(['c', 'b', 'd', 'a']);
    const down = sortRows(rows, { columnId: 'median', direction: 'desc' }, value);
    expect(down.map((r) => r.name)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('sorts text by the locale and leaves the rows given alone without a sort', () => {
    expect(
      sortRows(rows, { columnId: 'name', direction: 'desc' }, value).map((r) => r.name),
    ).toEqual(['d', 'c', 'b', 'a']);
    expect(sortRows(rows, null, value)).toEqual(rows);
    expect(sortRows(rows, null, value)).not.toBe(rows);
  });
});

describe('the range of the filter', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultFilter(new Date(2026, 0, 10, 15))).toEqual({
      fromDay: '2026-01-04',
      toDay: '2026-01-10',
      locale: '',
    });
  });

  it('runs from local midnight of the first day to local midnight after the last', () => {
    const args = argsOf({ fromDay: '2026-01-04', toDay: '2026-01-10', locale: 'nl' }, 'UTC');
    expect(args).toEqual({
      from: new Date(2026, 0, 4).toISOString(),
      to: new Date(2026, 0, 11).toISOString(),
      tz: 'UTC',
      locales: ['nl'],
    });
  });

  it('has no arguments for an end before the start or a broken date', () => {
    expect(argsOf({ fromDay: '2026-01-10', toDay: '2026-01-04', locale: '' }, 'UTC')).toBeNull();
    expect(argsOf({ fromDay: '', toDay: '2026-01-04', locale: '' }, 'UTC')).toBeNull();
  });

  it('is sent as the query of every figure', () => {
    const search = statisticsSearch(
      {
        from: '2026-01-04T00:00:00.000Z',
        to: '2026-01-11T00:00:00.000Z',
        tz: 'Europe/Amsterdam',
        locales: ['nl', 'de'],
      },
      { format: 'csv', cursor: undefined },
    );
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      from: '2026-01-04T00:00:00.000Z',
      to: '2026-01-11T00:00:00.000Z',
      tz: 'Europe/Amsterdam',
      locales: 'nl,de',
      format: 'csv',
    });
  });
});

describe('formatDuration', () => {
  it('shows seconds, minutes and hours', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42)).toBe(`${(42).toLocaleString()} s`);
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});

describe('a failed figure', () => {
  const refused = {
    status: 400,
    code: 'invalid-input',
    message: 'from: The range from the start to the end date may span at most 367 days.',
    issues: [{ field: 'from', message: text.rangeTooLong(367) }],
  };

  it('says the server’s reason in words: the fields’ messages, else its message', () => {
    expect(failureText(refused)).toBe(text.loadFailedBecause(text.rangeTooLong(367)));
    expect(failureText({ status: 500, code: 'internal', message: 'Internal server error' })).toBe(
      text.loadFailedBecause('Internal server error'),
    );
    expect(failureText({ message: 'thrown' })).toBe(text.loadFailed);
    expect(failureText(undefined)).toBeNull();
    expect(downloadFailureText(refused)).toBe(text.downloadFailedBecause(text.rangeTooLong(367)));
    expect(downloadFailureText(new Error('x'))).toBe(text.downloadFailed);
  });

  it('is said by the chart rather than "Nothing in this range"', () => {
    expect(chartEmptyText({ isFetching: false, error: refused })).toBe(
      text.loadFailedBecause(text.rangeTooLong(367)),
    );
    expect(chartEmptyText({ isFetching: false })).toBe(text.empty);
    expect(chartEmptyText({ isFetching: true, error: refused })).toBe(text.loading);
  });
});

describe('the messages CSV', () => {
  const week = {
    from: '2026-01-04T00:00:00.000Z',
    to: '2026-01-11T00:00:00.000Z',
    tz: 'UTC',
    locales: [],
  };
  const quarter = { ...week, from: '2025-10-04T00:00:00.000Z' };

  it('has the rows the screen shows: its Per option, per day where hours are not answered', () => {
    expect(shownBucket('day', week)).toBe('day');
    expect(shownBucket('hour', week)).toBe('hour');
    expect(shownBucket('hour', quarter)).toBe('day');
  });
});
