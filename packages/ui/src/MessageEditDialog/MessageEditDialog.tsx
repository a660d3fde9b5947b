import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { Buttons, Form } from './MessageEditDialog.styles';

export interface MessageEditDialogProps {
  /** `edit`: the text shown instead of the message (a primary Save); `delete`: a reason (a danger button). */
  kind: 'edit' | 'delete';
  open?: boolean;
  title: string;
  /** The text field's label (the modified text, or the reason). */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The field's text when the dialog opens (the message's shown text for an edit). Key the dialog to start afresh. */
  initialValue?: string;
  /** The change is being saved: the confirm button spins, Cancel and a second submit are blocked. */
  busy?: boolean;
  /** The trimmed text, never empty. */
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * A moderator's change to one message: its modified text (an edit) or the reason for deleting it.
 * The confirm button stays disabled while the field is blank; the dialog keeps what was typed until
 * the parent closes it (so a failed save can be tried again).
 */
export function MessageEditDialog({
  kind,
  open = true,
  title,
  label,
  confirmLabel,
  cancelLabel,
  initialValue = '',
  busy = false,
  onSubmit,
  onCancel,
}: MessageEditDialogProps) {
  const [value, setValue] = useState(initialValue);
  const trimmed = value.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || busy) return;
    onSubmit(trimmed);
  };

  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <Form noValidate onSubmit={submit}>
        <TextField
          multiline
          autoFocus
          rows={3}
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Buttons>
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={kind === 'delete' ? 'danger' : 'primary'}
            busy={busy}
            disabled={trimmed === ''}
          >
            {confirmLabel}
          </Button>
        </Buttons>
      </Form>
    </Dialog>
  );
}
