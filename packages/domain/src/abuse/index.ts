export * from './paging.js';
export * from './queue.js';
export * from './reported.js';
export * from './review.js';
export * from './words.js';
export * from './clusters.js';
export * from './highlight.js';
export * from './word-file.js';
