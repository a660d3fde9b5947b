import { useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  abuseSenderLabel,
  displayedMessageContent,
  messages,
  PAGE_SIZE_ABUSE_HISTORY,
  type AbuseItem,
} from '@switchboard/domain';
import {
  Button,
  DataTable,
  HighlightedText,
  MessageEditDialog,
  type DataTableColumn,
} from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useRemediateMutation, useRemediationQuery } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { checkedByNameOf, formatDateTime } from './items';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type Edit = { item: AbuseItem; action: 'modify' | 'delete' };

/** The text a message now shows (moderator edit, else masked, else original). */
const shownText = (item: AbuseItem) =>
  item.message ? displayedMessageContent(item.message) : item.text;

/** Modify (the text shown instead) or delete (with a reason) one message. */
function RemediateDialog({ edit, onDone }: { edit: Edit; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [remediate, state] = useRemediateMutation();
  const modify = edit.action === 'modify';

  const submit = async (value: string) => {
    try {
      await remediate({
        id: edit.item.id,
        request: modify
          ? { action: 'modify', modified_content: value }
          : { action: 'delete', reason: value },
      }).unwrap();
      dispatch(notifySuccess(modify ? text.remediationModified : text.remediationDeleted));
      onDone();
    } catch {
      // Spec §8: 'Failed to change the message status.'; the dialog keeps what was typed.
      dispatch(notifyError(messages.messageStatusChangeFailed));
    }
  };

  return (
    <MessageEditDialog
      kind={modify ? 'edit' : 'delete'}
      title={modify ? text.modifyTitle : text.deleteTitle}
      label={modify ? text.modifiedText : text.deleteReason}
      confirmLabel={modify ? text.save : text.delete}
      cancelLabel={text.cancel}
      initialValue={modify ? shownText(edit.item) : ''}
      busy={state.isLoading}
      onSubmit={(value) => void submit(value)}
      onCancel={onDone}
    />
  );
}

/**
 * /abuse/remediation (Admin): messages marked abuse that still need action — modify the message
 * (abuse_modification_data, then shown to everyone), delete it ('This message has been deleted'),
 * or mark it done; a failure says 'Failed to change the message status.'
 */
export function RemediationPage() {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const list = useRemediationQuery({ page });
  const [remediate, marking] = useRemediateMutation();
  const [edit, setEdit] = useState<Edit | null>(null);

  const markDone = (item: AbuseItem) => {
    remediate({ id: item.id, request: { action: 'done' } })
      .unwrap()
      .then(
        () => dispatch(notifySuccess(text.remediationDone)),
        () => dispatch(notifyError(messages.messageStatusChangeFailed)),
      );
  };

  const columns: DataTableColumn<AbuseItem>[] = [
    {
      id: 'message',
      header: text.colMessage,
      cell: (item) => <HighlightedText text={shownText(item)} words={item.matchedWords} />,
    },
    { id: 'locale', header: text.locale, cell: (item) => item.locale.toUpperCase() },
    { id: 'sender', header: text.colSender, cell: (item) => abuseSenderLabel(item) },
    { id: 'reason', header: text.colReason, cell: (item) => item.reason ?? '—' },
    {
      id: 'checked',
      header: text.colChecked,
      cell: (item) =>
        `${checkedByNameOf(item.abuse) ?? '—'} · ${item.abuse.checkedAt ? formatDateTime(item.abuse.checkedAt) : '—'}`,
    },
    {
      id: 'actions',
      header: text.colActions,
      cell: (item) => (
        <Actions>
          <Button size="sm" variant="secondary" onClick={() => setEdit({ item, action: 'modify' })}>
            {text.modify}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setEdit({ item, action: 'delete' })}>
            {text.delete}
          </Button>
          <Button
            size="sm"
            variant="text"
            disabled={marking.isLoading}
            onClick={() => markDone(item)}
          >
            {text.markDone}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Screen>
      <Heading>{text.remediationTitle}</Heading>
      <AbuseNav />
      <DataTable
        caption={text.remediationCaption}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(item) => item.id}
        loading={list.isLoading}
        error={list.isError ? text.remediationFailed : null}
        onRetry={() => void list.refetch()}
        emptyText={text.remediationEmpty}
        paging={{
          page,
          pageSize: list.data?.pageSize ?? PAGE_SIZE_ABUSE_HISTORY,
          total: list.data?.total ?? 0,
        }}
        onPageChange={setPage}
      />
      {edit && (
        <RemediateDialog
          key={`${edit.action}:${edit.item.id}`}
          edit={edit}
          onDone={() => setEdit(null)}
        />
      )}
    </Screen>
  );
}
