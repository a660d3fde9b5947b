import {
  CHAT_MESSAGES as text,
  displayedMessageContent,
  messages,
  type Message,
} from '@switchboard/domain';
import { MessageEditDialog } from '@switchboard/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
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
  const busy = deletion.isLoading || update.isLoading;
  const isDelete = target.kind === 'delete';

  const submit = async (value: string) => {
    const messageId = target.message.id;
    try {
      if (isDelete) {
        await deleteMessage({ ...scope, messageId, reason: value }).unwrap();
      } else {
        await updateMessage({
          ...scope,
          messageId,
          abuse_modification_data: { modified_content: value, modified_by: uid },
        }).unwrap();
      }
      onDone();
    } catch {
      // Spec §8: a failed deletion or edit is 'Failed to change the message status.'
      dispatch(notifyError(messages.messageStatusChangeFailed));
    }
  };

  return (
    <MessageEditDialog
      kind={target.kind}
      title={isDelete ? text.deleteTitle : text.editTitle}
      label={isDelete ? text.deleteReason : text.editContent}
      confirmLabel={isDelete ? text.deleteConfirm : text.editConfirm}
      cancelLabel={text.cancel}
      initialValue={isDelete ? '' : displayedMessageContent(target.message)}
      busy={busy}
      onSubmit={(value) => void submit(value)}
      onCancel={onDone}
    />
  );
}
