export * from './theme';
export * from './Badge';
export * from './Button';
export * from './Dialog';
export * from './Icon';
export * from './Select';
export * from './Spinner';
export * from './TextField';
