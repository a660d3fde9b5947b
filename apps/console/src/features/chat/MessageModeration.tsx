import { useState, type FormEvent } from 'react';
import {
  CHAT_MESSAGES as text,
  displayedMessageContent,
  messages,
  type Message,
} from '@switchboard/domain';
import { Button, Dialog, TextField } from '@switchboard/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Form } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { notifyError } from '../notifications/notificationsSlice';
import { useDeleteMessageMutation, useUpdateMessageMutation, type ChatScope } from './chatApi';

export type ModerationTarget = { kind: 'delete' | 'edit'; message: Message } | null;

interface MessageModerationProps {
  scope: ChatScope;
  target: ModerationTarget;
  onDone: () => void;
}

/**
 * The dialogs behind a message's delete and edit buttons: a reason for a deletion (spec §4
 * "Message deletion"), the modified text for an edit (stored as `abuse_modification_data`). A
 * failure keeps the dialog and what was typed, and says 'Failed to change the message status.'
 */
export function MessageModeration({ scope, target, onDone }: MessageModerationProps) {
  if (target === null) return null;
  // A new target starts a fresh form.
  return (
    <ModerationForm
      key={`${target.kind}-${target.message.id}`}
      scope={scope}
      target={target}
      onDone={onDone}
    />
  );
}

function ModerationForm({
  scope,
  target,
  onDone,
}: {
  scope: ChatScope;
  target: NonNullable<ModerationTarget>;
  onDone: () => void;
}) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUser)?.uid ?? '';
  const [deleteMessage, deletion] = useDeleteMessageMutation();
  const [updateMessage, update] = useUpdateMessageMutation();
  const [value, setValue] = useState(
    target.kind === 'edit' ? displayedMessageContent(target.message) : '',
  );
  const busy = deletion.isLoading || update.isLoading;
  const isDelete = target.kind === 'delete';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '' || busy) return;
    const messageId = target.message.id;
    try {
      if (isDelete) {
        await deleteMessage({ ...scope, messageId, reason: value.trim() }).unwrap();
      } else {
        await updateMessage({
          ...scope,
          messageId,
          abuse_modification_data: { modified_content: value.trim(), modified_by: uid },
        }).unwrap();
      }
      onDone();
    } catch {
      // Spec §8: a failed deletion or edit is 'Failed to change the message status.'
      dispatch(notifyError(messages.messageStatusChangeFailed));
    }
  };

  return (
    <Dialog open title={isDelete ? text.deleteTitle : text.editTitle} onClose={onDone}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          multiline
          autoFocus
          rows={3}
          label={isDelete ? text.deleteReason : text.editContent}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <div>
          <Button variant="text" onClick={onDone} disabled={busy}>
            {text.cancel}
          </Button>{' '}
          <Button
            type="submit"
            variant={isDelete ? 'danger' : 'primary'}
            busy={busy}
            disabled={value.trim() === ''}
          >
            {isDelete ? text.deleteConfirm : text.editConfirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
