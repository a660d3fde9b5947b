import { useState } from 'react';
import { STATISTICS_MESSAGES as text } from '@switchboard/domain';
import { DataTable, type DataTableColumn, type DataTableSort } from '@switchboard/ui';
import { failureText } from './failure';
import { formatCount } from './format';
import { sortRows, type SortValue } from './sorting';

/** A column of a figure table: its cell and, when sortable, the value it sorts by. */
export interface FigureColumn<T> extends DataTableColumn<T> {
  sortValue?: (row: T) => SortValue;
}

/** A column of text, sorted by that text. */
export function textColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
): FigureColumn<T> {
  return { id, header, cell: value, sortValue: value };
}

/** A right-aligned column of a number: shown through `format` (a count by default), sorted by it. */
export function numberColumn<T>(
  id: string,
  header: string,
  value: (row: T) => number | null | undefined,
  format: (value: number | null | undefined) => string = formatCount,
): FigureColumn<T> {
  return { id, header, cell: (row) => format(value(row)), sortValue: value, align: 'right' };
}

/**
 * A table of a figure, sortable by any column with a `sortValue`, with the loading, empty and
 * error states of `DataTable` (the error says what failed; Retry refetches).
 */
export function FigureTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  initialSort = null,
}: {
  caption: string;
  columns: readonly FigureColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  /** The call's error (none: undefined); shown as the server's reason in words. */
  error: unknown;
  onRetry?: () => void;
  initialSort?: DataTableSort | null;
}) {
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const sorted = sortRows(rows ?? [], sort, (row, columnId) =>
    columns.find((column) => column.id === columnId)?.sortValue?.(row),
  );
  return (
    <DataTable
      caption={caption}
      columns={columns.map((column) => ({ ...column, sortable: column.sortValue !== undefined }))}
      rows={sorted}
      rowKey={rowKey}
      sort={sort}
      onSortChange={setSort}
      loading={loading}
      error={failureText(error)}
      onRetry={onRetry}
      emptyText={text.empty}
    />
  );
}
