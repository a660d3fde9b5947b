import { useState } from 'react';
import { messages, type Chat, type Log, type SaveLogPayload } from '@switchboard/domain';
import { LogbookDialog } from '@switchboard/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';
import { notifyError } from '../notifications/notificationsSlice';
import { useRemoveLogMutation, useSaveLogMutation } from './chatApi';
import { isoTimeFormat } from '../../common/timeFormat';

const formatDate = isoTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

interface ChatLogbookProps {
  chat: Chat;
  logs: readonly Log[];
  open: boolean;
  onClose: () => void;
}

/**
 * The logbook dialog of the claimed chat (spec §2, §5): saves and removals go to the server, a
 * failure shows 'Failed to save logbook entry.' or 'Failed to remove logbook.' in the dialog and
 * the snackbar, and the form keeps what was typed.
 */
export function ChatLogbook({ chat, logs, open, onClose }: ChatLogbookProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [saveLog, saving] = useSaveLogMutation();
  const [removeLog] = useRemoveLogMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (payload: SaveLogPayload) => {
    setError(null);
    try {
      await saveLog({ ...payload, locale: chat.locale }).unwrap();
    } catch {
      setError(messages.logbookSaveFailed);
      dispatch(notifyError(messages.logbookSaveFailed));
    }
  };

  const remove = async (log: Log) => {
    setError(null);
    setRemovingId(log.id);
    try {
      await removeLog({ locale: chat.locale, chatId: chat.id, id: log.id }).unwrap();
    } catch {
      setError(messages.logbookRemoveFailed);
      dispatch(notifyError(messages.logbookRemoveFailed));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <LogbookDialog
      open={open}
      chatId={chat.id}
      logs={logs}
      viewer={{ uid: user?.uid ?? '', roles: user?.roles ?? [] }}
      formatDate={formatDate}
      saving={saving.isLoading}
      removingId={removingId}
      error={error}
      onSave={(payload) => void save(payload)}
      onRemove={(log) => void remove(log)}
      onClose={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
