import { describe, expect, it } from 'vitest';
import { pageAbuseList } from './paging.js';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('pageAbuseList', () => {
  it.each([
    [1, ['a', 'b']],
    [2, ['c', 'd']],
    [3, ['e']],
    [4, []],
  ])('page %i of five items, two a page, holds %j', (page, items) => {
    expect(pageAbuseList(letters, page, 2)).toEqual({
      items,
      page,
      pageSize: 2,
      total: 5,
      pageCount: 3,
    });
  });

  it('makes an empty list one empty page', () => {
    expect(pageAbuseList([], 1, 10)).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      pageCount: 1,
    });
  });

  it.each([
    [0, 10],
    [1.5, 10],
    [1, 0],
    [1, Number.NaN],
  ])('refuses page %s with page size %s', (page, pageSize) => {
    expect(() => pageAbuseList(letters, page, pageSize)).toThrow(RangeError);
  });
});
