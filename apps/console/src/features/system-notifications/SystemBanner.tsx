import { useEffect, useMemo, useState } from 'react';
import { currentSystemNotification, toMillis } from '@switchboard/domain';
import { SystemNotificationBanner } from '@switchboard/ui';
import { readKey, sessionStore, STORAGE_KEYS, writeKey } from '../../common/storage';
import { useLiveSystemNotificationsQuery } from './systemNotificationsApi';

/** Re-check the end of display at least this often (clock changes, sleeping tabs). */
const RECHECK_MS = 60_000;

/** The current system notification (spec §4), live, under the header; closable per session. */
export function SystemBanner() {
  const { data: rows = [] } = useLiveSystemNotificationsQuery();
  const [now, setNow] = useState(() => Date.now());
  const [dismissedId, setDismissedId] = useState(() =>
    readKey(sessionStore(), STORAGE_KEYS.dismissedSystemNotification),
  );
  const current = useMemo(() => currentSystemNotification(rows, new Date(now)), [rows, now]);

  // Hide it when its showUntilAt passes, without waiting for a change from the server.
  useEffect(() => {
    const until = current?.showUntilAt ? toMillis(current.showUntilAt) - Date.now() : RECHECK_MS;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, Math.min(until, RECHECK_MS)) + 50,
    );
    return () => clearTimeout(timer);
  }, [current, now]);

  if (current === null || current.id === dismissedId) return null;
  return (
    <SystemNotificationBanner
      notification={current}
      onDismiss={() => {
        writeKey(sessionStore(), STORAGE_KEYS.dismissedSystemNotification, current.id);
        setDismissedId(current.id);
      }}
    />
  );
}
