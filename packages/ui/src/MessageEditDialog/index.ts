export * from './MessageEditDialog';
