import { ABUSE_MESSAGES as text } from '@switchboard/domain';
import { Button, Dialog } from '@switchboard/ui';
import styled from 'styled-components';
import { describeItem } from './items';
import type { BulkOutcome } from './useBulkDecision';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
  & li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface BulkOutcomeDialogProps {
  outcome: BulkOutcome;
  busy: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The items a bulk decision did not decide (issue #28), each with the server's reason (held by
 * whom, already decided by whom, gone, not in the caller's locales); the held ones can be retried.
 */
export function BulkOutcomeDialog({ outcome, busy, onRetry, onClose }: BulkOutcomeDialogProps) {
  const count = outcome.retry.length;
  return (
    <Dialog
      open
      width={640}
      title={text.bulkNotDecidedTitle(outcome.skipped.length)}
      onClose={onClose}
      actions={
        <Buttons>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {text.close}
          </Button>
          {count > 0 && (
            <Button variant="primary" onClick={onRetry} disabled={busy} busy={busy}>
              {text.bulkRetry(count)}
            </Button>
          )}
        </Buttons>
      }
    >
      <List>
        {outcome.skipped.map(({ id, item, skip }) => (
          <li key={id}>
            <strong>{item ? describeItem(item) : id}</strong>
            <span>{skip.message}</span>
          </li>
        ))}
      </List>
    </Dialog>
  );
}
