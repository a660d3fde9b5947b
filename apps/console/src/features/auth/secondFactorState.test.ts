import { describe, expect, it } from 'vitest';
import { tokenPair } from '../../test/fakes';
import { secondFactorPageState } from './secondFactorState';

const user = (overrides: Parameters<typeof tokenPair>[0] = {}) => tokenPair(overrides).user;
const none = { totp: false, phone: false };

describe('secondFactorPageState', () => {
  it('waits for the server before it says anything', () => {
    expect(secondFactorPageState(user(), undefined)).toEqual({ kind: 'loading' });
  });

  it('offers enrolment as an option to an account that does not require it (an admin)', () => {
    expect(secondFactorPageState(user({ roles: ['CHAT_ADMIN'] }), none)).toEqual({
      kind: 'none',
      required: false,
    });
  });

  it('offers enrolment as a requirement to a forceMfa or forcedTotp account', () => {
    expect(secondFactorPageState(user({ forceMfa: true }), none)).toEqual({
      kind: 'none',
      required: true,
    });
    expect(secondFactorPageState(user({ forcedTotp: true }), none)).toMatchObject({
      required: true,
    });
  });

  it('says an authenticator app is enrolled rather than offering a new secret', () => {
    expect(
      secondFactorPageState(user({ signInSecondFactor: 'totp' }), { totp: true, phone: false }),
    ).toEqual({ kind: 'enrolled', factor: 'totp', signInAgain: false });
  });

  it('asks a forced account that just enrolled its phone to sign in again with it', () => {
    expect(secondFactorPageState(user({ forceMfa: true }), { totp: false, phone: true })).toEqual({
      kind: 'enrolled',
      factor: 'phone',
      signInAgain: true,
    });
  });

  it('lets an account that enrolled a phone by choice carry on', () => {
    expect(secondFactorPageState(user(), { totp: false, phone: true })).toEqual({
      kind: 'enrolled',
      factor: 'phone',
      signInAgain: false,
    });
  });
});
