import { useMemo } from 'react';
import { Message } from './AnnouncementsDialog.styles';
import { sanitizeAnnouncement } from './sanitizeAnnouncement';

/**
 * An announcement's message as operators read it: sanitized to basic formatting, line breaks
 * kept. The dialog and the Notices editor both show messages through it, so they never differ.
 */
export function AnnouncementMessage({ message }: { message: string }) {
  const html = useMemo(() => sanitizeAnnouncement(message), [message]);
  // Sanitized above: basic formatting only, no scripts or event handlers.
  return <Message dangerouslySetInnerHTML={{ __html: html }} />;
}
