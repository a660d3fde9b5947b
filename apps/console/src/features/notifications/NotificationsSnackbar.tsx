import { Snackbar } from '@switchboard/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { runNotificationAction } from './notificationActions';
import { notificationClosed } from './notificationsSlice';

/** The snackbar fed by the notifications queue (spec §2, §8). */
export function NotificationsSnackbar() {
  const queue = useAppSelector((state) => state.notifications.queue);
  const dispatch = useAppDispatch();
  return (
    <Snackbar
      notifications={queue}
      onClose={(id) => dispatch(notificationClosed(id))}
      onAction={(id) => {
        runNotificationAction(id);
        dispatch(notificationClosed(id));
      }}
    />
  );
}
