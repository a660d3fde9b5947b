export * from './paging.js';
export * from './queue.js';
export * from './reported.js';
export * from './review.js';
export * from './words.js';
export * from './matching.js';
