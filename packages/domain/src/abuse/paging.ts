/**
 * Fixed-size pages of the abuse history and reported messages lists (spec §7, §9: 10 a page).
 * Pages are numbered from 1, like the product's other paged searches.
 */

export interface AbuseListPage<T> {
  items: T[];
  /** The page asked for, from 1. */
  page: number;
  pageSize: number;
  /** Number of items over all pages. */
  total: number;
  /** Number of pages; at least 1, so an empty list is one empty page. */
  pageCount: number;
}

/**
 * The given page of an already ordered list. A page past the end is empty (the list may have
 * shrunk while the user was paging).
 * @throws RangeError when page or pageSize is not a whole number of at least 1.
 */
export function pageAbuseList<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): AbuseListPage<T> {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a whole number from 1, got ${page}`);
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a whole number from 1, got ${pageSize}`);
  }
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageSize,
    total: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
  };
}
