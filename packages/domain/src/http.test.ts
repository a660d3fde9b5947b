import { describe, expect, it } from 'vitest';
import {
  chunk,
  chunkBatchDelete,
  chunkDomains,
  isStartupCall,
  sendsWithoutAuth,
  startupRetryDelayMs,
} from './http.js';

describe('auth-less paths (spec §7)', () => {
  it.each([
    ['/login', true],
    ['/firebase/projects/central', true],
    ['/tenant/demo/info', true],
    ['/firebase/default', true],
    ['/firebase/tenant/console.demo.test', true],
    ['/firebase/projects/regional', false],
    ['/firebase/projects/locales?locales=nl', false],
    ['/domains', false],
    ['/message/send', false],
    ['/tenant/demo/info/extra', false],
  ])('%s without auth: %s', (path, noAuth) => {
    expect(sendsWithoutAuth(path)).toBe(noAuth);
  });

  it.each([
    ['/firebase/default', true],
    ['/firebase/projects/locales?locales=nl', true],
    ['/firebase/token/eu', true],
    ['/tenant/demo/info', true],
    ['/domains', false],
    ['/chats/1/claim', false],
  ])('%s is a start-up call: %s', (path, startup) => {
    expect(isStartupCall(path)).toBe(startup);
  });
});

describe('start-up retry back-off: 1 s × 2^n plus jitter under 1 s, 2 retries', () => {
  it('waits 1 s then 2 s without jitter', () => {
    expect(startupRetryDelayMs(0, () => 0)).toBe(1000);
    expect(startupRetryDelayMs(1, () => 0)).toBe(2000);
  });

  it('adds jitter strictly under 1 s', () => {
    expect(startupRetryDelayMs(0, () => 0.5)).toBe(1500);
    expect(startupRetryDelayMs(1, () => 0.9999999)).toBe(2999);
    expect(startupRetryDelayMs(0, () => 1)).toBe(1999);
  });

  it.each([2, 3, -1, 0.5])('gives up at retry %s', (retry) => {
    expect(startupRetryDelayMs(retry, () => 0)).toBeNull();
  });
});

describe('chunking', () => {
  it('chunks domain arrays in tens', () => {
    const domains = Array.from({ length: 23 }, (_, i) => `d${i}.test`);
    expect(chunkDomains(domains).map((c) => c.length)).toEqual([10, 10, 3]);
  });

  it('chunks batch deletes in 250s', () => {
    expect(chunkBatchDelete(Array.from({ length: 501 }, (_, i) => i)).map((c) => c.length)).toEqual(
      [250, 250, 1],
    );
    expect(chunkBatchDelete([])).toEqual([]);
  });

  it('refuses a size below one', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
