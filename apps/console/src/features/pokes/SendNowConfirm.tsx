import { SEND_NOW_CONFIRM_MESSAGES as text } from '@switchboard/domain';
import { Button, Dialog } from '@switchboard/ui';
import { useId } from 'react';
import { Note } from '../../common/layout';
import { formatCount } from './funnel';

export interface SendNowConfirmProps {
  open: boolean;
  /** The wizard's audience: the funnel's targets total; null while it is not known. */
  count: number | null;
  /** The count failed: there is no number to send to. */
  countFailed?: boolean;
  /** The name of the profile the poke is sent from. */
  profile: string;
  /** How many follow-ups go out after the poke. */
  followUps?: number;
  onConfirm: () => void;
  /** Back to the wizard; nothing in it changes. */
  onCancel: () => void;
}

/**
 * The question before a poke goes out at once (issue #27): what saving does, to how many
 * customers (the number the funnel shows), now, from which profile. The confirm button names the
 * number; while the number is not known it waits, with the reason beside it.
 */
export function SendNowConfirm({
  open,
  count,
  countFailed = false,
  profile,
  followUps = 0,
  onConfirm,
  onCancel,
}: SendNowConfirmProps) {
  const reasonId = useId();
  const shown = count === null ? null : formatCount(count);
  return (
    <Dialog
      open={open}
      title={text.title}
      width={480}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button
            variant="primary"
            disabled={shown === null}
            aria-describedby={shown === null ? reasonId : undefined}
            onClick={onConfirm}
          >
            {shown === null ? text.confirmWaiting : text.confirm(shown, count ?? 0)}
          </Button>
        </>
      }
    >
      <p>
        {shown === null ? text.summaryUncounted(profile) : text.summary(shown, count ?? 0, profile)}
      </p>
      {followUps > 0 && <p>{text.followUps(followUps)}</p>}
      {shown === null && (
        <Note id={reasonId} $tone="warning" role="status">
          {countFailed ? text.countFailed : text.counting}
        </Note>
      )}
    </Dialog>
  );
}
