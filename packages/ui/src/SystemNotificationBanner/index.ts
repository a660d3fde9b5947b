export * from './SystemNotificationBanner';
