import { Text, useInput } from 'ink';
import { useState } from 'react';

export interface ConfirmProps {
  question: string;
  /** Called once: true for y, false for n, Enter or Escape (no is the default). */
  onAnswer: (yes: boolean) => void;
}

/** A yes/no question answered with one key. */
export function Confirm({ question, onAnswer }: ConfirmProps) {
  const [answer, setAnswer] = useState<boolean | null>(null);
  useInput(
    (input, key) => {
      const yes = input.toLowerCase() === 'y';
      if (yes || input.toLowerCase() === 'n' || key.return || key.escape) {
        setAnswer(yes);
        onAnswer(yes);
      }
    },
    { isActive: answer === null },
  );
  return (
    <Text>
      <Text color="yellow">?</Text> {question} <Text dimColor>(y/N)</Text>
      {answer === null ? '' : answer ? ' yes' : ' no'}
    </Text>
  );
}
