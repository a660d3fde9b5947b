export * from './NoticesPanel';
