import { AUTH_MESSAGES } from '@switchboard/domain';
import { TextField } from '@switchboard/ui';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label?: string;
  autoFocus?: boolean;
}

/**
 * The 6-digit code field of the second-factor screens (authenticator or SMS code): numeric
 * keyboard, one-time-code autofill, room for one space as people type "123 456".
 */
export function CodeField({
  value,
  onChange,
  error,
  label = AUTH_MESSAGES.code,
  autoFocus,
}: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      autoFocus={autoFocus}
      required
    />
  );
}
