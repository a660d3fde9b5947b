export * from './LogbookDialog';
