import { describeCacheStore } from './store-contract.js';
import { MemoryCacheStore } from './store.js';

let nowMs = Date.parse('2030-01-01T00:00:00Z');

describeCacheStore('MemoryCacheStore', new MemoryCacheStore(() => nowMs), (ms) => {
  nowMs += ms;
  return Promise.resolve();
});
