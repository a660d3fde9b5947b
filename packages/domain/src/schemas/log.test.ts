import { describe, expect, it } from 'vitest';
import {
  LOG_CATEGORIES,
  Log,
  LogContent,
  normaliseLogContent,
  RemoveLogPayload,
  SaveLogPayload,
} from './log.js';

const storedLog = {
  id: 'log-1',
  concerning: 'customer',
  category: 'hobbies',
  content: { group: 'sport', groupValue: 'tennis', value: 'Plays on Sundays' },
  locale: 'nl',
  createdBy: 'uid-1',
  createdByName: 'Anna',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: null,
  updatedBy: null,
};

describe('Log schema', () => {
  it('lists the categories of spec §3 in order', () => {
    expect(LOG_CATEGORIES).toEqual([
      'personal',
      'family',
      'hobbies',
      'work',
      'sex',
      'health',
      'updates',
      'other',
    ]);
  });

  it('reads a structured log', () => {
    const log = Log.parse(storedLog);
    expect(log.content).toEqual({
      group: 'sport',
      groupValue: 'tennis',
      value: 'Plays on Sundays',
    });
    expect(log.category).toBe('hobbies');
  });

  it('reads an older log with plain text content as the other group', () => {
    const log = Log.parse({ ...storedLog, content: 'Likes cats' });
    expect(log.content).toEqual({ group: 'other', groupValue: null, value: 'Likes cats' });
  });

  it('reads an older log without category or content as other, empty', () => {
    const log = Log.parse({ ...storedLog, category: null, content: undefined });
    expect(log.category).toBe('other');
    expect(log.content).toEqual({ group: 'other', groupValue: null, value: '' });
  });

  it('defaults the group to other and reads an empty group value as none', () => {
    expect(LogContent.parse({ value: 'x', groupValue: '' })).toEqual({
      group: 'other',
      groupValue: null,
      value: 'x',
    });
  });

  it.each([['entertainmentProfile'], ['customer']])('accepts concerning %s', (concerning) => {
    expect(Log.safeParse({ ...storedLog, concerning }).success).toBe(true);
  });

  it.each([
    ['concerning', 'profile'],
    ['category', 'gossip'],
    ['locale', 'NL'],
    ['createdAt', 'yesterday'],
    ['createdBy', ''],
  ])('rejects a log whose %s is %j', (field, value) => {
    expect(Log.safeParse({ ...storedLog, [field]: value }).success).toBe(false);
  });
});

describe('normaliseLogContent', () => {
  it.each([
    [null, { group: 'other', groupValue: null, value: '' }],
    [undefined, { group: 'other', groupValue: null, value: '' }],
    ['plain', { group: 'other', groupValue: null, value: 'plain' }],
    [
      { group: 'age', groupValue: '34', value: '' },
      { group: 'age', groupValue: '34', value: '' },
    ],
    [{ value: 'only a comment' }, { group: 'other', groupValue: null, value: 'only a comment' }],
  ])('normalises %j', (content, expected) => {
    expect(normaliseLogContent(content)).toEqual(expected);
  });
});

describe('log action payloads', () => {
  const log = {
    concerning: 'entertainmentProfile',
    category: 'personal',
    content: { group: 'name', groupValue: 'Sam', value: 'Calls him Sammy' },
  };

  it('accepts a save without id (new log) and with id (edit)', () => {
    expect(SaveLogPayload.parse({ chatId: 'c1', log })).toEqual({ chatId: 'c1', log });
    expect(SaveLogPayload.parse({ chatId: 'c1', log: { ...log, id: 'l1' } }).log.id).toBe('l1');
  });

  it.each([
    ['no chat id', { log }],
    ['an unknown category', { chatId: 'c1', log: { ...log, category: 'misc' } }],
    [
      'an empty group value',
      { chatId: 'c1', log: { ...log, content: { ...log.content, groupValue: '' } } },
    ],
    ['no content', { chatId: 'c1', log: { ...log, content: undefined } }],
  ])('rejects a save with %s', (_name, payload) => {
    expect(SaveLogPayload.safeParse(payload).success).toBe(false);
  });

  it('accepts a remove payload {chatId, id} and rejects one without id', () => {
    expect(RemoveLogPayload.parse({ chatId: 'c1', id: 'l1' })).toEqual({ chatId: 'c1', id: 'l1' });
    expect(RemoveLogPayload.safeParse({ chatId: 'c1' }).success).toBe(false);
  });
});
