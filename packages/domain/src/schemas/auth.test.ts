import { describe, expect, it } from 'vitest';
import { MfaRequired, TokenPair } from './auth.js';

const user = {
  uid: 'demo-admin',
  email: 'admin@demo.test',
  name: 'Ada',
  tenantId: 'tenant-demo',
  tenantAlias: 'demo',
  companyName: null,
  roles: ['CHAT_ADMIN'],
  geos: ['nl'],
  forceMfa: false,
  forcedTotp: false,
  signInSecondFactor: null,
};

describe('auth answers', () => {
  it('reads a token pair', () => {
    expect(
      TokenPair.parse({ idToken: 'a', refreshToken: 'b', expiresIn: 900, user }).user.uid,
    ).toBe('demo-admin');
  });

  it.each([
    [{ idToken: '', refreshToken: 'b', expiresIn: 900, user }, 'idToken'],
    [{ idToken: 'a', refreshToken: 'b', expiresIn: -1, user }, 'expiresIn'],
    [
      { idToken: 'a', refreshToken: 'b', expiresIn: 900, user: { ...user, geos: ['NLD'] } },
      'user.geos.0',
    ],
    [
      {
        idToken: 'a',
        refreshToken: 'b',
        expiresIn: 900,
        user: { ...user, signInSecondFactor: 'email' },
      },
      'user.signInSecondFactor',
    ],
  ])('refuses %j naming %s', (answer, path) => {
    const result = TokenPair.safeParse(answer);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('reads the second-factor answer with its factor', () => {
    expect(
      MfaRequired.parse({ mfaRequired: true, mfaPendingToken: 'p', factors: ['phone'] }).factors,
    ).toEqual(['phone']);
    expect(
      MfaRequired.safeParse({ mfaRequired: true, mfaPendingToken: 'p', factors: [] }).success,
    ).toBe(false);
  });
});
