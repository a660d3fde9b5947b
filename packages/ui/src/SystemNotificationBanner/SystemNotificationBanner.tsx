import type { SystemNotification } from '@switchboard/domain';
import { Icon } from '../Icon';
import { Banner, DismissButton, Text } from './SystemNotificationBanner.styles';

export const SYSTEM_NOTIFICATION_MESSAGES = {
  dismiss: 'Dismiss notification',
} as const;

export interface SystemNotificationBannerProps {
  /** The current notification (see `currentSystemNotification`), or null for none. */
  notification: Pick<SystemNotification, 'message' | 'type'> | null;
  /** Hides it for this session; the app remembers the dismissal. */
  onDismiss: () => void;
}

/** The current system notification across the top of the main layout, in its type's colour. */
export function SystemNotificationBanner({
  notification,
  onDismiss,
}: SystemNotificationBannerProps) {
  if (!notification) return null;
  const urgent = notification.type === 'error' || notification.type === 'warning';
  return (
    <Banner role={urgent ? 'alert' : 'status'} $type={notification.type}>
      <Icon name={notification.type} />
      <Text>{notification.message}</Text>
      <DismissButton
        type="button"
        aria-label={SYSTEM_NOTIFICATION_MESSAGES.dismiss}
        title={SYSTEM_NOTIFICATION_MESSAGES.dismiss}
        onClick={onDismiss}
      >
        <Icon name="close" size={18} />
      </DismissButton>
    </Banner>
  );
}
