import { Suspense, useMemo, useState } from 'react';
import { announcementSteps, seesAnnouncementsAfterLogin } from '@switchboard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyPage } from '../../app/lazyPage';
import { announcementsClosed } from '../auth/authSlice';
import { selectUser } from '../auth/selectors';
import { splitAnnouncementRows, useLiveAnnouncementsQuery } from './announcementsApi';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

// Its own chunk, with the HTML sanitizer: it loads when the dialog first opens, never with /login.
const AnnouncementsDialog = lazyPage(() =>
  import('./announcementsDialog').then((m) => m.AnnouncementsDialog),
);

/**
 * The announcements dialog an Operator sees after login (spec §2, §6): live announcements of the
 * user's locales (geos). It opens once per sign-in, when there is something to read.
 */
export function OperatorAnnouncements() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const seen = useAppSelector((state) => state.auth.announcementsSeen);
  const wanted = user !== null && seesAnnouncementsAfterLogin(user.roles) && user.geos.length > 0;
  const { data: rows = [] } = useLiveAnnouncementsQuery(
    wanted ? { locales: user.geos } : skipToken,
  );
  const { topics, announcements } = useMemo(() => splitAnnouncementRows(rows), [rows]);
  const hasSteps = useMemo(
    () => announcementSteps(topics, announcements).length > 0,
    [topics, announcements],
  );
  const open = !seen && hasSteps;
  // Mounted from its first opening on, so that closing it is the dialog's own close (focus goes
  // back where it was); set while rendering, as React recommends for following a changed input.
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  if (!wanted || !openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementsDialog
        open={open}
        topics={topics}
        announcements={announcements}
        formatDate={formatDate}
        onClose={() => dispatch(announcementsClosed())}
      />
    </Suspense>
  );
}
