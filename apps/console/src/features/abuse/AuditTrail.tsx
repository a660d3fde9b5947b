import { ABUSE_MESSAGES as text } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import styled from 'styled-components';
import { useAbuseAuditQuery } from './abuseApi';
import { formatDateTime } from './items';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  & li {
    margin-bottom: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A state as one line: its status and who holds or checked it. */
function describeState(state: Record<string, unknown> | null | undefined): string {
  if (!state) return '—';
  // People by name (#28): `claimedBy: Abe Checker`, the uid only when no name came with it.
  const named = { ...state };
  for (const field of ['claimedBy', 'checkedBy']) {
    const name = state[`${field}Name`];
    if (typeof name === 'string' && name !== '' && typeof state[field] === 'string')
      named[field] = name;
    delete named[`${field}Name`];
  }
  return Object.entries(named)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Every review action on an item, oldest first: who, what, when, before and after. */
export function AuditTrail({ itemId }: { itemId: string }) {
  const audit = useAbuseAuditQuery(itemId);
  if (audit.isLoading) return <Spinner label={text.loadingAudit} />;
  if (audit.isError) return <p role="alert">{text.auditFailed}</p>;
  const entries = audit.data ?? [];
  if (entries.length === 0) return <p>{text.noAudit}</p>;
  return (
    <List aria-label={text.audit}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {text.auditLine(
            entry.action,
            entry.actorName || entry.actor || '—',
            formatDateTime(entry.at),
          )}
          {entry.reason && <small>{entry.reason}</small>}
          {(entry.before || entry.after) && (
            <small>
              {text.auditChange(describeState(entry.before), describeState(entry.after))}
            </small>
          )}
        </li>
      ))}
    </List>
  );
}
