import { describe, expect, it } from 'vitest';
import { CLAIMS_PAYLOAD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants.js';
import {
  claimsPayloadBytes,
  ConnectedOperator,
  ConnectedOperatorsByPool,
  OperatorUser,
  parseOperatorGeos,
  SignInRequest,
  UserClaims,
  utf8ByteLength,
} from './user.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('UserClaims', () => {
  it('reads roles, geos, company and the second-factor flags', () => {
    expect(
      UserClaims.parse({
        roles: ['CHAT_OPERATOR:SFW', 'CHAT_SUGGESTIONS'],
        geos: ['nl', 'DE ', 'gb'],
        company: 'c1',
        companyName: 'Acme',
        forceMfa: true,
        forcedTotp: false,
        signInSecondFactor: 'phone',
      }),
    ).toEqual({
      roles: ['CHAT_OPERATOR:SFW', 'CHAT_SUGGESTIONS'],
      geos: ['nl', 'de', 'gb'],
      company: 'c1',
      companyName: 'Acme',
      forceMfa: true,
      forcedTotp: false,
      signInSecondFactor: 'phone',
    });
  });

  it('defaults to no roles, no geos and no forced factor', () => {
    expect(UserClaims.parse({})).toEqual({
      roles: [],
      geos: [],
      forceMfa: false,
      forcedTotp: false,
    });
  });

  it('refuses bad geos, blank roles and unknown second factors', () => {
    expect(UserClaims.safeParse({ geos: ['nld'] }).success).toBe(false);
    expect(UserClaims.safeParse({ roles: [' '] }).success).toBe(false);
    expect(UserClaims.safeParse({ signInSecondFactor: 'email' }).success).toBe(false);
  });

  it(`accepts a payload of exactly ${CLAIMS_PAYLOAD_MAX_BYTES} UTF-8 bytes and refuses one more`, () => {
    const base = { roles: [], geos: [], forceMfa: false, forcedTotp: false, companyName: '' };
    const room = CLAIMS_PAYLOAD_MAX_BYTES - claimsPayloadBytes(base);
    // 'é' is two bytes in UTF-8: the limit counts bytes, not characters.
    const atLimit = {
      ...base,
      companyName: 'x'.repeat(room % 2) + 'é'.repeat(Math.floor(room / 2)),
    };
    expect(atLimit.companyName.length).toBeLessThan(room);
    expect(claimsPayloadBytes(atLimit)).toBe(1000);
    expect(UserClaims.safeParse(atLimit).success).toBe(true);

    const over = { ...atLimit, companyName: `${atLimit.companyName}x` };
    const result = UserClaims.safeParse(over);
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([
      'The claims payload is 1001 bytes; it may be at most 1000 bytes.',
    ]);
  });

  it('does not count the per-sign-in second factor in the payload', () => {
    const claims = UserClaims.parse({ roles: ['CHAT_ADMIN'] });
    expect(claimsPayloadBytes({ ...claims, signInSecondFactor: 'totp' })).toBe(
      claimsPayloadBytes(claims),
    );
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a€😀', 8],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });
});

describe('OperatorUser', () => {
  const valid = {
    uid: 'u1',
    displayName: 'Ann',
    email: 'ann@example.com',
    photoUrl: 'https://cdn.example.com/a.png',
    score: 4.5,
    roles: ['CHAT_OPERATOR'],
    geos: ['nl'],
    claims: { roles: ['CHAT_OPERATOR'], geos: ['nl'] },
    companyId: 'c1',
    disabled: true,
  };

  it('reads every field of spec §3', () => {
    const user = OperatorUser.parse(valid);
    expect(user).toMatchObject({
      ...valid,
      claims: { roles: ['CHAT_OPERATOR'], geos: ['nl'], forceMfa: false },
    });
  });

  it('fills in what a new account lacks', () => {
    expect(OperatorUser.parse({ uid: 'u2', email: 'b@example.com', photoUrl: '' })).toEqual({
      uid: 'u2',
      displayName: null,
      email: 'b@example.com',
      photoUrl: null,
      score: null,
      roles: [],
      geos: [],
      claims: { roles: [], geos: [], forceMfa: false, forcedTotp: false },
      companyId: null,
      disabled: false,
    });
  });

  it('refuses a bad email, photo URL or uid', () => {
    expect(messagesOf(OperatorUser.safeParse({ ...valid, email: 'ann@' }))).toEqual([
      'The email address is badly formatted.',
    ]);
    expect(OperatorUser.safeParse({ ...valid, photoUrl: 'not a url' }).success).toBe(false);
    expect(OperatorUser.safeParse({ ...valid, uid: '' }).success).toBe(false);
  });
});

describe('connected operators', () => {
  it.each<[string, string[]]>([
    ['["nl","de"]', ['nl', 'de']],
    ['["NL"," gb ","nl"]', ['nl', 'gb']],
    ['["nl", 3, "xyz", null]', ['nl']],
    ['[]', []],
    ['{"nl":true}', []],
    ['"nl"', []],
    ['not json', []],
    ['', []],
  ])('geos %s → %j', (text, locales) => {
    expect(parseOperatorGeos(text)).toEqual(locales);
  });

  it('reads an operator with geos as JSON text', () => {
    expect(ConnectedOperator.parse({ id: 'op1', geos: '["nl"]', name: 'Ann' })).toEqual({
      id: 'op1',
      geos: '["nl"]',
      name: 'Ann',
    });
    expect(ConnectedOperator.parse({ id: 'op2' })).toEqual({ id: 'op2', geos: '[]', name: '' });
    expect(ConnectedOperator.safeParse({ id: 'op3', geos: ['nl'] }).success).toBe(false);
  });

  it('reads operators by pool SFW, NSFW and AGENT_ONLY; a missing pool is empty', () => {
    const parsed = ConnectedOperatorsByPool.parse({
      SFW: { operators: [{ id: 'a', geos: '["nl"]', name: 'A' }] },
      NSFW: { operators: [] },
    });
    expect(parsed).toEqual({
      SFW: { operators: [{ id: 'a', geos: '["nl"]', name: 'A' }] },
      NSFW: { operators: [] },
      AGENT_ONLY: { operators: [] },
    });
    expect(Object.keys(parsed)).toEqual(['SFW', 'NSFW', 'AGENT_ONLY']);
  });
});

describe('SignInRequest', () => {
  it(`needs a well-formed email and a password of ${PASSWORD_MIN_LENGTH} or more characters`, () => {
    expect(SignInRequest.parse({ email: ' ann@example.com ', password: '123456' })).toEqual({
      email: 'ann@example.com',
      password: '123456',
    });
    expect(
      messagesOf(SignInRequest.safeParse({ email: 'ann@example.com', password: '12345' })),
    ).toEqual(['The password must be at least 6 characters long.']);
    expect(messagesOf(SignInRequest.safeParse({ email: 'ann', password: '123456' }))).toEqual([
      'The email address is badly formatted.',
    ]);
  });

  it('takes the password as typed, spaces included', () => {
    expect(SignInRequest.parse({ email: 'a@example.com', password: ' 1234 ' }).password).toBe(
      ' 1234 ',
    );
  });
});
