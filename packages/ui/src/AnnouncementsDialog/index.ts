export * from './AnnouncementsDialog';
export * from './sanitizeAnnouncement';
export * from './AnnouncementMessage';
