import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('server configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      ID_TOKEN_TTL_S: 900,
    });
  });

  it('reads the abuse claim expiry, ten minutes unless set (#28)', () => {
    expect(loadConfig({}).ABUSE_CLAIM_TTL_S).toBe(600);
    expect(loadConfig({ ABUSE_CLAIM_TTL_S: '45' }).ABUSE_CLAIM_TTL_S).toBe(45);
    expect(() => loadConfig({ ABUSE_CLAIM_TTL_S: '0' })).toThrow(
      'Invalid setting ABUSE_CLAIM_TTL_S',
    );
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', AUTH_SECRET: '', PUBLIC_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.AUTH_SECRET).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid setting PORT'],
    [{ DATABASE_URL: 'not a url' }, 'Invalid setting DATABASE_URL'],
    [{ AUTH_SECRET: 'short' }, 'Invalid setting AUTH_SECRET'],
    [{ SERVICE_TOKEN: 'short' }, 'Invalid setting SERVICE_TOKEN: Expected at least 32 characters'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
