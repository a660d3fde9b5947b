import type { DataTableSort } from '@switchboard/ui';

/** A column's sort value: numbers sort as numbers, null last, text by the locale. */
export type SortValue = number | string | null | undefined;

/**
 * Rows sorted by a column's value (`valueOf`), nulls last in both directions; stable, so equal
 * rows keep their order. A copy: the rows given are left alone.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: DataTableSort | null,
  valueOf: (row: T, columnId: string) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.columnId) }))
    .sort((a, b) => {
      const missingA = a.value === null || a.value === undefined;
      const missingB = b.value === null || b.value === undefined;
      if (missingA || missingB) {
        return missingA === missingB ? a.index - b.index : missingA ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((item) => item.row);
}
