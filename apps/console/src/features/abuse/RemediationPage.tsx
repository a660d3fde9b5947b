import { useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  displayedMessageContent,
  flaggedItemKey,
  messages,
  type FlaggedMessageItem,
} from '@switchboard/domain';
import { Button, DataTable, HighlightedText, type DataTableColumn } from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { MessageModeration, type ModerationTarget } from '../chat/MessageModeration';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { abuseApi, useRemediationDoneMutation, useRemediationQuery } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { formatDateTime, itemRef } from './items';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * /abuse/remediation (Admin): messages marked abuse that still need action — modify the message
 * (abuse_modification_data, then shown to everyone), delete it ('This message has been deleted'),
 * or mark it done; a failure says 'Failed to change the message status.'
 */
export function RemediationPage() {
  const dispatch = useAppDispatch();
  const list = useRemediationQuery();
  const [done, marking] = useRemediationDoneMutation();
  const [target, setTarget] = useState<{
    item: FlaggedMessageItem;
    action: ModerationTarget;
  } | null>(null);

  const markDone = (item: FlaggedMessageItem) => {
    done(itemRef(item))
      .unwrap()
      .then(
        () => dispatch(notifySuccess(text.remediationDone)),
        () => dispatch(notifyError(messages.messageStatusChangeFailed)),
      );
  };

  const columns: DataTableColumn<FlaggedMessageItem>[] = [
    {
      id: 'message',
      header: text.colMessage,
      cell: (item) => (
        <HighlightedText
          text={displayedMessageContent(item.flagged.message)}
          words={item.matchedWords}
        />
      ),
    },
    { id: 'locale', header: text.locale, cell: (item) => item.locale.toUpperCase() },
    { id: 'sender', header: text.colSender, cell: (item) => item.senderName || item.senderId },
    {
      id: 'checked',
      header: text.colChecked,
      cell: (item) =>
        `${item.abuse.checkedBy ?? '—'} · ${item.abuse.checkedAt ? formatDateTime(item.abuse.checkedAt) : '—'}`,
    },
    {
      id: 'actions',
      header: text.colActions,
      cell: (item) => (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            disabled={!item.flagged.chatId}
            onClick={() =>
              setTarget({ item, action: { kind: 'edit', message: item.flagged.message } })
            }
          >
            {text.modify}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={!item.flagged.chatId}
            onClick={() =>
              setTarget({ item, action: { kind: 'delete', message: item.flagged.message } })
            }
          >
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
        rows={list.data ?? []}
        rowKey={flaggedItemKey}
        loading={list.isLoading}
        error={list.isError ? text.remediationFailed : null}
        onRetry={() => void list.refetch()}
        emptyText={text.remediationEmpty}
      />
      {target && target.item.flagged.chatId && (
        <MessageModeration
          scope={{ locale: target.item.locale, chatId: target.item.flagged.chatId }}
          target={target.action}
          onDone={() => {
            setTarget(null);
            dispatch(abuseApi.util.invalidateTags(['Remediation']));
          }}
        />
      )}
    </Screen>
  );
}
