import { Suspense, type ReactNode } from 'react';
import { Header, MainLayout } from '@switchboard/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { lazyPage } from '../lazyPage';
import { OperatorAnnouncements } from '../../features/announcements/OperatorAnnouncements';
import { signOut } from '../../features/auth/authThunks';
import { selectIsAuthorized, selectUser } from '../../features/auth/selectors';
import { ConnectionStatus } from '../../features/connection/ConnectionStatus';
import { selectConnection } from '../../features/connection/connectionSlice';
import { NotificationsSnackbar } from '../../features/notifications/NotificationsSnackbar';
import { SystemBanner } from '../../features/system-notifications/SystemBanner';

// Its own chunk: only users who may claim chats need it.
const ClaimedChatDock = lazyPage(() =>
  import('../../features/chat/ClaimedChatDock').then((m) => m.ClaimedChatDock),
);

/**
 * The main layout (spec §2): header (hidden unless the session is authorized), the system
 * notification banner, the page, the operator announcements dialog, the claimed chat's floating
 * panel and the snackbar. The live parts run only for an authorized session.
 */
export function MainShell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const authorized = useAppSelector(selectIsAuthorized);
  const connection = useAppSelector(selectConnection);

  return (
    <MainLayout
      header={
        <Header
          authorized={authorized}
          claimRoles={user?.roles ?? []}
          userName={user?.name ?? user?.email ?? ''}
          tenantId={user?.tenantId ?? null}
          currentPath={pathname}
          onNavigate={(path) => void navigate(path)}
          onLogout={() => void dispatch(signOut())}
        />
      }
      banner={
        authorized ? (
          <>
            <ConnectionStatus connection={connection} />
            <SystemBanner />
          </>
        ) : null
      }
      dialogs={
        authorized ? (
          <>
            <OperatorAnnouncements />
            <Suspense fallback={null}>
              <ClaimedChatDock />
            </Suspense>
          </>
        ) : null
      }
      snackbar={<NotificationsSnackbar />}
    >
      {children}
    </MainLayout>
  );
}
