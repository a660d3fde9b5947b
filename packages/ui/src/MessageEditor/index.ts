export * from './MessageEditor';
export * from './MessageEditor.texts';
