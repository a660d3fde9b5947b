import { describe, expect, it } from 'vitest';
import { formatDate } from '../../common/formatDate';
import { auditChanges, fieldInWords, valueInWords } from './auditChanges';

describe('an audit entry in words', () => {
  it('names stored fields as words', () => {
    expect(fieldInWords('scheduledAt')).toBe('Scheduled at');
    expect(fieldInWords('mfa_reset')).toBe('Mfa reset');
    expect(fieldInWords('geos')).toBe('Geos');
  });

  it('writes values as a reader reads them', () => {
    expect(valueInWords(['nl', 'de'])).toBe('nl, de');
    expect(valueInWords([])).toBe('—');
    expect(valueInWords(null)).toBe('—');
    expect(valueInWords(true)).toBe('yes');
    expect(valueInWords(false)).toBe('no');
    expect(valueInWords(412)).toBe('412');
    expect(valueInWords('2026-03-02T09:00:00.000Z')).toBe(formatDate('2026-03-02T09:00:00.000Z'));
    expect(valueInWords({ a: 1 })).toBe('{"a":1}');
  });

  it('lists only the fields whose value changed, before → after', () => {
    expect(
      auditChanges(
        { email: 'olga@demo.test', roles: ['Operator'], disabled: false },
        { email: 'olga@demo.test', roles: ['Operator', 'Admin'], disabled: true },
      ),
    ).toEqual([
      { field: 'Roles', before: 'Operator', after: 'Operator, Admin' },
      { field: 'Disabled', before: 'no', after: 'yes' },
    ]);
  });

  it('shows a created record with a dash before, and a deleted one with a dash after', () => {
    expect(auditChanges(null, { value: 'whatsapp', locale: '' })).toEqual([
      { field: 'Value', before: '—', after: 'whatsapp' },
    ]);
    expect(auditChanges({ value: 'whatsapp' }, null)).toEqual([
      { field: 'Value', before: 'whatsapp', after: '—' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
