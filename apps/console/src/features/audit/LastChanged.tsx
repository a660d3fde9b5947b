import { hasRole, AUDIT_MESSAGES as text, type AuditEntry } from '@switchboard/domain';
import { Button, Dialog } from '@switchboard/ui';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatDate } from '../../common/formatDate';
import { selectUser } from '../auth/selectors';
import { useLastAuditEntryQuery, type AuditRecordRef } from './auditApi';
import { AuditHistory } from './AuditHistory';

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Line = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export interface LastChangedProps extends AuditRecordRef {
  /** The record in words, for the History button's name and the dialog's title. */
  label: string;
  /**
   * Something of the record that changes with each write (a live poke's status and update
   * time): when it changes on the page, the line asks again instead of naming an older change.
   */
  version?: string | undefined;
  /**
   * The record's newest entry as the page already read it for all its rows
   * (`useLatestAuditEntriesQuery`), `null` when none is recorded: the line then asks nothing of
   * its own until its history opens. Left out, the line reads it itself.
   */
  latest?: AuditEntry | null | undefined;
}

/**
 * "Last changed by {name} at {time}" for one record, with a History button that lists its
 * staff actions (issue #31). Admins only: the server refuses `GET /audit` to anyone else, so
 * nothing shows (and nothing is asked) for them. A record no staff member has changed shows
 * the button alone; its history says so.
 */
export function LastChanged(props: LastChangedProps) {
  const user = useAppSelector(selectUser);
  const isAdmin = user !== null && hasRole(user.roles, 'Admin');
  if (!isAdmin) return null;
  return <AdminLastChanged {...props} />;
}

function AdminLastChanged({ recordType, recordId, label, version, latest }: LastChangedProps) {
  const record = { recordType, recordId };
  // Given the newest entry, the line asks for its own only once its history has been opened.
  const [opened, setOpened] = useState(false);
  const given = latest !== undefined && !opened;
  const last = useLastAuditEntryQuery(record, { skip: given });
  const { refetch } = last;
  const [open, setOpen] = useState(false);
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    if (!given) void refetch();
  }, [version, refetch, given]);
  const entry = last.data ? last.data.data[0] : (latest ?? undefined);
  return (
    <Wrap>
      {entry && <Line>{text.lastChanged(entry.actor.name, formatDate(entry.at))}</Line>}
      <Button
        variant="text"
        size="sm"
        aria-haspopup="dialog"
        aria-label={text.historyOf(label)}
        onClick={() => {
          setOpen(true);
          // The history asks again as it opens: the line should name the same newest change.
          if (given) setOpened(true);
          else void refetch();
        }}
      >
        {text.history}
      </Button>
      {/* In the body, not the table cell: the dialog takes none of the cell's text styles. */}
      {createPortal(
        <Dialog
          open={open}
          title={text.historyOf(label)}
          width={560}
          onClose={() => setOpen(false)}
          actions={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.close}
            </Button>
          }
        >
          <AuditHistory record={record} />
        </Dialog>,
        document.body,
      )}
    </Wrap>
  );
}
