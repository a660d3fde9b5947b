export * from './Snackbar';
