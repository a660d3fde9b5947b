export * from './AnnouncementsDialog';
export * from './sanitizeAnnouncement';
