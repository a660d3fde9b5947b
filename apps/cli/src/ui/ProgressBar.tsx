import { Text } from 'ink';

export const PROGRESS_BAR_WIDTH = 30;

export interface ProgressBarProps {
  label: string;
  done: number;
  total: number;
  width?: number;
}

/** `label [█████░░░░░] done/total`; an empty job counts as complete. */
export function ProgressBar({ label, done, total, width = PROGRESS_BAR_WIDTH }: ProgressBarProps) {
  const ratio = total === 0 ? 1 : Math.min(1, Math.max(0, done / total));
  const filled = Math.round(ratio * width);
  return (
    <Text>
      {label} <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text> {done}/{total}
    </Text>
  );
}
