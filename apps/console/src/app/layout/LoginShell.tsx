import type { ReactNode } from 'react';
import { LoginLayout } from '@switchboard/ui';
import { useLocation } from 'react-router-dom';
import { NotificationsSnackbar } from '../../features/notifications/NotificationsSnackbar';

/** The login layout (spec §2): the centred card, plus the snackbar for sign-in errors. */
export function LoginShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <LoginLayout path={pathname}>{children}</LoginLayout>
      <NotificationsSnackbar />
    </>
  );
}
