export * from './ProfileCard';
