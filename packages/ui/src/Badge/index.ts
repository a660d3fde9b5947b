export * from './Badge';
