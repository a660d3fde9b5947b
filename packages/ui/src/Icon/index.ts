export * from './Icon';
export * from './icons';
export * from './notificationIconPaths';
