import { Text, useInput } from 'ink';
import { useEffect, useState } from 'react';

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
      // A pasted line arrives as one chunk, its line break included: that ends the input too.
      const lineBreak = input.search(/[\r\n]/);
      if (key.return || lineBreak >= 0) {
        if (lineBreak > 0) setValue((current) => current + input.slice(0, lineBreak));
        setSubmitted(true);
      } else if (key.backspace || key.delete) {
        setValue((current) => current.slice(0, -1));
      } else if (!key.ctrl && !key.meta && !key.tab && !key.escape && input) {
        setValue((current) => current + input);
      }
    },
    { isActive: !submitted },
  );
  // Reported once the answered prompt has rendered, so it stays on screen as answered.
  useEffect(() => {
    if (submitted) onSubmit(value);
  }, [submitted]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = mask ? '•'.repeat(value.length) : value;
  return (
    <Text>
      <Text color="cyan">?</Text> <Text bold>{label}</Text> {shown}
      {submitted ? '' : <Text inverse> </Text>}
    </Text>
  );
}
