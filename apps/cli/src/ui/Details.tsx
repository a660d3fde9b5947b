import { Box, Text } from 'ink';

export interface DetailsProps {
  entries: readonly (readonly [label: string, value: string])[];
}

/** Label / value pairs, labels aligned. */
export function Details({ entries }: DetailsProps) {
  const width = Math.max(0, ...entries.map(([label]) => label.length));
  return (
    <Box flexDirection="column">
      {entries.map(([label, value]) => (
        <Text key={label}>
          <Text bold>{`${label}:`.padEnd(width + 2)}</Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}
