export * from './categories.js';
export * from './form.js';
export * from './permissions.js';
export * from './validation.js';
