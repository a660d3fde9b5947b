import { Text, useInput } from 'ink';
import { useState } from 'react';

export interface TextPromptProps {
  label: string;
  /** Show a bullet per character instead of the text (passwords). */
  mask?: boolean;
  onSubmit: (value: string) => void;
}

/** One line of input: type, Backspace to correct, Enter to submit. */
export function TextPrompt({ label, mask = false, onSubmit }: TextPromptProps) {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useInput(
    (input, key) => {
      if (key.return) {
        setSubmitted(true);
        onSubmit(value);
      } else if (key.backspace || key.delete) {
        setValue((current) => current.slice(0, -1));
      } else if (!key.ctrl && !key.meta && !key.tab && !key.escape && input) {
        setValue((current) => current + input.replace(/[\r\n]/g, ''));
      }
    },
    { isActive: !submitted },
  );
  const shown = mask ? '•'.repeat(value.length) : value;
  return (
    <Text>
      <Text color="cyan">?</Text> <Text bold>{label}</Text> {shown}
      {submitted ? '' : <Text inverse> </Text>}
    </Text>
  );
}
