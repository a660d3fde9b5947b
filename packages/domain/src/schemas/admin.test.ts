import { describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES } from '../abuse-messages.js';
import {
  ABUSE_WORD_IMPORT_LINE_MAX_LENGTH,
  AbuseWordListQuery,
  ApiErrorBody,
  CacheEntryResponse,
  CreateUserRequest,
  CurrentSystemNotificationResponse,
  ImportAbuseWordsRequest,
  ImportAbuseWordsResponse,
  SetUserGeosRequest,
  SetUserRolesRequest,
} from './admin.js';
import { USER_MESSAGES } from './user.js';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('CreateUserRequest', () => {
  const valid = {
    email: ' New.User@Demo.TEST ',
    password: 'secret',
    roles: ['CHAT_OPERATOR:SFW', 'CHAT_OPERATOR:SFW'],
    geos: ['NL', ' de', 'nl'],
  };

  it('trims and lower-cases the email, drops repeated roles and geos, defaults the flags', () => {
    expect(CreateUserRequest.parse(valid)).toEqual({
      email: 'new.user@demo.test',
      password: 'secret',
      roles: ['CHAT_OPERATOR:SFW'],
      geos: ['nl', 'de'],
      forceMfa: false,
      forcedTotp: false,
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }, USER_MESSAGES.invalidEmail],
    ['password', { password: '12345' }, USER_MESSAGES.passwordTooShort],
    ['roles.0', { roles: ['CHAT_KING'] }, 'Unknown role "CHAT_KING"'],
    ['geos.0', { geos: ['nld'] }, 'Expected a two-letter lower-case locale'],
  ])('refuses a bad %s with a message naming it', (field, change, message) => {
    const result = CreateUserRequest.safeParse({ ...valid, ...change });
    expect(fieldsOf(result)).toEqual([field]);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('SetUserRolesRequest and SetUserGeosRequest', () => {
  it('accept known roles and two-letter geos only', () => {
    expect(SetUserRolesRequest.parse({ roles: ['CHAT_ADMIN'] })).toEqual({ roles: ['CHAT_ADMIN'] });
    expect(SetUserRolesRequest.safeParse({ roles: ['admin'] }).success).toBe(false);
    expect(SetUserGeosRequest.parse({ geos: ['GB'] })).toEqual({ geos: ['gb'] });
    expect(fieldsOf(SetUserGeosRequest.safeParse({ geos: 'nl' }))).toEqual(['geos']);
  });
});

describe('AbuseWordListQuery', () => {
  it.each([
    [{}, {}],
    [{ locale: '' }, { locale: '' }],
    [{ locale: 'NL' }, { locale: 'nl' }],
  ])('reads %j as %j', (query, expected) => {
    expect(AbuseWordListQuery.parse(query)).toEqual(expected);
  });

  it('refuses a locale that is not two letters', () => {
    expect(fieldsOf(AbuseWordListQuery.safeParse({ locale: 'dutch' }))).toEqual(['locale']);
  });
});

describe('ImportAbuseWordsRequest', () => {
  it('takes lines unchecked (the server reports bad ones) and is not atomic by default', () => {
    expect(
      ImportAbuseWordsRequest.parse({
        words: [{ value: '', locale: 'xx-bad' }, { value: 'scam' }],
      }),
    ).toEqual({ words: [{ value: '', locale: 'xx-bad' }, { value: 'scam' }], atomic: false });
  });

  it('refuses an over-long line in words, naming its length, and takes one of the longest length', () => {
    const max = ABUSE_WORD_IMPORT_LINE_MAX_LENGTH;
    const long = ImportAbuseWordsRequest.safeParse({
      words: [{ value: 'ok' }, { value: 'x'.repeat(max + 5) }],
    });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['words.1.value', ABUSE_MESSAGES.importLineTooLong(max, max + 5)],
    ]);
    expect(ABUSE_MESSAGES.importLineTooLong(max, max + 5)).toBe(
      `A line can have at most ${max} characters; this one has ${max + 5}.`,
    );
    expect(ImportAbuseWordsRequest.safeParse({ words: [{ value: 'x'.repeat(max) }] }).success).toBe(
      true,
    );
  });

  it('refuses an empty import and a line number below 1', () => {
    expect(fieldsOf(ImportAbuseWordsRequest.safeParse({ words: [] }))).toEqual(['words']);
    expect(
      fieldsOf(ImportAbuseWordsRequest.safeParse({ words: [{ value: 'x', line: 0 }] })),
    ).toEqual(['words.0.line']);
  });
});

describe('answers', () => {
  it('read the data envelope and the error body', () => {
    expect(
      ImportAbuseWordsResponse.parse({
        data: { added: 1, rejected: [{ line: 2, value: 'x', reason: 'why' }] },
      }).data.rejected[0]?.line,
    ).toBe(2);
    expect(CurrentSystemNotificationResponse.parse({ data: null }).data).toBeNull();
    expect(
      CacheEntryResponse.safeParse({ data: { key: 'k', value: 1, ttlMs: null } }).success,
    ).toBe(false);
    expect(
      ApiErrorBody.parse({
        error: {
          code: 'invalid-input',
          message: 'geos: bad',
          issues: [{ field: 'geos', message: 'bad' }],
        },
      }).error.issues?.[0]?.field,
    ).toBe('geos');
  });
});
