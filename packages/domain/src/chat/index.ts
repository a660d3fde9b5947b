export * from './claimed.js';
export * from './countdown.js';
export * from './events.js';
export * from './message-content.js';
export * from './pools.js';
export * from './suggestions.js';
export * from './unclaimed.js';
