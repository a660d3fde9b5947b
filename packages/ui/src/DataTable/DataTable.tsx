import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { dataTableTexts } from './DataTable.texts';
import {
  Caption,
  Cell,
  ErrorBox,
  ErrorMessage,
  Frame,
  HeaderCell,
  Row,
  Scroll,
  SkeletonBar,
  SortButton,
  SortIndicator,
  StateCell,
  Table,
  VisuallyHidden,
} from './DataTable.styles';
import { Pagination } from './Pagination';

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  /** Stable id; the sort refers to it. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Offers a sort button in the header; the caller sorts (`onSortChange`). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** A CSS width for the column, e.g. '120px' or '30%'. */
  width?: string;
}

export interface DataTablePaging {
  /** The current page, counting from 1. */
  page: number;
  pageSize: number;
  total: number;
}

export interface DataTableProps<T> {
  /** The table's accessible name, shown as its caption unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  paging?: DataTablePaging;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  /** A load error; shown instead of the rows, with Retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /**
   * On a phone each row becomes a card: its cells one under the other, each after its column's
   * header, so nothing needs sideways scrolling.
   */
  stackOnPhone?: boolean;
}

const SKELETON_WIDTHS = [72, 48, 64, 56, 80, 40];
const DEFAULT_SKELETON_ROWS = 5;

function nextSort(current: DataTableSort | null | undefined, columnId: string): DataTableSort {
  if (current?.columnId === columnId && current.direction === 'asc') {
    return { columnId, direction: 'desc' };
  }
  return { columnId, direction: 'asc' };
}

function ariaSort(sort: DataTableSort | null | undefined, columnId: string) {
  if (sort?.columnId !== columnId) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A typed table: columns render their own cells, the caller sorts and pages (controlled), and
 * loading, empty and error states take the body's place.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  paging,
  onPageChange,
  loading = false,
  error,
  onRetry,
  emptyText = dataTableTexts.empty,
  stackOnPhone = false,
}: DataTableProps<T>) {
  const span = columns.length;
  const skeletonRows = Math.min(paging?.pageSize ?? DEFAULT_SKELETON_ROWS, 10);

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <StateCell colSpan={span}>
          <ErrorBox role="alert">
            <ErrorMessage>
              <Icon name="error" size={18} />
              {error}
            </ErrorMessage>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {dataTableTexts.retry}
              </Button>
            )}
          </ErrorBox>
        </StateCell>
      </tr>
    );
  } else if (loading) {
    body = Array.from({ length: skeletonRows }, (_, rowIndex) => (
      <Row key={`skeleton-${rowIndex}`} aria-hidden="true">
        {columns.map((column, columnIndex) => (
          <Cell key={column.id} $align={column.align ?? 'left'}>
            <SkeletonBar
              $width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length] ?? 60}
            />
          </Cell>
        ))}
      </Row>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StateCell colSpan={span}>{emptyText}</StateCell>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <Row key={rowKey(row)}>
        {columns.map((column) => (
          <Cell
            key={column.id}
            $align={column.align ?? 'left'}
            data-label={stackOnPhone ? column.header : undefined}
          >
            {column.cell(row)}
          </Cell>
        ))}
      </Row>
    ));
  }

  return (
    <Frame>
      <Scroll>
        <Table aria-busy={loading || undefined} $stacked={stackOnPhone}>
          {hideCaption ? (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          ) : (
            <Caption>{caption}</Caption>
          )}
          <thead>
            <tr>
              {columns.map((column) => {
                const sortable = column.sortable && onSortChange;
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <HeaderCell
                    key={column.id}
                    scope="col"
                    $align={column.align ?? 'left'}
                    $width={column.width}
                    aria-sort={sortable ? ariaSort(sort, column.id) : undefined}
                  >
                    {sortable ? (
                      <SortButton
                        type="button"
                        $active={direction !== null}
                        onClick={() => onSortChange(nextSort(sort, column.id))}
                      >
                        {column.header}
                        <SortIndicator $direction={direction} aria-hidden="true">
                          <Icon name="chevronDown" size={14} />
                        </SortIndicator>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
        {loading && !error && (
          <VisuallyHidden role="status">{dataTableTexts.loading}</VisuallyHidden>
        )}
      </Scroll>
      {paging && onPageChange && (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          total={paging.total}
          onPageChange={onPageChange}
          disabled={loading}
        />
      )}
    </Frame>
  );
}
