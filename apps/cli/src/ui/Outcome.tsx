import { Box } from 'ink';
import { Status, type StatusProps } from './Status.js';
import { Table, type TableProps } from './Table.js';

export interface OutcomeProps extends StatusProps {
  /** Rows that explain the outcome (the rejected lines of an import); no table when empty. */
  table?: Pick<TableProps, 'headers' | 'rows'>;
}

/** How a command ended, with the rows that explain it. */
export function Outcome({ kind, message, table }: OutcomeProps) {
  return (
    <Box flexDirection="column">
      <Status kind={kind} message={message} />
      {table && table.rows.length > 0 && <Table headers={table.headers} rows={table.rows} />}
    </Box>
  );
}
