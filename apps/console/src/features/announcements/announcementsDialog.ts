// The split point of the announcements dialog: imported only dynamically (OperatorAnnouncements),
// so the dialog and the HTML sanitizer it renders messages with load after sign-in, when there is
// something to read, never with /login.
export { AnnouncementsDialog } from '@switchboard/ui';
