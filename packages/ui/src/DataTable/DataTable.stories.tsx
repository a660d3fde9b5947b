import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface OperatorRow {
  id: string;
  name: string;
  chats: number;
  status: 'online' | 'away';
}

const NAMES = ['Ada', 'Bram', 'Chloé', 'Dirk', 'Eva', 'Finn', 'Greta', 'Hugo', 'Ines', 'Jonas'];
const ALL_ROWS: OperatorRow[] = Array.from({ length: 42 }, (_, i) => ({
  id: `op-${i + 1}`,
  name: `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + (i % 26))}.`,
  chats: (i * 37) % 101,
  status: i % 3 === 0 ? 'away' : 'online',
}));

const columns: DataTableColumn<OperatorRow>[] = [
  { id: 'name', header: 'Operator', cell: (row) => row.name, sortable: true },
  {
    id: 'chats',
    header: 'Chats',
    cell: (row) => row.chats,
    sortable: true,
    align: 'right',
    width: '120px',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={row.status === 'online' ? 'success' : 'neutral'}>{row.status}</Badge>
    ),
    width: '140px',
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<OperatorRow>,
  args: {
    caption: 'Operators',
    columns,
    rows: ALL_ROWS.slice(0, 5),
    rowKey: (row: OperatorRow) => row.id,
  },
} satisfies Meta<typeof DataTable<OperatorRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Operators' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const ManyRows: Story = { args: { rows: ALL_ROWS } };

function sortRows(rows: OperatorRow[], sort: DataTableSort | null): OperatorRow[] {
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const key = sort.columnId as 'name' | 'chats';
    return (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * factor;
  });
}

/** The caller sorts and pages; the story holds that state. */
function Interactive(props: {
  onSortChange?: (s: DataTableSort) => void;
  onPageChange?: (p: number) => void;
}) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const sorted = sortRows(ALL_ROWS, sort);
  return (
    <DataTable
      caption="Operators"
      columns={columns}
      rows={sorted.slice((page - 1) * 10, page * 10)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
        setPage(1);
      }}
      paging={{ page, pageSize: 10, total: ALL_ROWS.length }}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

export const Paging: Story = {
  args: { onPageChange: fn() },
  render: (args) => <Interactive onPageChange={args.onPageChange} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1–10 of 42')).toBeInTheDocument();
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByText('41–42 of 42')).toBeInTheDocument();
    await expect(next).toBeDisabled();
    const table = canvas.getByRole('table', { name: 'Operators' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => <Interactive onSortChange={args.onSortChange} />,
  play: async ({ canvas, args }) => {
    const chatsHeader = canvas.getByRole('columnheader', { name: /Chats/ });
    await expect(chatsHeader).toHaveAttribute('aria-sort', 'none');
    const sortButton = within(chatsHeader).getByRole('button', { name: /Chats/ });
    // Keyboard: focus the header button and press Enter.
    sortButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      columnId: 'chats',
      direction: 'asc',
    });
    await expect(chatsHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstCells = () =>
      within(canvas.getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(firstCells()[1]).toBe('0');
    await userEvent.click(sortButton);
    await expect(chatsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells()[1]).toBe('100');
    await expect(canvas.getByRole('columnheader', { name: /Operator/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    rows: [],
    paging: { page: 1, pageSize: 5, total: 42 },
    onPageChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { rows: [], error: 'An error occurred while fetching operators.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred while fetching operators.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * `stackOnPhone` on a phone (390 px): each row a card, its cells one under the other after their
 * column's name, so no column runs off the side.
 */
export const StackedOnPhone: Story = {
  args: { stackOnPhone: true, rows: ALL_ROWS.slice(0, 3) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Operators' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    const status = within(table).getAllByText('away')[0]!.closest('td')!;
    await expect(status).toHaveAttribute('data-label', 'Status');
    await expect(getComputedStyle(status, '::before').content).toBe('"Status"');
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};
