export * from './QueueTiles';
