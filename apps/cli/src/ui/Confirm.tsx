import { Text, useInput } from 'ink';
import { useEffect, useState } from 'react';

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
      const typed = input.toLowerCase();
      if (typed === 'y' || typed === 'n' || key.return || key.escape) setAnswer(typed === 'y');
    },
    { isActive: answer === null },
  );
  // Reported once the answer has rendered, so the question stays on screen as answered.
  useEffect(() => {
    if (answer !== null) onAnswer(answer);
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Text>
      <Text color="yellow">?</Text> {question} <Text dimColor>(y/N)</Text>
      {answer === null ? '' : answer ? ' yes' : ' no'}
    </Text>
  );
}
