import { AUDIT_KIND_LABELS, type AuditEntry, AUDIT_MESSAGES as text } from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { errorText } from '../../common/errorText';
import { formatDate } from '../../common/formatDate';
import { useAuditHistoryInfiniteQuery, type AuditRecordRef } from './auditApi';
import { auditChanges } from './auditChanges';

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Changes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Footer = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** One staff action: what in words, who and when, each changed field before → after. */
function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Entry tabIndex={-1} aria-label={AUDIT_KIND_LABELS[entry.kind]}>
      <strong>{AUDIT_KIND_LABELS[entry.kind]}</strong>
      <Muted>
        <time dateTime={entry.at}>{text.by(entry.actor.name, formatDate(entry.at))}</time>
      </Muted>
      {changes.length > 0 && (
        <Changes aria-label={text.changes}>
          {changes.map((change) => (
            <li key={change.field}>{text.change(change.field, change.before, change.after)}</li>
          ))}
        </Changes>
      )}
      {entry.requestId && <Muted>{text.requestId(entry.requestId)}</Muted>}
    </Entry>
  );
}

/**
 * A record's staff actions, newest first, a page at a time ("Show older" while the server names
 * a next page). Mounted when the history opens, so each opening asks again: the record may have
 * changed since.
 */
export function AuditHistory({ record }: { record: AuditRecordRef }) {
  const history = useAuditHistoryInfiniteQuery(record, { refetchOnMountOrArgChange: true });
  const list = useRef<HTMLOListElement>(null);
  // Where the entries "Show older" asked for begin: focus goes there once they arrive, so a
  // keyboard user reads on instead of starting over from the top (or losing the button).
  const focusFrom = useRef<number | null>(null);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    (list.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [entries.length]);

  if (history.isLoading) return <Spinner label={text.loading} />;
  if (history.isError && entries.length === 0) {
    return (
      <Footer>
        <p role="alert">{text.failed(errorText(history.error, text.failedFallback))}</p>
        <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
          {text.retry}
        </Button>
      </Footer>
    );
  }
  if (entries.length === 0) return <p>{text.empty}</p>;
  return (
    <>
      <Entries ref={list} aria-label={text.entries}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </Entries>
      {history.hasNextPage && (
        <Footer>
          {history.isFetchNextPageError && (
            <p role="alert">{text.olderFailed(errorText(history.error, text.failedFallback))}</p>
          )}
          <Button
            variant="secondary"
            size="sm"
            busy={history.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = entries.length;
              void history.fetchNextPage();
            }}
          >
            {text.showOlder}
          </Button>
        </Footer>
      )}
    </>
  );
}
