import type { NotificationType } from '@switchboard/domain';
import { Icon } from '../Icon';
import { SNACKBAR_MESSAGES } from './messages';
import {
  CloseButton,
  Count,
  Message,
  Region,
  Toast,
  TypeIcon,
  VisuallyHidden,
} from './Snackbar.styles';

export interface SnackbarNotification {
  id: string;
  message: string;
  type: NotificationType;
  /** A button next to Close, e.g. Undo; pressing it calls `onAction` with the id. */
  actionLabel?: string;
}

export interface SnackbarProps {
  /** The queue in the order to show it (the console keeps it newest first): the first is shown. */
  notifications: readonly SnackbarNotification[];
  /** Called with the id of the shown notification when its Close button is pressed. */
  onClose: (id: string) => void;
  /** Called with the id of the shown notification when its action button is pressed. */
  onAction?: (id: string) => void;
}

export { SNACKBAR_MESSAGES };

/** Errors and warnings interrupt (alert); success and info wait their turn (status). */
const ROLE_OF: Record<NotificationType, 'alert' | 'status'> = {
  error: 'alert',
  warning: 'alert',
  success: 'status',
  info: 'status',
};

/**
 * The snackbar of spec §2 and §8: the first queued notification in its type's colour with its
 * type icon, a Close button, and a badge counting the queue when more than one is waiting.
 */
export function Snackbar({ notifications, onClose, onAction }: SnackbarProps) {
  const shown = notifications[0];
  if (!shown) return null;
  const count = notifications.length;

  return (
    <Region>
      <Toast role={ROLE_OF[shown.type]} $type={shown.type} data-type={shown.type}>
        <TypeIcon>
          <Icon name={shown.type} size={22} />
        </TypeIcon>
        <Message>{shown.message}</Message>
        {count > 1 && (
          <>
            <Count aria-hidden="true" data-testid="snackbar-count" $type={shown.type}>
              {count}
            </Count>
            <VisuallyHidden>{SNACKBAR_MESSAGES.queued(count)}</VisuallyHidden>
          </>
        )}
        {shown.actionLabel && onAction && (
          <CloseButton type="button" onClick={() => onAction(shown.id)}>
            {shown.actionLabel}
          </CloseButton>
        )}
        <CloseButton type="button" onClick={() => onClose(shown.id)}>
          {SNACKBAR_MESSAGES.close}
        </CloseButton>
      </Toast>
    </Region>
  );
}
