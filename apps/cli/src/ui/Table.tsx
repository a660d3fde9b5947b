import { Box, Text } from 'ink';

export interface TableProps {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** Shown instead of the table when there are no rows. */
  empty?: string;
}

/** Columns as wide as their widest cell; long cells are kept whole (terminals wrap them). */
export function columnWidths(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): number[] {
  return headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
}

/** A table for a terminal: bold headers, a rule, aligned columns. */
export function Table({ headers, rows, empty = 'Nothing to show.' }: TableProps) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const widths = columnWidths(headers, rows);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold>{line(headers)}</Text>
      <Text dimColor>{line(widths.map((width) => '─'.repeat(width)))}</Text>
      {rows.map((row, index) => (
        <Text key={index}>{line(row)}</Text>
      ))}
    </Box>
  );
}
