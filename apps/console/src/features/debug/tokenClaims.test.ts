import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, tokenClaimsBytes } from './tokenClaims';

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

describe('token claims on /debug', () => {
  it('decodes a token payload, non-ASCII text included', () => {
    const payload = { sub: 'u1', roles: ['CHAT_ADMIN'], companyName: 'Zoë & Co' };
    expect(decodeTokenPayload(token(payload))).toEqual(payload);
  });

  it('answers null for text that is not a token', () => {
    expect(decodeTokenPayload('nonsense')).toBeNull();
    expect(decodeTokenPayload('a.!!!.c')).toBeNull();
    expect(decodeTokenPayload(`a.${encode([1, 2])}.c`)).toBeNull();
  });

  it('counts the stored claims only, in UTF-8 bytes', () => {
    const base = { roles: ['CHAT_ADMIN'], geos: ['nl'] };
    const withTokenFields = { ...base, sub: 'u1', iat: 1, exp: 2, sid: 'x', iss: 'switchboard' };
    expect(tokenClaimsBytes(withTokenFields)).toBe(tokenClaimsBytes(base));
    const ascii = tokenClaimsBytes({ ...base, companyName: 'e' });
    expect(tokenClaimsBytes({ ...base, companyName: 'é' })).toBe(ascii + 1);
  });
});
