import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ErrorText, Field, HelperText, Input, Label, TextArea } from './TextField.styles';

interface CommonProps {
  label: string;
  /** An error to show under the field; marks the field invalid. */
  error?: string | null;
  helper?: string;
}

export type TextFieldProps = CommonProps &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled text input (or textarea) with helper and error text wired for assistive technology. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const { label, error, helper, ...rest } = props;
  const describedBy = error ? `${id}-error` : helper ? `${id}-helper` : undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {rest.multiline ? (
        <TextArea {...stripMultiline(rest)} {...a11y} $invalid={Boolean(error)} />
      ) : (
        <Input {...stripMultiline(rest)} {...a11y} $invalid={Boolean(error)} />
      )}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : (
        helper && <HelperText id={`${id}-helper`}>{helper}</HelperText>
      )}
    </Field>
  );
}

function stripMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const rest = { ...props };
  delete rest.multiline;
  return rest;
}
