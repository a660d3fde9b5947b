import { useId, type SelectHTMLAttributes } from 'react';
import { ErrorText, Field, Label } from '../TextField/TextField.styles';
import { StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of an empty first option, e.g. "Choose a category". */
  placeholder?: string;
  error?: string | null;
}

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export function Select({ label, options, placeholder, error, ...rest }: SelectProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <StyledSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={Boolean(error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
