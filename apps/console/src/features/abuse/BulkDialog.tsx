import { useState } from 'react';
import { ABUSE_MESSAGES as text, type AbuseItem, type AbuseVerdict } from '@switchboard/domain';
import { AbuseStatusChip, Button, Dialog, HighlightedText, TextField } from '@switchboard/ui';
import styled from 'styled-components';
import { ItemContext } from './ItemContext';
import { describeItem as describe } from './items';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & blockquote {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface BulkDialogProps {
  items: readonly AbuseItem[];
  now: Date;
  busy: boolean;
  onDecide: (items: AbuseItem[], verdict: AbuseVerdict, reason: string) => void;
  onClose: () => void;
}

/** The context of an item, loaded only once its disclosure is opened. */
function LazyContext({ item }: { item: AbuseItem }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{item.kind === 'message' ? text.conversation : text.audience}</summary>
      {open && <ItemContext item={item} />}
    </details>
  );
}

/**
 * A decision on a cluster: every item with its text (matched words marked) and, on demand, its
 * context; each can be left out; one shared reason; then safe or abuse for all selected.
 */
export function BulkDialog({ items, now, busy, onDecide, onClose }: BulkDialogProps) {
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const selected = items.filter((item) => !excluded.has(item.id));
  const toggle = (key: string) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const decide = (verdict: AbuseVerdict) => onDecide(selected, verdict, reason.trim());

  return (
    <Dialog
      open
      width={720}
      title={text.bulkTitle(selected.length)}
      onClose={onClose}
      actions={
        <Buttons>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button
            variant="secondary"
            disabled={selected.length === 0 || reason.trim() === '' || busy}
            busy={busy}
            onClick={() => decide('safe')}
          >
            {text.bulkSafe(selected.length)}
          </Button>
          <Button
            variant="danger"
            disabled={selected.length === 0 || reason.trim() === '' || busy}
            busy={busy}
            onClick={() => decide('abuse')}
          >
            {text.bulkAbuse(selected.length)}
          </Button>
        </Buttons>
      }
    >
      <p>{text.bulkIntro}</p>
      <List>
        {items.map((item) => {
          const key = item.id;
          return (
            <Entry key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={!excluded.has(key)}
                  onChange={() => toggle(key)}
                  aria-label={text.bulkSelect(describe(item))}
                />
                {describe(item)}
                <AbuseStatusChip info={item.abuse} now={now} />
              </label>
              <blockquote>
                <HighlightedText text={item.text} words={item.matchedWords} />
              </blockquote>
              <LazyContext item={item} />
            </Entry>
          );
        })}
      </List>
      <TextField
        label={text.bulkReason}
        required
        helper={text.bulkReasonHelper}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
      />
    </Dialog>
  );
}
