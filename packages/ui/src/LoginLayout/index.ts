export * from './LoginLayout';
