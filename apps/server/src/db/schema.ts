/**
 * Every table, gathered: what `drizzle()` is given and what drizzle-kit reads to write migrations.
 * Each file below imports only the tables it references (`core-schema.ts`), never this one, so
 * no table module depends on the barrel.
 */
export * from './core-schema.js';
// Customers and pokes.
export * from './poke-schema.js';
export * from './abuse-schema.js';
export * from './dispatch-schema.js';
// The tables statistics read, kept up to date on write.
export * from './stats-schema.js';
// The record of staff actions (issue #31).
export * from './audit-schema.js';
