import {
  NOTICES_MESSAGES as text,
  NOTIFICATION_TYPES,
  PostSystemNotificationRequest,
  systemNotificationShowUntilRefusal,
  type NotificationType,
  type SystemNotification,
} from '@switchboard/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  NoticesPanel,
  NoticesPanelButtons,
  NoticesPanelMeta,
  NoticesPanelRow,
  NoticesPanelTitle,
  Select,
  TextField,
} from '@switchboard/ui';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { errorText } from '../../common/errorText';
import { Note } from '../../common/layout';
import { useClock } from '../../common/useClock';
import { useNoticeAction } from '../notifications/useNoticeAction';
import {
  useCurrentSystemNotificationQuery,
  useDisableSystemNotificationMutation,
  usePostSystemNotificationMutation,
  useSystemNotificationHistoryQuery,
} from './adminNotificationsApi';

/** A `datetime-local` value (the browser's time zone) as ISO-8601; empty is none. */
export function showUntilFromInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Why the typed text may not be posted, in the domain's words, or null (#28): an over-long text
 * is refused where it is typed, never cut. An empty text only keeps Post disabled.
 */
export function notificationTextRefusal(message: string): string | null {
  if (message.trim() === '') return null;
  const parsed = PostSystemNotificationRequest.shape.message.safeParse(message);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * System notifications (Admin), on the CLI's endpoints: post one (type, text, show until), the
 * current one with Disable (show until now), and the 20 newest.
 */
/** How often a show-until is checked against the clock again: it can pass while the form is open. */
const CHECK_UNTIL_MS = () => 15_000;

export function SystemNotificationsPanel({ formatDate }: { formatDate: (iso: string) => string }) {
  const act = useNoticeAction();
  const current = useCurrentSystemNotificationQuery();
  const history = useSystemNotificationHistoryQuery();
  const [post, posting] = usePostSystemNotificationMutation();
  const [disable, disabling] = useDisableSystemNotificationMutation();
  const [type, setType] = useState<NotificationType>('info');
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const now = useClock(CHECK_UNTIL_MS);
  const textError = notificationTextRefusal(message);
  // The server refuses a passed show-until too; the field says so before anything is sent.
  const untilError = systemNotificationShowUntilRefusal(showUntilFromInput(until), now);
  const refused = message.trim() === '' || textError !== null || untilError !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refused) return;
    const ok = await act(
      () => post({ type, message, showUntilAt: showUntilFromInput(until) }).unwrap(),
      text.posted,
    );
    if (ok) {
      setMessage('');
      setUntil('');
    }
  };

  const columns: DataTableColumn<SystemNotification>[] = [
    { id: 'createdAt', header: text.created, cell: (n) => formatDate(n.createdAt) },
    { id: 'type', header: text.notificationType, cell: (n) => n.type },
    { id: 'message', header: text.notificationText, cell: (n) => n.message },
    { id: 'by', header: text.by, cell: (n) => n.createdBy },
    {
      id: 'until',
      header: text.shownUntil,
      cell: (n) => (n.showUntilAt ? formatDate(n.showUntilAt) : text.untilDisabled),
    },
  ];

  return (
    <NoticesPanel aria-labelledby="system-notifications">
      <NoticesPanelTitle id="system-notifications">{text.systemNotifications}</NoticesPanelTitle>
      <form onSubmit={(event) => void submit(event)}>
        <NoticesPanelRow>
          <Select
            label={text.notificationType}
            value={type}
            options={NOTIFICATION_TYPES.map((value) => ({ value, label: value }))}
            onChange={(event) => setType(event.target.value as NotificationType)}
          />
          <TextField
            label={text.notificationText}
            value={message}
            error={textError}
            onChange={(event) => setMessage(event.target.value)}
          />
          <TextField
            label={text.showUntil}
            type="datetime-local"
            helper={text.showUntilHelp}
            error={untilError}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
          <Button type="submit" busy={posting.isLoading} disabled={refused}>
            {text.post}
          </Button>
        </NoticesPanelRow>
      </form>
      <h3>{text.current}</h3>
      {current.isError ? (
        <Note $tone="warning">{errorText(current.error, text.failed(''))}</Note>
      ) : current.data ? (
        <NoticesPanelButtons>
          <span>
            <strong>{current.data.type}</strong>: {current.data.message}{' '}
            <NoticesPanelMeta>
              {text.shownUntil}{' '}
              {current.data.showUntilAt ? formatDate(current.data.showUntilAt) : text.untilDisabled}
            </NoticesPanelMeta>
          </span>
          <Button
            size="sm"
            variant="danger"
            busy={disabling.isLoading}
            onClick={() => setConfirmingDisable(true)}
          >
            {text.disable}
          </Button>
        </NoticesPanelButtons>
      ) : (
        <NoticesPanelMeta as="p">{current.isLoading ? '…' : text.noCurrent}</NoticesPanelMeta>
      )}
      <ConfirmDialog
        open={confirmingDisable && Boolean(current.data)}
        title={text.confirmDisableTitle}
        confirmLabel={text.disable}
        cancelLabel={text.keep}
        busy={disabling.isLoading}
        onCancel={() => setConfirmingDisable(false)}
        onConfirm={() => {
          const id = current.data?.id;
          if (!id) return;
          void act(() => disable({ id }).unwrap(), text.disabled).then(() =>
            setConfirmingDisable(false),
          );
        }}
      >
        <p>{text.confirmDisable}</p>
      </ConfirmDialog>
      <DataTable
        caption={text.history}
        columns={columns}
        rows={history.data ?? []}
        rowKey={(n) => n.id}
        loading={history.isLoading}
        error={history.isError ? errorText(history.error, text.failed('')) : null}
        onRetry={() => void history.refetch()}
        emptyText={text.noHistory}
      />
    </NoticesPanel>
  );
}
