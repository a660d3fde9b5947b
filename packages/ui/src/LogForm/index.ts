export * from './LogForm';
