export * from './Icon';
export * from './icons';
