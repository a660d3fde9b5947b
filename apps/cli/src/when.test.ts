import { describe, expect, it } from 'vitest';
import { formatTime, parseSince, parseWhen } from './when.js';

const now = new Date('2030-01-01T09:00:00.000Z');

describe('parseWhen', () => {
  it.each([
    ['90s', '2030-01-01T09:01:30.000Z'],
    ['30m', '2030-01-01T09:30:00.000Z'],
    ['+2h', '2030-01-01T11:00:00.000Z'],
    ['7D', '2030-01-08T09:00:00.000Z'],
    ['2030-02-01T10:00:00+01:00', '2030-02-01T09:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseWhen(text, now)).toBe(iso);
  });

  it.each(['tomorrow', '2h30m', '2030-02-01T10:00:00', '-5m', ''])('refuses %j', (text) => {
    expect(parseWhen(text, now)).toBeNull();
  });
});

describe('formatTime', () => {
  it('shows minutes in UTC, and nothing for no time', () => {
    expect(formatTime('2030-02-01T10:00:59+01:00')).toBe('2030-02-01 09:00 UTC');
    expect(formatTime(null)).toBe('');
  });
});

describe('parseSince', () => {
  it.each([
    ['2h', '2030-01-01T07:00:00.000Z'],
    ['+7d', '2029-12-25T09:00:00.000Z'],
    ['2029-12-31T10:00:00+01:00', '2029-12-31T09:00:00.000Z'],
  ])('reads %s as a moment in the past: %s', (text, expected) => {
    expect(parseSince(text, now)).toBe(expected);
  });

  it('gives null for anything else', () => {
    expect(parseSince('yesterday', now)).toBeNull();
  });
});
