import { Text } from 'ink';

export interface StatusProps {
  kind: 'success' | 'error' | 'warning';
  message: string;
}

const LOOK = {
  success: { mark: '✔', color: 'green' },
  error: { mark: '✖', color: 'red' },
  warning: { mark: '!', color: 'yellow' },
} as const;

/** One line saying how a command ended. */
export function Status({ kind, message }: StatusProps) {
  const { mark, color } = LOOK[kind];
  return (
    <Text>
      <Text color={color} bold>
        {mark}
      </Text>{' '}
      {message}
    </Text>
  );
}
