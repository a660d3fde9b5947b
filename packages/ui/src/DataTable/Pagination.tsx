import { Button } from '../Button';
import { Icon } from '../Icon';
import { dataTableTexts } from './DataTable.texts';
import { PagerBar, PagerRange } from './DataTable.styles';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Blocks the buttons, e.g. while the next page loads. */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** The first and last item numbers of a page, counting from 1 ("1–10 of 42"). */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** Previous / Next paging with the "1–10 of 42" range, shared by tables and result lists. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  disabled = false,
  label = dataTableTexts.pagination,
}: PaginationProps) {
  const { from, to } = pageRange(page, pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PagerBar aria-label={label}>
      <PagerRange aria-live="polite">{dataTableTexts.range(from, to, total)}</PagerRange>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="chevronLeft" size={16} />}
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {dataTableTexts.previous}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {dataTableTexts.next}
        <Icon name="chevronRight" size={16} />
      </Button>
    </PagerBar>
  );
}
